import { describe, expect, it } from 'vitest'
import { machineModels } from '#machines/registry.ts'
import { qaTexts } from '#src/statecharts/qa/qa-texts.ts'
import { mockVehicleName } from '../../scripts/mock-vehicle-names.ts'
import { compareModel } from '../compare/compare-model.ts'
import { formSubmissionModel } from '../form-submission/form-submission-model.ts'
import type { AnyMachineModel } from './machine-model.ts'
import { generatePaths } from './model-paths.ts'
import { formatCsv, formatGherkin, qaScenarios, stepActor, visitorPaths } from './qa-export.ts'

function model(id: string): AnyMachineModel {
  const found = machineModels.find((m) => m.id === id)
  if (!found) throw new Error(`no machine ${id}`)
  return found
}

/** The export as `npm run machines:paths -- --machine <id> --format gherkin` writes it. */
function gherkin(id: string): string {
  const m = model(id)
  return formatGherkin(m, qaScenarios(m, generatePaths(m), qaTexts(m, mockVehicleName)))
}

/** The lines of one scenario, from its "Scenarie:" line to the blank line after it. */
function scenario(feature: string, number: number): string[] {
  const lines = feature.split('\n')
  const start = lines.findIndex((l) => l.startsWith(`  Scenarie: Sti ${number}:`))
  if (start < 0) throw new Error(`no scenario ${number}`)
  const end = lines.indexOf('', start)
  return lines.slice(start, end)
}

describe('QA export', () => {
  it('tells the visitor, the site and internal bookkeeping apart by the model legend', () => {
    expect(stepActor(compareModel, { type: 'compare.add' })).toBe('visitor')
    expect(stepActor(compareModel, { type: 'compare.prune' })).toBe('internal')
    expect(stepActor(compareModel, { type: 'availability.check' })).toBe('site')
    expect(stepActor(compareModel, { type: 'xstate.done.actor.checkAvailability' })).toBe('site')
    expect(stepActor(formSubmissionModel, { type: 'lead.queued' })).toBe('internal')
    expect(stepActor(formSubmissionModel, { type: 'lead.retry' })).toBe('visitor')
  })

  it('leaves out paths with internal steps', () => {
    const paths = generatePaths(formSubmissionModel)
    const kept = visitorPaths(formSubmissionModel, paths)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(paths.length)
    for (const p of kept) for (const s of p.steps) expect(stepActor(formSubmissionModel, s.event)).not.toBe('internal')
  })

  it('writes compare as Danish Gherkin QA can run as written: the limit and pruning texts of the spec, real cars', () => {
    const feature = gherkin('compare')
    expect(feature.split('\n').slice(0, 2)).toEqual(['# language: da', 'Egenskab: Sammenligning'])
    // Hand-written: the spec's texts (limit 6, the pruning toast) and the mock data's first cars with distinct titles.
    expect(scenario(feature, 10)).toEqual([
      '  Scenarie: Sti 10: tjekket svarer, at Mercedes-Benz GLC 300e 4MATIC er solgt',
      '    Givet at den besøgende ikke har valgt biler til sammenligning',
      '    Når den besøgende sætter flueben i »Sammenlign« ved Mercedes-Benz GLC 300e 4MATIC',
      '    Så viser sammenligningslinjen »1 af 6 valgt til sammenligning« med Mercedes-Benz GLC 300e 4MATIC og »Vælg mindst to for at sammenligne.«',
      '    Når siden er indlæst, og sitet tjekker, om sammenligningens biler stadig er til salg',
      '    Så ændrer siden sig ikke',
      '    Når tjekket svarer, at Mercedes-Benz GLC 300e 4MATIC er solgt',
      '    Så ser den besøgende beskeden »1 køretøj i din sammenligning er ikke længere til salg og er blevet fjernet.«',
      '    Og er sammenligningslinjen skjult',
    ])
    const refused = scenario(feature, 89)
    expect(refused.at(-3)).toContain('Så viser sammenligningslinjen »6 af 6 valgt til sammenligning« med Mercedes-Benz GLC 300e 4MATIC, ')
    expect(refused.slice(-2)).toEqual([
      '    Når den besøgende sætter flueben i »Sammenlign« ved Dacia Duster Extreme TCe 130 4x4',
      '    Så ser den besøgende beskeden »Kan ikke tilføje køretøj. Vælg maksimalt 6 køretøjer at sammenligne.«',
    ])
    expect(feature).not.toMatch(/bil-\d|Bil \d/)
  })

  it('includes the failure paths: the chat that cannot open or is turned off, a chunk gone twice within 10 s, a refused lead', () => {
    const chat = gherkin('autochat')
    expect(chat).toContain(
      '    Når sitet ikke kan nås, da chatten åbnes\n    Så ser den besøgende »Der opstod en fejl ved åbning af chatten.« med knappen »Prøv igen«',
    )
    expect(chat).toContain(
      '    Når forhandleren har slået chatten fra\n    Så ser den besøgende »Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere.« og »Kontakt os i stedet«',
    )
    const freshness = gherkin('build-freshness')
    expect(freshness).toMatch(
      /Når en del af siden ikke kan hentes \(genindlæst for \d s siden\)\n {4}Så ser den besøgende: Fejlsiden "Siden kunne ikke indlæses"/,
    )
    expect(gherkin('form-submission')).toContain('Så ser den besøgende »Din henvendelse blev ikke sendt« med årsagen')
  })

  it('makes every event a "Når" step, never a "Så" check, in every machine', () => {
    for (const m of machineModels) {
      const scenarios = qaScenarios(m, generatePaths(m), qaTexts(m, mockVehicleName))
      expect(scenarios.length, m.id).toBeGreaterThan(0)
      const lines = formatGherkin(m, scenarios).split('\n')
      const whens = lines.filter((l) => l.startsWith('    Når '))
      expect(whens.length, m.id).toBe(scenarios.reduce((n, s) => n + s.steps.length, 0))
      const checks = lines.filter((l) => /^ {4}(Så|Og) /.test(l)).join('\n')
      for (const s of scenarios) for (const step of s.steps) expect(checks, `${m.id}: "${step.when}" is a check`).not.toContain(`Så ${step.when}`)
      // Header, summary, then only scenarios of Danish keywords.
      expect(lines.slice(0, 2)).toEqual(['# language: da', `Egenskab: ${m.title}`])
      const body = lines.slice(3).filter((l) => l !== '' && !/^ {2}Scenarie: Sti \d+: \S/.test(l) && !/^ {4}(Givet|Når|Så|Og) \S/.test(l))
      expect(body, m.id).toEqual([])
      for (const s of scenarios) expect(s.given.length, m.id).toBeGreaterThan(0)
    }
    // Every machine's paths: a few seconds on the shared 2-core machine.
  }, 30_000)

  it('writes the same scenarios as semicolon CSV, one row per step', () => {
    const scenarios = qaScenarios(compareModel as unknown as AnyMachineModel, generatePaths(compareModel), qaTexts(model('compare'), mockVehicleName)).filter(
      (s) => s.number === 2,
    )
    expect(formatCsv(compareModel, scenarios).split('\n')).toEqual([
      'maskine;sti;trin;hvem;handling;den besøgende ser',
      'compare;2;0;start;;at den besøgende ikke har valgt biler til sammenligning',
      'compare;2;1;besøgende;den besøgende trykker »Ryd alle«;ingen ændring',
      '',
    ])
  })
})

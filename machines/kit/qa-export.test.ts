import { describe, expect, it } from 'vitest'
import { compareModel, compareUiEvents } from '../compare/compare-model.ts'
import { formSubmissionModel } from '../form-submission/form-submission-model.ts'
import { generatePaths } from './model-paths.ts'
import { formatCsv, formatGherkin, stepActor, visitorPaths } from './qa-export.ts'

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

  it('writes a compare path as Danish Gherkin and as semicolon CSV', () => {
    const paths = generatePaths(compareModel, { events: (s) => compareUiEvents(s) })
    const first = paths.filter((p) => p.number === 1)
    // Hand-checked against `npm run machines:paths -- compare --ui`, path 1.
    expect(formatGherkin(compareModel, first).split('\n').slice(4, 10)).toEqual([
      '  Scenarie: Sti 1',
      '    Givet tom (0 valgt), intet tjek',
      '    Når Tilføj Bil 1 (bil-1) til sammenligningen',
      '    Så ser den besøgende: for få (1 valgt: bil-1), intet tjek',
      '    Når Ryd sammenligningen',
      '    Så ser den besøgende: tom (0 valgt), intet tjek',
    ])
    expect(formatCsv(compareModel, first).split('\n')).toEqual([
      'maskine;sti;trin;hvem;handling;den besøgende ser',
      'compare;1;0;start;;tom (0 valgt), intet tjek',
      'compare;1;1;besøgende;Tilføj Bil 1 (bil-1) til sammenligningen;for få (1 valgt: bil-1), intet tjek',
      'compare;1;2;besøgende;Ryd sammenligningen;tom (0 valgt), intet tjek',
      '',
    ])
  })
})

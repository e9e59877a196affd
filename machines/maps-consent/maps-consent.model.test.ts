import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath, type StepContext } from '../kit/model-runner.ts'
import { mapsConsentDefinition, mapsConsentState, type MapsConsentMachine } from './maps-consent-machine.ts'
import { mapsConsentModel } from './maps-consent-model.ts'

const coverage = createCoverage(mapsConsentModel.machine, mapsConsentModel.id)
const paths = generatePaths(mapsConsentModel)

/** Granting when granted or withdrawing when denied changes nothing. */
function checkStep({ event, before, after }: StepContext<MapsConsentMachine>) {
  const expected = event.type === 'consent.grant' ? 'granted' : 'denied'
  expect(mapsConsentState(after)).toBe(expected)
  if (mapsConsentState(before) === expected) expect(after.value).toEqual(before.value)
}

describe('maps-consent machine: model paths (store + journal)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(0)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => mapsConsentModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, { model: mapsConsentModel, definition: mapsConsentDefinition, coverage, onStep: checkStep })
    })
  }

  it('covers every state and transition', () => {
    const report = coverage.report()
    console.log(formatCoverage(report, 'model coverage'))
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })
})

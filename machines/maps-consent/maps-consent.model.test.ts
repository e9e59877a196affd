import { expect } from 'vitest'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import { mapsConsentDefinition, mapsConsentState, type MapsConsentMachine } from './maps-consent-machine.ts'
import { mapsConsentModel } from './maps-consent-model.ts'

/** Granting when granted or withdrawing when denied changes nothing. */
function checkStep({ event, before, after }: StepContext<MapsConsentMachine>) {
  const expected = event.type === 'consent.grant' ? 'granted' : 'denied'
  expect(mapsConsentState(after)).toBe(expected)
  if (mapsConsentState(before) === expected) expect(after.value).toEqual(before.value)
}

describeModelPaths({ model: mapsConsentModel, definition: mapsConsentDefinition, minPaths: 0, onStep: checkStep })

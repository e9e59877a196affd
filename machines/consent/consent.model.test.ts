import { expect } from 'vitest'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import { consentModel } from './consent-model.ts'
import { consentDefinition, consentGranted, consentState, type ConsentMachine } from './consent-machine.ts'

/**
 * Expectations from the consent rules (ADR 0018), not from the machine: any
 * answer leaves the visitor `answered`; a save sets exactly the three chosen
 * categories; a single-category change touches only that category; a choice
 * equal to the stored one changes nothing (its date is kept).
 */
function checkStep({ event, before, after }: StepContext<ConsentMachine>) {
  expect(consentState(after)).toBe('answered')
  const categories = ['functional', 'statistics', 'marketing'] as const
  const e = event as unknown as Record<string, unknown>
  for (const category of categories) {
    const expected = event.type === 'consent.save' ? e[category] : e.category === category ? e.granted : consentGranted(before, category)
    expect(consentGranted(after, category), category).toBe(expected)
  }
  expect(after.context.choice?.policyVersion).toBe(e.policyVersion)
  const unchanged = before.context.choice !== null && categories.every((c) => consentGranted(before, c) === consentGranted(after, c))
  if (unchanged) expect(after.context.choice).toEqual(before.context.choice)
}

describeModelPaths({ model: consentModel, definition: consentDefinition, minPaths: 3, onStep: checkStep })

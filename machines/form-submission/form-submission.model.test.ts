import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath, type StepContext } from '../kit/model-runner.ts'
import { formSubmissionDefinition, outboxState, retryDelayMs, submissionStatus, type FormSubmissionMachine } from './form-submission-machine.ts'
import { formSubmissionModel } from './form-submission-model.ts'
import { recordCoverage } from '../kit/coverage-record.ts'

const coverage = createCoverage(formSubmissionModel.machine, formSubmissionModel.id)
const paths = generatePaths(formSubmissionModel)

/** What must hold after every step, whatever the path. */
function checkStep({ event, before, after, emitted }: StepContext<FormSubmissionMachine>) {
  const notices = emitted.map((e) => e.type)
  // No double submit: "Send" (valid or not) does nothing unless the visitor is editing.
  if ((event.type === 'form.submit' || event.type === 'form.invalid') && before.value !== 'editing') {
    expect(after.value).toBe(before.value)
    expect(after.context).toEqual(before.context)
    expect(notices).toEqual([])
  }
  // A valid submit takes the lead it carries, key included, and is posting it; the runner checks
  // after every step that the journal replays to the same lead (so it is journaled before the post).
  if (event.type === 'form.submit' && before.value === 'editing') {
    expect(after.value).toBe('submitting')
    expect(after.context.lead).toEqual((event as unknown as { lead: unknown }).lead)
    expect(after.context.problem).toBeNull()
    expect(notices).toEqual(['notice.queued'])
  }
  // An invalid submit keeps the visitor editing with the form-level message, and journals nothing.
  if (event.type === 'form.invalid' && before.value === 'editing') {
    expect(after.value).toBe('editing')
    expect(after.context.problem).toBe((event as unknown as { problem: string }).problem)
    expect(after.context.lead).toBeNull()
    expect(notices).toEqual([])
  }
  // While the lead is on its way it is in the journal with its key; the key never changes on a retry.
  if (outboxState(after) === 'pending' || outboxState(after) === 'failed') expect(after.context.lead?.key).toBeTruthy()
  if (outboxState(before) === 'pending' && outboxState(after) === 'pending') expect(after.context.lead?.key).toBe(before.context.lead?.key)
  // Personal data is dropped once the lead is delivered.
  if (submissionStatus(after) === 'sent') expect(after.context.lead).toBeNull()
  // The visitor is told about every outcome of a post.
  if (event.type === 'xstate.done.actor.submitLead') {
    const expected = { succeeded: ['notice.delivered'], editing: ['notice.rejected'], failed: ['notice.failed'], waiting: [], deferred: [] }
    expect(notices).toEqual(expected[after.value as keyof typeof expected])
  }
}

describe('form-submission machine: model paths (store + journal)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(20)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => formSubmissionModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, { model: formSubmissionModel, definition: formSubmissionDefinition, coverage, onStep: checkStep })
    })
  }

  it('covers every state and transition', () => {
    const report = coverage.report()
    console.log(formatCoverage(report, 'model coverage'))
    recordCoverage(report, 'model', { paths: paths.length })
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })
})

describe('form-submission back-off', () => {
  it('waits 2, 5, 15 and then 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 9].map(retryDelayMs)).toEqual([2_000, 2_000, 5_000, 15_000, 30_000, 30_000])
  })
})

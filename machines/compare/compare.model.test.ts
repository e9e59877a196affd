import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath } from '../kit/model-runner.ts'
import { compareDefinition, compareMax, compareSelectionState, type CompareMachine } from './compare-machine.ts'
import { compareModel } from './compare-model.ts'
import type { StepContext } from '../kit/model-runner.ts'

const coverage = createCoverage(compareModel.machine, compareModel.id)
const paths = generatePaths(compareModel)

/** What the visitor must be told after a step. */
function checkNotices({ event, before, after, emitted }: StepContext<CompareMachine>) {
  const notices = emitted.filter((e) => e.type.startsWith('notice.'))
  if (event.type === 'compare.add' && compareSelectionState(before) === 'full' && after.context.vehicles.length === before.context.vehicles.length) {
    const isNew = !before.context.vehicles.some((v) => v.id === (event as unknown as { vehicle: { id: string } }).vehicle.id)
    expect(notices).toEqual(isNew ? [{ type: 'notice.limitReached', max: compareMax }] : [])
    expect(after.context.vehicles).toHaveLength(compareMax)
    return
  }
  const removedByCheck = event.type === 'xstate.done.actor.checkAvailability' ? before.context.vehicles.length - after.context.vehicles.length : 0
  expect(notices).toEqual(removedByCheck > 0 ? [{ type: 'notice.pruned', count: removedByCheck }] : [])
}

describe('compare machine: model paths (store + journal)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(10)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => compareModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, { model: compareModel, definition: compareDefinition, coverage, onStep: checkNotices })
    })
  }

  it('covers every state and transition', () => {
    const report = coverage.report()
    console.log(formatCoverage(report, 'model coverage'))
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })
})

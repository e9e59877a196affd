import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath, type StepContext } from '../kit/model-runner.ts'
import { favouritesDefinition, type FavouritesMachine } from './favourites-machine.ts'
import { favouritesModel } from './favourites-model.ts'

const coverage = createCoverage(favouritesModel.machine, favouritesModel.id)
const paths = generatePaths(favouritesModel)

function checkNotices({ event, before, after, emitted }: StepContext<FavouritesMachine>) {
  const removedByCheck = event.type === 'xstate.done.actor.checkAvailability' ? before.context.vehicles.length - after.context.vehicles.length : 0
  expect(emitted.filter((e) => e.type.startsWith('notice.'))).toEqual(removedByCheck > 0 ? [{ type: 'notice.pruned', count: removedByCheck }] : [])
}

describe('favourites machine: model paths (store + journal)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(5)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => favouritesModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, { model: favouritesModel, definition: favouritesDefinition, coverage, onStep: checkNotices })
    })
  }

  it('covers every state and transition', () => {
    const report = coverage.report()
    console.log(formatCoverage(report, 'model coverage'))
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })
})

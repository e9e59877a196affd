import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath } from '../kit/model-runner.ts'
import { shownVehicles } from './vehicle-details-machine.ts'
import { vehicleDetailsModel } from './vehicle-details-model.ts'
import { recordCoverage } from '../kit/coverage-record.ts'

const coverage = createCoverage(vehicleDetailsModel.machine, vehicleDetailsModel.id)
const paths = generatePaths(vehicleDetailsModel)

describe('vehicle-details machine: model paths (live actor)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(5)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => vehicleDetailsModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, {
        model: vehicleDetailsModel,
        coverage,
        onStep: ({ after }) => {
          // Loaded means every asked-for vehicle is shown, in the asked order.
          if (after.matches('loaded')) expect(shownVehicles(after.context).map((v) => v.id)).toEqual(after.context.vehicleIds)
        },
      })
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

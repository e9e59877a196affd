import { describe, expect, it } from 'vitest'
import { describeModelPaths } from '../kit/model-suite.ts'
import { checkVehicleListNotices } from '../shared/vehicle-list-model.ts'
import { compareDefinition, compareMax, compareMin } from './compare-machine.ts'
import { compareModel } from './compare-model.ts'

describe('compare limits', () => {
  it("are the spec's: at most 6 vehicles, at least 2 to compare (spec 9)", () => {
    expect([compareMin, compareMax]).toEqual([2, 6])
  })
})

describeModelPaths({ model: compareModel, definition: compareDefinition, minPaths: 10, onStep: checkVehicleListNotices(compareMax) })

/**
 * The compare list's limits (spec 4, 5, 9: at most 6, at least 2 to compare),
 * as the compare machine is created with them and holds them in its context.
 * A module of its own without xstate, so the preview shown while the machine
 * loads (src/saved-vehicles) uses the very numbers the machine will hold.
 */
import { constants } from '#app.config'
import type { VehicleListLimits } from '../shared/vehicle-list-machine.ts'

export const compareLimits: VehicleListLimits = { min: constants.compare.min, max: constants.compare.max }

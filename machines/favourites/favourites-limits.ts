/**
 * The favourites list's limits (no maximum), as the favourites machine is
 * created with them and holds them in its context. Without xstate, so the
 * preview shown while the machine loads uses the same numbers.
 */
import type { VehicleListLimits } from '../shared/vehicle-list-machine.ts'

export const favouritesLimits: VehicleListLimits = { min: 1, max: Infinity }

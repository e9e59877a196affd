/**
 * The availability check of a vehicle list's machine, provided by a server
 * function (only the SSR server talks to the product API). Loaded on demand
 * with the list's machine (vehicle-list-store.ts), so xstate stays off the
 * first load until a visitor keeps a list.
 */
import { fromPromise } from 'xstate'
import type { VehicleListMachine } from '#machines/shared/vehicle-list-machine.ts'
import { unavailableInBatches } from './availability-batches.ts'
import { checkVehicleAvailability, maxLookupIds } from './vehicle-lookup.functions.ts'

export function withAvailabilityCheck<Id extends string>(machine: VehicleListMachine<Id>): VehicleListMachine<Id> {
  return machine.provide({
    actors: {
      // Favourites have no maximum: more than one request's worth is asked in several.
      checkAvailability: fromPromise(async ({ input }) => ({
        unavailableIds: await unavailableInBatches(
          input.vehicleIds,
          maxLookupIds,
          async (vehicleIds) => (await checkVehicleAvailability({ data: { vehicleIds } })).unavailableIds,
        ),
      })),
    },
  })
}

/**
 * Server functions the compare and favourites machines' actors call. The
 * browser never calls the product API; these run on the SSR server, which
 * does (src/server/product-api.server.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { vehicleIdSchema, type AvailabilityReport } from '#machines/shared/vehicle-list.ts'
import { maxAvailabilityIds } from '../product-api/contract/vocabulary.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { unavailableInBatches } from './availability-batches.ts'
import { toVehicleFacts, type VehicleFacts } from './vehicle-facts.ts'

/** Favourites have no maximum; this bounds one request. */
export const maxLookupIds = 500
const detailConcurrency = 6

const idsInput = z.object({ vehicleIds: z.array(vehicleIdSchema).min(1).max(maxLookupIds) })

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Which of the vehicles are no longer for sale (the product API's batch availability call). */
export const checkVehicleAvailability = createServerFn({ method: 'POST' })
  .validator(idsInput)
  .handler(async ({ data }): Promise<AvailabilityReport> => {
    const unavailableIds = await unavailableInBatches(data.vehicleIds, maxAvailabilityIds, async (ids) =>
      (await productApi().getAvailability(ids)).items.filter((i) => !i.available).map((i) => i.id),
    )
    return { unavailableIds }
  })

export interface VehicleFactsResult {
  vehicles: VehicleFacts[]
  /** Ids the product API does not know (sold or removed since they were saved). */
  missingIds: string[]
}

/** The facts of each vehicle, in the order asked; unknown ids are listed, other failures fail the call. */
export const getVehicleFacts = createServerFn({ method: 'POST' })
  .validator(idsInput)
  .handler(async ({ data }): Promise<VehicleFactsResult> => {
    const ids = [...new Set(data.vehicleIds)]
    const found = new Map<string, VehicleFacts>()
    const missingIds: string[] = []
    for (const batch of chunks(ids, detailConcurrency)) {
      await Promise.all(
        batch.map(async (id) => {
          try {
            found.set(id, toVehicleFacts(await productApi().getVehicle(id), id))
          } catch (error) {
            if (error instanceof NotFoundError) missingIds.push(id)
            else throw error
          }
        }),
      )
    }
    return { vehicles: ids.flatMap((id) => found.get(id) ?? []), missingIds }
  })

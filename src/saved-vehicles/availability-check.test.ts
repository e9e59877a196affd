/**
 * The availability check as the lists run it: the vehicle-list machine with
 * its `checkAvailability` actor wired to the `checkVehicleAvailability` server
 * function. Favourites have no maximum, and one request carries at most 500
 * ids (its validator), so a long list must be asked about in several requests:
 * issue 32 found a check that asked about only the first batch and left the
 * rest of the sold cars on the list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { favouritesMachine } from '#machines/favourites/favourites-machine.ts'
import { compareMachine } from '#machines/compare/compare-machine.ts'

/** One request's limit (the server function's validator takes 1–500 ids). */
const requestMaxIds = 500

const checkVehicleAvailability = vi.hoisted(() => vi.fn<(request: { data: { vehicleIds: string[] } }) => Promise<{ unavailableIds: string[] }>>())
vi.mock('./vehicle-lookup.functions.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  checkVehicleAvailability,
}))

const { withAvailabilityCheck } = await import('./availability-check.ts')

/** The server as the stand-in: refuses a request over the limit, and knows which ids are sold. */
function serverKnowing(sold: ReadonlySet<string>) {
  checkVehicleAvailability.mockImplementation(async ({ data }) => {
    if (data.vehicleIds.length < 1 || data.vehicleIds.length > requestMaxIds) throw new Error(`${data.vehicleIds.length} ids in one request`)
    return { unavailableIds: data.vehicleIds.filter((id) => sold.has(id)) }
  })
}

/** The state of the list's availability region (the machine is parallel: the list, and its check). */
const availability = (snapshot: { value: unknown }) => (snapshot.value as Record<string, string>).availability

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

afterEach(() => checkVehicleAvailability.mockReset())

describe('withAvailabilityCheck', () => {
  it('asks about every favourite, 500 per request, and removes the sold ones of every request (1,200 favourites)', async () => {
    // Hand-picked: sold cars in each of the three requests, at the edges of the first two.
    serverKnowing(new Set(['bil-1', 'bil-500', 'bil-501', 'bil-1000', 'bil-1001', 'bil-1200']))
    const actor = createActor(withAvailabilityCheck(favouritesMachine)).start()
    const notices: unknown[] = []
    actor.on('notice.pruned', (notice) => notices.push(notice))
    for (let n = 1; n <= 1200; n++) actor.send({ type: 'favourites.add', vehicle: car(n) })
    actor.send({ type: 'availability.check' })
    const done = await waitFor(actor, (s) => availability(s) === 'idle', { timeout: 3_000 })
    expect(checkVehicleAvailability.mock.calls.map(([request]) => request.data.vehicleIds.length)).toEqual([500, 500, 200])
    expect(checkVehicleAvailability.mock.calls.flatMap(([request]) => request.data.vehicleIds)).toEqual(Array.from({ length: 1200 }, (_, i) => `bil-${i + 1}`))
    expect(done.context.vehicles).toHaveLength(1194)
    for (const id of ['bil-1', 'bil-500', 'bil-501', 'bil-1000', 'bil-1001', 'bil-1200']) expect(done.context.vehicles.some((v) => v.id === id)).toBe(false)
    expect(notices).toEqual([{ type: 'notice.pruned', count: 6 }])
    actor.stop()
  })

  it('leaves a list whose cars are all for sale as it is', async () => {
    serverKnowing(new Set())
    const actor = createActor(withAvailabilityCheck(compareMachine)).start()
    actor.send({ type: 'compare.add', vehicle: car(1) })
    actor.send({ type: 'compare.add', vehicle: car(2) })
    actor.send({ type: 'availability.check' })
    const done = await waitFor(actor, (s) => availability(s) === 'idle', { timeout: 3_000 })
    expect(checkVehicleAvailability).toHaveBeenCalledTimes(1)
    expect(checkVehicleAvailability.mock.calls[0]?.[0]).toEqual({ data: { vehicleIds: ['bil-1', 'bil-2'] } })
    expect(done.context.vehicles).toEqual([car(1), car(2)])
    actor.stop()
  })

  it('keeps the list when the server cannot be asked (the check failed, a new one can start)', async () => {
    checkVehicleAvailability.mockRejectedValue(new Error('offline'))
    const actor = createActor(withAvailabilityCheck(compareMachine)).start()
    actor.send({ type: 'compare.add', vehicle: car(1) })
    actor.send({ type: 'availability.check' })
    const done = await waitFor(actor, (s) => availability(s) === 'failed', { timeout: 3_000 })
    expect(done.context.vehicles).toEqual([car(1)])
    actor.stop()
  })
})

/**
 * The server functions behind the compare and favourites lists, called as the
 * site calls them, with a stand-in for the product API. Issue 32: a check that
 * asked the API about only the first 100 ids (its maximum per call) left sold
 * cars on a long list; every id must be asked about.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Start from '@tanstack/react-start'
import { serverFnsAfresh } from '../server/server-fn-test-support.ts'

/** The product API's rule (its availability query takes 1–100 ids, src/product-api/contract/stock.ts). */
const apiMaxIds = 100

const api = vi.hoisted(() => ({
  getAvailability: vi.fn<(ids: readonly string[]) => Promise<{ items: { id: string; available: boolean }[] }>>(),
  getVehicle: vi.fn<(id: string) => Promise<{ title: string }>>(),
}))
vi.mock('../server/product-api.server.ts', () => ({ productApi: () => api }))
// The projection is vehicle-facts.ts's own business; here only which vehicle it was made of counts.
vi.mock('./vehicle-facts.ts', () => ({ toVehicleFacts: (vehicle: { title: string }, id: string) => ({ id, title: vehicle.title }) }))
// The server build's createServerFn (src/server/server-fn-test-support.ts).
vi.mock('@tanstack/react-start', async (importOriginal) => {
  const { asServerBuild } = await import('../server/server-fn-test-support.ts')
  return asServerBuild(await importOriginal<typeof Start>())
})

const server = await serverFnsAfresh()
const { onServer } = server
const { NotFoundError, UnavailableError } = await import('../product-api/errors.ts')
const { checkVehicleAvailability, getVehicleFacts } = await import('./vehicle-lookup.functions.ts')

/** The handler's answer for these ids; throws what the call failed with. */
const call = <T>(fn: (opts: { data: { vehicleIds: string[] } }) => Promise<T>, vehicleIds: string[]) => server.call(fn, { vehicleIds })

const ids = (n: number) => Array.from({ length: n }, (_, i) => `bil-${i + 1}`)

beforeEach(() => {
  // Every vehicle known and for sale, unless a test says otherwise.
  api.getAvailability.mockImplementation(async (batch) => ({ items: batch.map((id) => ({ id, available: true })) }))
  api.getVehicle.mockImplementation(async (id) => ({ title: id }))
})
afterEach(() => {
  api.getAvailability.mockReset()
  api.getVehicle.mockReset()
})

describe('checkVehicleAvailability', () => {
  it('asks the product API about every id, 100 per call, and reports the sold ones of every call (250 ids)', async () => {
    // Hand-picked: sold cars in each of the three calls, at the edges of the first two.
    const sold = new Set(['bil-1', 'bil-100', 'bil-101', 'bil-200', 'bil-201', 'bil-250'])
    api.getAvailability.mockImplementation(async (batch) => {
      if (batch.length > apiMaxIds) throw new Error(`${batch.length} ids in one call`)
      return { items: batch.map((id) => ({ id, available: !sold.has(id) })) }
    })
    const report = await call(checkVehicleAvailability, ids(250))
    expect(report).toEqual({ unavailableIds: expect.any(Array) })
    expect([...report.unavailableIds].sort()).toEqual(['bil-1', 'bil-100', 'bil-101', 'bil-200', 'bil-201', 'bil-250'])
    expect(api.getAvailability.mock.calls.map(([batch]) => batch.length)).toEqual([100, 100, 50])
    expect(api.getAvailability.mock.calls.flatMap(([batch]) => batch)).toEqual(ids(250))
  })

  it('reports nothing when every vehicle is still for sale', async () => {
    expect(await call(checkVehicleAvailability, ['bil-1', 'bil-2'])).toEqual({ unavailableIds: [] })
  })

  it('is a POST (up to 500 ids do not fit in an address)', () => {
    expect(checkVehicleAvailability.method).toBe('POST')
  })

  it('takes 1 to 500 ids in one request', async () => {
    expect((await onServer(checkVehicleAvailability, { vehicleIds: ids(1) })).error).toBeUndefined()
    expect((await onServer(checkVehicleAvailability, { vehicleIds: ids(500) })).error).toBeUndefined()
    expect((await onServer(checkVehicleAvailability, { vehicleIds: [] })).error).toBeInstanceOf(Error)
    expect((await onServer(checkVehicleAvailability, { vehicleIds: ids(501) })).error).toBeInstanceOf(Error)
    expect((await onServer(checkVehicleAvailability, {})).error).toBeInstanceOf(Error)
  })
})

const notFound = () => new NotFoundError({ operation: 'getVehicle', method: 'GET', url: '/vehicles/x' })

describe('getVehicleFacts', () => {
  it('gives the facts in the order asked, each vehicle once, and lists the ids the API does not know', async () => {
    const known: Record<string, string> = { 'bil-1': 'Bil 1', 'bil-3': 'Bil 3', 'bil-4': 'Bil 4' }
    api.getVehicle.mockImplementation(async (id) => {
      const title = known[id]
      if (!title) throw notFound()
      return { title }
    })
    const result = await call(getVehicleFacts, ['bil-4', 'bil-2', 'bil-1', 'bil-4', 'bil-3'])
    expect(result).toEqual({
      vehicles: [
        { id: 'bil-4', title: 'Bil 4' },
        { id: 'bil-1', title: 'Bil 1' },
        { id: 'bil-3', title: 'Bil 3' },
      ],
      missingIds: ['bil-2'],
    })
    expect(api.getVehicle.mock.calls.map(([id]) => id).sort()).toEqual(['bil-1', 'bil-2', 'bil-3', 'bil-4'])
  })

  it('asks about every vehicle, at most 6 at a time (20 ids)', async () => {
    let running = 0
    let most = 0
    api.getVehicle.mockImplementation(async (id) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running--
      return { title: id.toUpperCase() }
    })
    const result = await call(getVehicleFacts, ids(20))
    expect(result.vehicles.map((v) => v.id)).toEqual(ids(20))
    expect(result.missingIds).toEqual([])
    expect(api.getVehicle).toHaveBeenCalledTimes(20)
    expect(most).toBe(6)
  })

  it('fails the call when the API is unavailable (not a sold car)', async () => {
    api.getVehicle.mockImplementation(async (id) => {
      if (id === 'bil-2') throw new UnavailableError({ operation: 'getVehicle', method: 'GET', url: '/vehicles/bil-2' }, 'timeout', null, 3)
      return { title: id }
    })
    await expect(call(getVehicleFacts, ids(3))).rejects.toBeInstanceOf(UnavailableError)
  })

  it('is a POST that takes 1 to 500 ids', async () => {
    expect(getVehicleFacts.method).toBe('POST')
    expect((await onServer(getVehicleFacts, { vehicleIds: ids(500) })).error).toBeUndefined()
    expect((await onServer(getVehicleFacts, { vehicleIds: [] })).error).toBeInstanceOf(Error)
    expect((await onServer(getVehicleFacts, { vehicleIds: ids(501) })).error).toBeInstanceOf(Error)
  })
})

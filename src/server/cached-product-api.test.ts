import { describe, expect, it } from 'vitest'
import type { ProductApiClient } from '../product-api/client.ts'
import { withProductApiCache } from './cached-product-api.ts'

/** A client whose calls are counted; every answer is a fresh object. */
function countingClient() {
  const calls: string[] = []
  const answer =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(`${name} ${JSON.stringify(args.filter((a) => a !== undefined))}`)
      return { name, args, items: [{ id: 'a' }] }
    }
  const names = [
    'searchStock',
    'getVehicle',
    'getAvailability',
    'listModels',
    'getModel',
    'listLocations',
    'getLocation',
    'listEmployees',
    'listLeaseVehicles',
    'getLeaseVehicle',
    'calculateLease',
    'listMinileaseConfigurations',
    'getMinileasePrice',
    'valueTradeIn',
    'submitTestDrive',
    'submitInterest',
    'submitContact',
    'submitTradeIn',
    'startChat',
    'sendChatMessage',
    'getChatMessages',
  ] satisfies (keyof ProductApiClient)[]
  const client = Object.fromEntries(names.map((name) => [name, answer(name)])) as unknown as ProductApiClient
  return { client, calls }
}

describe('withProductApiCache', () => {
  it('is the client itself when the lifetime is 0', () => {
    const { client } = countingClient()
    expect(withProductApiCache(client, { ttlMs: 0 })).toBe(client)
  })

  it('caches shared reads by operation and parameters, for the lifetime only', async () => {
    let t = 1_000 // not 0: lru-cache reads a start time of 0 as "no lifetime"
    const { client, calls } = countingClient()
    const api = withProductApiCache(client, { ttlMs: 30_000, now: () => t })
    await api.searchStock({ brand: ['renault'], page: 1 })
    await api.searchStock({ page: 1, brand: ['renault'] })
    await api.searchStock({ brand: ['dacia'], page: 1 })
    await api.getVehicle('123')
    await api.getVehicle('123')
    expect(calls).toHaveLength(3)
    t += 30_001
    await api.getVehicle('123')
    expect(calls).toHaveLength(4)
  })

  it('gives every caller its own copy', async () => {
    const { client } = countingClient()
    const api = withProductApiCache(client, { ttlMs: 30_000 })
    const first = (await api.getLocation('greve')) as unknown as { items: [{ id: string }] }
    first.items[0].id = 'changed'
    const second = (await api.getLocation('greve')) as unknown as { items: [{ id: string }] }
    expect(second.items[0].id).toBe('a')
  })

  it('never caches availability, calculations, valuations, submissions or chat', async () => {
    const { client, calls } = countingClient()
    const api = withProductApiCache(client, { ttlMs: 30_000 }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    for (const name of [
      'getAvailability',
      'calculateLease',
      'getMinileasePrice',
      'valueTradeIn',
      'submitContact',
      'submitTestDrive',
      'startChat',
      'getChatMessages',
    ]) {
      const call = api[name]
      if (!call) throw new Error(`${name} is missing`)
      await call(['x'], { idempotencyKey: 'k' })
      await call(['x'], { idempotencyKey: 'k' })
    }
    expect(calls).toHaveLength(16)
  })
})

/**
 * Vehicle pages follow the product API (ADR 0014). Reads of vehicles tag the
 * page being rendered with `vehicle:<id>` and remember the id; every
 * VEHICLE_WATCH_SECONDS the instance asks the product API which of the
 * vehicles on its pages are still available, and bans the pages of every
 * vehicle that is not on each proxy: at once, and again once the data
 * caches' lifetime has passed (a page rendered in between from a cached copy
 * of the vehicle is dropped by the second ban).
 */
import { LRUCache } from 'lru-cache'
import { maxAvailabilityIds } from '../product-api/contract/vocabulary.ts'
import type { ProductApiClient } from '../product-api/client.ts'
import type { Purger } from './purge.ts'
import { manyKeysKey, surrogateKey, tagSurrogateKeys } from './surrogate-keys.ts'

export interface VehicleWatch {
  /** Tags the current page with the vehicles and remembers them. */
  seen(ids: readonly string[]): void
  /** One round of checks (the timer calls it; tests call it directly); resolves with the ids banned. */
  check(): Promise<string[]>
  stop(): void
}

export function createVehicleWatch(options: {
  client: Pick<ProductApiClient, 'getAvailability'>
  purger: Purger
  intervalMs: number
  /** Second ban after this long (the data caches' lifetime); 0: one ban. */
  rebanAfterMs: number
  maxTracked?: number
}): VehicleWatch {
  const tracked = new LRUCache<string, true>({ max: options.maxTracked ?? 5_000 })
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let running = false

  async function check(): Promise<string[]> {
    if (running) return []
    running = true
    try {
      const ids = [...tracked.keys()]
      const gone: string[] = []
      for (let i = 0; i < ids.length; i += maxAvailabilityIds) {
        const batch = ids.slice(i, i + maxAvailabilityIds)
        const answer = await options.client.getAvailability(batch, { signal: AbortSignal.timeout(5_000) })
        for (const item of answer.items) if (!item.available) gone.push(item.id)
      }
      if (gone.length === 0) return []
      for (const id of gone) tracked.delete(id)
      // Pages listing more vehicles than their header holds carry many-keys instead (surrogate-keys.ts).
      const keys = [...gone.map((id) => surrogateKey('vehicle', id)), manyKeysKey]
      await options.purger.ban(keys)
      if (options.rebanAfterMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          void options.purger.ban(keys)
        }, options.rebanAfterMs)
        timer.unref()
        timers.add(timer)
      }
      return gone
    } finally {
      running = false
    }
  }

  const interval =
    options.intervalMs > 0
      ? setInterval(() => {
          check().catch((error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'vehicle-watch', error: (error as Error).message })))
        }, options.intervalMs)
      : undefined
  interval?.unref()

  return {
    seen(ids) {
      if (ids.length === 0) return
      tagSurrogateKeys(...ids.map((id) => surrogateKey('vehicle', id)))
      for (const id of ids) tracked.set(id, true)
    },
    check,
    stop() {
      if (interval) clearInterval(interval)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

/** The client with its vehicle reads reported to `watch` (stock search, one vehicle). */
export function withVehicleTags(client: ProductApiClient, watch: Pick<VehicleWatch, 'seen'>): ProductApiClient {
  return {
    ...client,
    async searchStock(query, callOptions) {
      const result = await client.searchStock(query, callOptions)
      watch.seen(result.items.map((v) => v.id))
      return result
    },
    async getVehicle(id, callOptions) {
      const vehicle = await client.getVehicle(id, callOptions)
      watch.seen([vehicle.id])
      return vehicle
    },
  }
}

/**
 * Product-API reads through an in-process cache, so server rendering does not
 * repeat the same call for every visitor (ADR 0009). Only reads that many
 * pages share are cached: stock search, vehicles, models, locations,
 * employees, lease vehicles and minilease configurations, keyed by operation
 * and parameters. Never cached: availability (the compare and favourite
 * lists' freshness check), calculations and valuations (one visitor's input),
 * submissions and chat.
 *
 * Each caller gets its own copy (parsed from the stored JSON bytes, data-cache.ts), so no caller can change
 * another's data. Concurrent calls with the same key share one request
 * (single flight); errors are not cached. A caller's abort signal is not
 * passed to a shared request — the client's own deadline still bounds it.
 *
 * Bounded by entries and bytes (ADR 0016), and stale if error: while the
 * product API is unavailable (timeouts, 5xx, refused connections) the last
 * good answer is used for up to the stock pages' stale window (five minutes).
 */
import type { ProductApiClient } from '../product-api/client.ts'
import { UnavailableError } from '../product-api/errors.ts'
import { staleWindowSeconds } from './cache-policy.ts'
import { createCopyingReader, stableKey } from './data-cache.ts'

export interface ProductApiCacheOptions {
  ttlMs: number
  /** Default 500 entries (a search answer is some tens of kB). */
  maxEntries?: number
  /** Default 32 MiB of JSON. */
  maxBytes?: number
  /** Default: the stock pages' stale window. */
  staleMs?: number
  /** Told when a read found the API unavailable (also when a stale answer then covered it), in the caller's context. */
  onUnavailable?: () => void
  now?: () => number
}

export const productApiCacheDefaults = { maxEntries: 500, maxBytes: 32 * 1024 * 1024, staleMs: staleWindowSeconds.stock * 1000 } as const

/** The client itself when ttlMs is 0; otherwise the client with its shared reads cached. */
export function withProductApiCache(client: ProductApiClient, options: ProductApiCacheOptions): ProductApiClient {
  if (options.ttlMs <= 0) return client
  const reader = createCopyingReader({
    maxEntries: options.maxEntries ?? productApiCacheDefaults.maxEntries,
    maxBytes: options.maxBytes ?? productApiCacheDefaults.maxBytes,
    ttlMs: options.ttlMs,
    staleMs: options.staleMs ?? productApiCacheDefaults.staleMs,
    serveStaleOn: (error) => error instanceof UnavailableError,
    onLoadFailure: (error) => {
      if (error instanceof UnavailableError) options.onUnavailable?.()
    },
    now: options.now,
  })
  const read = <R>(operation: string, params: unknown[], load: () => Promise<R>): Promise<R> => reader(`${operation}:${stableKey(params)}`, load)

  // The caller's call options (signal, deadline) are left out of shared requests on purpose.
  return {
    ...client,
    searchStock: (query) => read('searchStock', [query], () => client.searchStock(query)),
    getVehicle: (id) => read('getVehicle', [id], () => client.getVehicle(id)),
    listModels: (query) => read('listModels', [query], () => client.listModels(query)),
    getModel: (brand, model) => read('getModel', [brand, model], () => client.getModel(brand, model)),
    listLocations: (query) => read('listLocations', [query], () => client.listLocations(query)),
    getLocation: (slug) => read('getLocation', [slug], () => client.getLocation(slug)),
    listEmployees: (query) => read('listEmployees', [query], () => client.listEmployees(query)),
    listLeaseVehicles: (query) => read('listLeaseVehicles', [query], () => client.listLeaseVehicles(query)),
    getLeaseVehicle: (id) => read('getLeaseVehicle', [id], () => client.getLeaseVehicle(id)),
    listMinileaseConfigurations: () => read('listMinileaseConfigurations', [], () => client.listMinileaseConfigurations()),
  }
}

/**
 * Product-API reads through an in-process cache, so server rendering does not
 * repeat the same call for every visitor (ADR 0009). Only reads that many
 * pages share are cached: stock search, vehicles, models, locations,
 * employees, lease vehicles and minilease configurations, keyed by operation
 * and parameters. Never cached: availability (the compare and favourite
 * lists' freshness check), calculations and valuations (one visitor's input),
 * submissions and chat.
 *
 * Each caller gets its own copy (structuredClone), so no caller can change
 * another's data. Concurrent calls with the same key share one request
 * (single flight); errors are not cached. A caller's abort signal is not
 * passed to a shared request — the client's own deadline still bounds it.
 */
import type { ProductApiClient } from '../product-api/client.ts'
import { createCopyingReader, stableKey } from './data-cache.ts'

export interface ProductApiCacheOptions {
  ttlMs: number
  /** Default 500 entries (a search answer is some tens of kB). */
  maxEntries?: number
  now?: () => number
}

/** The client itself when ttlMs is 0; otherwise the client with its shared reads cached. */
export function withProductApiCache(client: ProductApiClient, options: ProductApiCacheOptions): ProductApiClient {
  if (options.ttlMs <= 0) return client
  const reader = createCopyingReader({ maxEntries: options.maxEntries ?? 500, ttlMs: options.ttlMs, now: options.now })
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

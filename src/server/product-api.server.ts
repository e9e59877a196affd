import { createProductApiClient, type ProductApiClient } from '../product-api/client.ts'
import { UnavailableError } from '../product-api/errors.ts'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { getCacheSettings } from './cache-settings.server.ts'
import { withProductApiCache } from './cached-product-api.ts'
import { proxyPurger } from './cluster.server.ts'
import { createVehicleWatch, withVehicleTags } from './vehicle-watch.ts'
import { noteUpstreamUnavailable } from './request-scope.server.ts'

let client: ProductApiClient | undefined

/**
 * The client with every call watched: a call that finds the API unavailable
 * (timeout, 5xx, refused connection) marks the request being answered as made
 * during an outage (ADR 0016): an error page then becomes 503, and a page made
 * with the cache's stale data is not stored. The data cache tells each of its
 * callers too (a load shared by concurrent requests fails in the first one's).
 */
function reportingOutages(base: ProductApiClient): ProductApiClient {
  const watched: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(base)) {
    watched[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(base, args)
            } catch (error) {
              if (error instanceof UnavailableError) noteUpstreamUnavailable('product-api')
              throw error
            }
          }
        : value
  }
  return watched as unknown as ProductApiClient
}

/**
 * The one product-API client of this server process (server only: loaders and
 * server functions call it; the browser never does). Base URL and time-out
 * come from the runtime configuration; shared reads go through the in-process
 * cache (DATA_CACHE_TTL_SECONDS, src/server/cached-product-api.ts).
 */
export function productApi(): ProductApiClient {
  if (!client) {
    const { productApi: settings } = getRuntimeConfig()
    const base = createProductApiClient({ baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs })
    const { dataTtlMs } = getCacheSettings()
    const cached = withProductApiCache(reportingOutages(base), { ttlMs: dataTtlMs, onUnavailable: () => noteUpstreamUnavailable('product-api') })
    // Pages are tagged with their vehicles; sold ones are banned on the proxies (ADR 0014).
    const { cluster } = getRuntimeConfig()
    const watch = createVehicleWatch({
      client: base,
      purger: proxyPurger(),
      intervalMs: cluster.purgeUrls.length > 0 ? cluster.vehicleWatchMs : 0,
      rebanAfterMs: dataTtlMs,
    })
    client = withVehicleTags(cached, watch)
  }
  return client
}

import { createProductApiClient, type ProductApiClient } from '../product-api/client.ts'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { getCacheSettings } from './cache-settings.server.ts'
import { withProductApiCache } from './cached-product-api.ts'

let client: ProductApiClient | undefined

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
    client = withProductApiCache(base, { ttlMs: getCacheSettings().dataTtlMs })
  }
  return client
}

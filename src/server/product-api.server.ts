import { createProductApiClient, type ProductApiClient } from '../product-api/client.ts'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'

let client: ProductApiClient | undefined

/**
 * The one product-API client of this server process (server only: loaders and
 * server functions call it; the browser never does). Base URL and time-out
 * come from the runtime configuration.
 */
export function productApi(): ProductApiClient {
  if (!client) {
    const { productApi: settings } = getRuntimeConfig()
    client = createProductApiClient({ baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs })
  }
  return client
}

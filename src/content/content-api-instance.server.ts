import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { getCacheSettings } from '../server/cache-settings.server.ts'
import { withContentCache } from './cached-content-api.ts'
import { createContentApi, type ContentApi } from './content-api.server.ts'

let instance: ContentApi | undefined

/**
 * The site's content API, configured from the runtime configuration (app.config.ts),
 * with published reads cached in the process (DATA_CACHE_TTL_SECONDS, ADR 0009).
 */
export function getContentApi(): ContentApi {
  if (!instance) {
    const { content } = getRuntimeConfig()
    const api = createContentApi({ apiUrl: content.apiUrl, token: content.token, previewToken: content.previewToken })
    instance = withContentCache(api, { ttlMs: getCacheSettings().dataTtlMs })
  }
  return instance
}

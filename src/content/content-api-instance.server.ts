import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { getCacheSettings } from '../server/cache-settings.server.ts'
import { staleWindowSeconds } from '../server/cache-policy.ts'
import { noteUpstreamUnavailable } from '../server/request-scope.server.ts'
import { withContentCache } from './cached-content-api.ts'
import { createContentApi, type ContentApi } from './content-api.server.ts'
import { withContentSurrogateKeys } from './content-surrogate-keys.ts'

let instance: ContentApi | undefined

/**
 * The site's content API, configured from the runtime configuration (app.config.ts),
 * with published reads cached in the process (DATA_CACHE_TTL_SECONDS, ADR 0009). While the
 * space cannot be reached, the last cache version stays in use for the content pages' stale
 * window, and the request being answered is marked as made during an outage (ADR 0016).
 */
export function getContentApi(): ContentApi {
  if (!instance) {
    const { content } = getRuntimeConfig()
    const api = createContentApi({
      apiUrl: content.apiUrl,
      token: content.token,
      previewToken: content.previewToken,
      staleVersionMs: staleWindowSeconds.content * 1000,
      onUnavailable: () => noteUpstreamUnavailable('content'),
    })
    // Tags outside the cache, so a page built from cached stories is tagged too (ADR 0014).
    instance = withContentSurrogateKeys(withContentCache(api, { ttlMs: getCacheSettings().dataTtlMs, onUnavailable: () => noteUpstreamUnavailable('content') }))
  }
  return instance
}

import { useLoaderData } from '@tanstack/react-router'
import type { PublicRuntimeConfig } from '#app.config.server'

/** Used while the root loader has no data (e.g. when the root loader itself failed). */
const fallbackPublicConfig: PublicRuntimeConfig = {
  useMocks: false,
  siteUrl: '',
  gtmId: '',
  bookingWidgetUrl: '',
  contentAssetHost: '',
  mapStyleUrl: '',
  sentry: { dsn: '', environment: '' },
}

/** The browser-safe runtime settings, loaded once by the root route's loader. */
export function usePublicConfig(): PublicRuntimeConfig {
  return useLoaderData({
    from: '__root__',
    select: (d) => (d as { publicConfig?: PublicRuntimeConfig } | undefined)?.publicConfig ?? fallbackPublicConfig,
  })
}

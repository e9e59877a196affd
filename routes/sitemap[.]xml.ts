import { createFileRoute } from '@tanstack/react-router'
import { collectSitemapEntries, createLastCompleteSitemap, renderSitemap, staticSitemapPages } from '#src/seo/sitemap.ts'
import type { SitemapSource } from '#src/navigation/sitemap-entry.ts'
import { staleWindowSeconds } from '#src/server/cache-policy.ts'
import { serviceUnavailableText } from '#src/server/outage.ts'
import { currentRequestScope } from '#src/server/request-scope.server.ts'
import { getRuntimeConfig } from '#src/config/runtime-config.server.ts'
import { contentSitemapSource } from '#src/content/sitemap-source.server.ts'
import { leaseOfferSitemapEntries } from '#src/leasing/leasing-sitemap.server.ts'
import { locationSitemapEntries } from '#src/locations/location-sitemap.server.ts'
import { modelSitemapEntries } from '#src/models/model-sitemap.server.ts'
import { stockSitemapEntries } from '#src/stock/stock-sitemap.server.ts'

/** Every feature that has pages adds its source here: content stories, models, locations, stock vehicles (with their price-type pages), lease offers. */
const sitemapSources: readonly SitemapSource[] = [
  staticSitemapPages,
  contentSitemapSource,
  modelSitemapEntries,
  locationSitemapEntries,
  stockSitemapEntries,
  leaseOfferSitemapEntries,
]

/**
 * While a source is down: the last complete sitemap (a day at most), else 503; never a partial
 * one. One made from the data caches' stale answers (a back end was unreachable) is complete but
 * not stored by anyone: no-store.
 */
const lastComplete = createLastCompleteSitemap({ maxAgeMs: staleWindowSeconds.content * 1000 })

function xml(body: string, cacheControl: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl } })
}

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const body = renderSitemap(getRuntimeConfig().siteUrl, await collectSitemapEntries(sitemapSources))
          if (currentRequestScope()?.unavailable.size) return xml(body, 'no-store')
          lastComplete.remember(body)
          return xml(body, 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400')
        } catch {
          const previous = lastComplete.recall()
          return previous ? xml(previous, 'no-store') : serviceUnavailableText()
        }
      },
    },
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { collectSitemapEntries, renderSitemap, staticSitemapPages, type SitemapSource } from '../src/seo/sitemap.ts'
import { getRuntimeConfig } from '../src/config/runtime-config.server.ts'
import { contentSitemapSource } from '../src/content/sitemap-source.server.ts'
import { locationSitemapEntries } from '../src/locations/location-sitemap.server.ts'
import { modelSitemapEntries } from '../src/models/model-sitemap.server.ts'
import { stockSitemapEntries } from '../src/stock/stock-sitemap.server.ts'

/** Every feature that has pages adds its source here: content stories, models, locations, stock vehicles. */
const sitemapSources: readonly SitemapSource[] = [staticSitemapPages, contentSitemapSource, modelSitemapEntries, locationSitemapEntries, stockSitemapEntries]

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const entries = await collectSitemapEntries(sitemapSources)
        return new Response(renderSitemap(getRuntimeConfig().siteUrl, entries), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
          },
        })
      },
    },
  },
})

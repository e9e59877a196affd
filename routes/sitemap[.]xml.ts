import { createFileRoute } from '@tanstack/react-router'
import { collectSitemapEntries, renderSitemap } from '../src/seo/sitemap.ts'
import { sitemapSources } from '../src/seo/sitemap-sources.server.ts'
import { getRuntimeConfig } from '../src/config/runtime-config.server.ts'

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

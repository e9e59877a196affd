import { brands, routeSegments } from '#app.config'
import type { SitemapEntry } from '../navigation/sitemap-entry.ts'
import { productApi } from '../server/product-api.server.ts'

/**
 * Sitemap entries of the brands' model pages: each brand's model list, its
 * group lists (`?group=maybach`, kept by the canonical whitelist) and every
 * model page.
 */
export async function modelSitemapEntries(): Promise<SitemapEntry[]> {
  const lists = await Promise.all(brands.map((b) => productApi().listModels({ brand: b.slug })))
  return brands.flatMap((brand, i) => {
    const models = lists[i]?.items ?? []
    const listPath = `/${brand.slug}/${routeSegments.model}`
    const groups = [...new Set(models.map((m) => m.group))].filter((g) => g !== 'standard').sort()
    return [
      { path: listPath, changefreq: 'weekly' as const, priority: 0.8 },
      ...groups.map((g) => ({ path: `${listPath}?group=${g}`, changefreq: 'weekly' as const, priority: 0.6 })),
      ...models.map((m) => ({ path: `${listPath}/${m.slug}`, changefreq: 'weekly' as const, priority: 0.7 })),
    ]
  })
}

import type { SitemapEntry } from '../seo/sitemap.ts'
import { productApi } from '../server/product-api.server.ts'
import { maxStockPageSize } from '../product-api/contract/vocabulary.ts'
import { vehiclePublicPath } from './detail/detail-settings.ts'

/** Pages of the stock search fetched at a time. */
const concurrency = 4

/**
 * Sitemap entries of every stock vehicle's page, read from the stock search
 * in its largest pages (96 vehicles each); lastmod is the date it was listed.
 */
export async function stockSitemapEntries(): Promise<SitemapEntry[]> {
  const api = productApi()
  const page = (n: number) => api.searchStock({ sort: 'newest', page: n, pageSize: maxStockPageSize })
  const first = await page(1)
  const results = [first]
  for (let next = 2; next <= first.pageCount; next += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, first.pageCount - next + 1) }, (_, i) => page(next + i))
    results.push(...(await Promise.all(batch)))
  }
  return results.flatMap((r) =>
    r.items.map((v) => ({ path: vehiclePublicPath(v.id), lastmod: v.listedAt, changefreq: 'daily' as const, priority: 0.6 })),
  )
}

import type { SitemapEntry } from '../navigation/sitemap-entry.ts'
import { productApi } from '../server/product-api.server.ts'
import { maxStockPageSize } from '../product-api/contract/vocabulary.ts'
import type { PriceType } from '#app.config'
import type { VehicleSummary } from '../product-api/contract/vehicle.ts'
import { stockDetailSettings, vehiclePriceTypePath, vehiclePublicPath } from './detail/detail-settings.ts'

/** Pages of the stock search fetched at a time. */
const concurrency = 4

/**
 * A vehicle's price-type pages (/lager/{vehicle}/privatleasing …): one per
 * lease or finance type it is offered with, only for types its brand's
 * stock-detail settings allow.
 */
function priceTypeEntries(v: VehicleSummary): SitemapEntry[] {
  const settings = stockDetailSettings(v.brand.slug)
  return v.prices.flatMap((row) => {
    const type: PriceType = row.acquisition_type
    if (type === 'purchase' || !settings[type].enabled) return []
    return [{ path: vehiclePriceTypePath(v.id, type), lastmod: v.listedAt, changefreq: 'daily' as const, priority: 0.4 }]
  })
}

/**
 * Sitemap entries of every stock vehicle's page and its price-type pages,
 * read from the stock search in its largest pages (96 vehicles each);
 * lastmod is the date it was listed.
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
    r.items.flatMap((v) => [{ path: vehiclePublicPath(v.id), lastmod: v.listedAt, changefreq: 'daily' as const, priority: 0.6 }, ...priceTypeEntries(v)]),
  )
}

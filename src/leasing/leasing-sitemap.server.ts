import type { SitemapEntry } from '../navigation/sitemap-entry.ts'
import { productApi } from '../server/product-api.server.ts'
import { leaseOfferPath } from './lease-paths.ts'

/** Largest page of the lease offers list (the contract's maximum). */
const pageSize = 96

/** Sitemap entries of every lease offer's page (/leasing/{offer}), both lease types. */
export async function leaseOfferSitemapEntries(): Promise<SitemapEntry[]> {
  const api = productApi()
  const first = await api.listLeaseVehicles({ pageSize, page: 1, sort: 'name' })
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => api.listLeaseVehicles({ pageSize, page: i + 2, sort: 'name' })),
  )
  return [first, ...rest].flatMap((list) => list.items.map((offer) => ({ path: leaseOfferPath(offer.id), changefreq: 'weekly' as const, priority: 0.6 })))
}

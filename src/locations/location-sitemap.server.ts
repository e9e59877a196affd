import { routeSegments } from '#app.config'
import type { SitemapEntry } from '../navigation/sitemap-entry.ts'
import { productApi } from '../server/product-api.server.ts'

/** Sitemap entries of the location pages (/lokationer/{location}). */
export async function locationSitemapEntries(): Promise<SitemapEntry[]> {
  const list = await productApi().listLocations()
  return list.items.map((l) => ({ path: `/${routeSegments.locations}/${l.slug}`, changefreq: 'monthly' as const, priority: 0.6 }))
}

import type { SitemapSource } from './sitemap.ts'
import { routeSegments } from '../../app.config.ts'
import { contentSitemapSource } from '../content/sitemap-source.server.ts'
import { modelSitemapEntries } from '../models/model-sitemap.server.ts'
import { locationSitemapEntries } from '../locations/location-sitemap.server.ts'
import { stockSitemapEntries } from '../stock/stock-sitemap.server.ts'

/** The fixed pages that exist whatever the content space holds. */
const staticPages: SitemapSource = async () => [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: `/${routeSegments.stock}`, changefreq: 'hourly', priority: 0.9 },
  { path: `/${routeSegments.locations}`, changefreq: 'weekly', priority: 0.7 },
]

/**
 * Every feature that has pages adds its source here (content stories,
 * stock vehicles, models, locations). Keep the list in one place.
 */
export const sitemapSources: readonly SitemapSource[] = [staticPages, contentSitemapSource, modelSitemapEntries, locationSitemapEntries, stockSitemapEntries]

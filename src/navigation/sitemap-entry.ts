/**
 * What a feature contributes to sitemap.xml: its pages' paths. The features
 * (content, stock, models, locations, leasing) write their sources against
 * these types; the seo feature renders the sitemap and routes/sitemap[.]xml.ts
 * composes the sources, so no feature imports another.
 */

/** One URL of sitemap.xml. */
export interface SitemapEntry {
  /** Path on the site, starting with "/". */
  path: string
  /** ISO 8601 date or date-time of the last change. */
  lastmod?: string
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'
  priority?: number
}

/** A feature's contribution to the sitemap (content stories, stock, models, locations …). */
export type SitemapSource = () => Promise<SitemapEntry[]>

import { routeSegments } from '#app.config'
import type { SitemapEntry, SitemapSource } from '../navigation/sitemap-entry.ts'

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const e of entries) {
    if (seen.has(e.path)) continue
    seen.add(e.path)
    const parts = [`<loc>${escapeXml(siteUrl + (e.path === '/' ? '/' : e.path))}</loc>`]
    if (e.lastmod) parts.push(`<lastmod>${escapeXml(e.lastmod)}</lastmod>`)
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`)
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`)
    urls.push(`<url>${parts.join('')}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** A source failed: the sitemap would be partial, and a partial sitemap must not be served as complete. */
export class IncompleteSitemapError extends Error {
  override name = 'IncompleteSitemapError'
  readonly failures: unknown[]
  constructor(failures: unknown[]) {
    super(`Sitemap: ${failures.length} kilde(r) kunne ikke hentes`)
    this.failures = failures
  }
}

/**
 * Collects entries from every source. A failing source fails the whole
 * collection (IncompleteSitemapError, each failure logged): search engines
 * read a sitemap without a page as "the page is gone".
 */
export async function collectSitemapEntries(sources: readonly SitemapSource[]): Promise<SitemapEntry[]> {
  const results = await Promise.allSettled(sources.map((s) => s()))
  const entries: SitemapEntry[] = []
  const failures: unknown[] = []
  for (const r of results) {
    if (r.status === 'fulfilled') entries.push(...r.value)
    else {
      console.error('Sitemap source failed:', r.reason instanceof Error ? r.reason.message : r.reason)
      failures.push(r.reason)
    }
  }
  if (failures.length) throw new IncompleteSitemapError(failures)
  return entries
}

/**
 * The last complete sitemap, kept for `maxAgeMs` (the content pages' stale
 * window): while a back end is down, the sitemap route answers with it
 * instead of a partial one; without it, 503.
 */
export function createLastCompleteSitemap(options: { maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now())
  let last: { xml: string; at: number } | undefined
  return {
    remember(xml: string): void {
      last = { xml, at: now() }
    },
    recall(): string | undefined {
      return last && now() - last.at < options.maxAgeMs ? last.xml : undefined
    },
  }
}

/** The fixed pages that exist whatever the content space and the product API hold. */
export const staticSitemapPages: SitemapSource = async () => [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: `/${routeSegments.stock}`, changefreq: 'hourly', priority: 0.9 },
  { path: `/${routeSegments.locations}`, changefreq: 'weekly', priority: 0.7 },
]

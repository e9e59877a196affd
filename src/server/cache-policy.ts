/**
 * Cache-Control per kind of page (ADR 0009). Pages are classified by their
 * internal route path (the public, localised path mapped back with the
 * router's own rewrite), so /lager/sammenligne is /stock/compare here.
 *
 * - stock (overview, vehicle pages, brand stock): shared caches keep them a
 *   minute and may serve them stale for five while they revalidate or while
 *   the product API is down (stale-if-error); stock changes during the day.
 * - content (content pages, home, locations, models, brands, statecharts):
 *   five minutes, stale for a day while revalidating or while a back end is
 *   down (an outage of the CMS then still serves pages).
 *
 * The same stale windows bound the site's own caches (ADR 0016): the page
 * cache serves a stored page within them, and the data caches answer with
 * the last good product-API data (five minutes) and content (a day) when
 * their back end cannot be reached.
 * - private (compare, favourites, the lead forms, the search agents' pages):
 *   the visitor's own selections, form status and mailed links; never stored
 *   in shared caches, not stored by the browser either.
 * - floor (/bench-floor, the benchmark's framework floor): no-store, noindex.
 *
 * Browsers get max-age=0 for HTML: they revalidate with the ETag (304). A
 * Cache-Control the route set itself (preview: private, no-store) is kept.
 */
import { brands } from '#app.config'
import { toInternalPath } from '../navigation/localized-paths.ts'

export type PageKind = 'stock' | 'content' | 'private' | 'floor'

/** How long a page, or the data it is made of, may be served stale (seconds). */
export const staleWindowSeconds = { stock: 300, content: 86_400 } as const

export const cacheControlFor: Record<PageKind, string> = {
  stock: `public, max-age=0, s-maxage=60, stale-while-revalidate=${staleWindowSeconds.stock}, stale-if-error=${staleWindowSeconds.stock}`,
  content: `public, max-age=0, s-maxage=300, stale-while-revalidate=${staleWindowSeconds.content}, stale-if-error=${staleWindowSeconds.content}`,
  private: 'private, no-store',
  floor: 'private, no-store',
}

/** 404 and 410 of public pages: shared caches may keep them a minute. */
export const notFoundCacheControl = 'public, max-age=0, s-maxage=60'
export const errorCacheControl = 'no-store'

export const benchFloorPath = '/bench-floor'

const brandSlugs = new Set(brands.map((b) => b.slug))
const formActions = new Set(['interest', 'test-drive'])
const modelForms = new Set(['kontakt', 'provekorsel'])
const formPages = new Set(['/directcontact', '/byttebil'])
/** Query parameters that open draft content (Storyblok's editor, the local preview). */
const previewParams = ['_storyblok', '_storyblok_tk[token]', 'preview']

/** The kind of page a public path is. */
export function pageKind(publicPath: string): PageKind {
  if (publicPath === benchFloorPath) return 'floor'
  const internal = toInternalPath(publicPath)
  if (formPages.has(internal)) return 'private'
  // The search agents' link pages (issue 35): a token in the address, an effect per visit (confirm).
  if (internal === '/soegeagent' || internal.startsWith('/soegeagent/')) return 'private'
  const parts = internal.split('/').filter(Boolean)
  const rest = parts[0] !== undefined && brandSlugs.has(parts[0]) ? parts.slice(1) : parts
  const branded = rest !== parts
  if (rest[0] === 'stock') {
    if (!branded && (rest[1] === 'compare' || rest[1] === 'favorite') && rest.length === 2) return 'private'
    if (rest.length === 3 && formActions.has(rest[2] ?? '')) return 'private'
    return 'stock'
  }
  if (branded && rest[0] === 'models' && rest.length === 3 && modelForms.has(rest[2] ?? '')) return 'private'
  return 'content'
}

export function isPreviewRequest(url: URL): boolean {
  return previewParams.some((p) => url.searchParams.has(p))
}

/**
 * The Cache-Control an HTML response gets, or null to keep the one it has.
 * Previews are private whatever their route says.
 */
export function htmlCacheControl(url: URL, status: number, existing: string | null): string | null {
  if (isPreviewRequest(url)) return 'private, no-store'
  if (existing) return null
  const kind = pageKind(url.pathname)
  if (status >= 500) return errorCacheControl
  if (kind === 'private' || kind === 'floor') return cacheControlFor[kind]
  if (status === 404 || status === 410) return notFoundCacheControl
  if (status >= 200 && status < 300) return cacheControlFor[kind]
  return null
}

export interface SharedFreshness {
  /** s-maxage in ms (how long a shared cache may keep the page fresh). */
  freshMs: number
  /** stale-while-revalidate in ms. */
  staleMs: number
}

/** A Cache-Control header's directives, by lower-case name. */
function cacheDirectives(cacheControl: string): Map<string, string | undefined> {
  const directives = new Map<string, string | undefined>()
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=')
    if (name) directives.set(name, value?.replace(/"/g, ''))
  }
  return directives
}

/** No cache, the browser's included, may store the response (`no-store`). */
export function forbidsStoring(cacheControl: string | null): boolean {
  return cacheControl !== null && cacheDirectives(cacheControl).has('no-store')
}

/** What a shared cache may do with a response, from its Cache-Control; null when it must not store it. */
export function sharedFreshness(cacheControl: string | null): SharedFreshness | null {
  if (!cacheControl) return null
  const directives = cacheDirectives(cacheControl)
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null
  const seconds = (name: string) => {
    const n = Number(directives.get(name))
    return Number.isFinite(n) && n > 0 ? n * 1000 : 0
  }
  const freshMs = seconds('s-maxage') || seconds('max-age')
  if (freshMs <= 0) return null
  return { freshMs, staleMs: seconds('stale-while-revalidate') }
}

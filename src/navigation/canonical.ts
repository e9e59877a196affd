/**
 * Canonical links keep only whitelisted query parameters (spec 2.2).
 *
 * The whitelist holds parameters that define a distinct listing a search
 * engine should index on its own: vehicle type, brand, model, model group
 * (e.g. maybach), fuel, body style, and the page number of a listing.
 * Everything else is dropped: tracking (utm_*, gclid, fbclid, …), sorting,
 * price display settings, ranges, and UI state such as open panels.
 */
export const canonicalQueryWhitelist = ['type', 'brand', 'model', 'group', 'fuel', 'body', 'page'] as const

export function canonicalUrl(siteUrl: string, pathname: string, search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const kept = new URLSearchParams()
  for (const key of canonicalQueryWhitelist) {
    const values = params
      .getAll(key)
      .filter((v) => v !== '')
      .sort()
    // page=1 is the listing itself.
    if (key === 'page' && values.length === 1 && values[0] === '1') continue
    for (const v of values) kept.append(key, v)
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
  const query = kept.toString()
  return `${siteUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`
}

/**
 * Shared helpers for the legacy redirects: how an incoming address is
 * normalised before it is compared with the table and the pattern rules, and
 * how the redirect target's query string is built.
 */

/** The incoming request as the table and the pattern rules see it. */
export interface LegacyRequest {
  /**
   * The path, percent-decoded, lower-cased, with repeated slashes collapsed
   * and without a trailing slash ('/' for the home page). `/Nye-Biler//AMG/`
   * becomes `/nye-biler/amg`.
   */
  path: string
  /** The path's segments, e.g. ['nye-biler', 'amg']; [] for the home page. */
  segments: readonly string[]
  /** The incoming query string, unchanged. */
  query: URLSearchParams
}

/**
 * Which incoming query parameters a redirect passes on to its target.
 * - 'all': every parameter, except those the target sets itself (the target's value wins).
 * - 'tracking': only campaign and click-tracking parameters (utm_*, gclid, fbclid, …).
 */
export type QueryPolicy = 'all' | 'tracking'

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Normalises a path for matching; see LegacyRequest.path. */
export function normaliseLegacyPath(pathname: string): string {
  const path = safeDecode(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return path === '' ? '/' : path
}

export function toLegacyRequest(url: URL): LegacyRequest {
  const path = normaliseLegacyPath(url.pathname)
  return {
    path,
    segments: path === '/' ? [] : path.slice(1).split('/'),
    query: url.searchParams,
  }
}

const trackingParamNames = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_gl'])

/** Campaign and click-tracking parameters: utm_* and the ad platforms' click ids. */
export function isTrackingParam(name: string): boolean {
  const n = name.toLowerCase()
  return n.startsWith('utm_') || trackingParamNames.has(n)
}

/** Splits a target such as `/lager?type=used` into its path and query. */
export function splitTarget(target: string): { path: string; query: string } {
  const q = target.indexOf('?')
  return q === -1 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q + 1) }
}

/**
 * The Location of a redirect: the target's path and query, plus the incoming
 * query parameters the policy passes on. A parameter the target sets itself is
 * never taken from the incoming query.
 */
export function buildLocation(target: string, incoming: URLSearchParams, policy: QueryPolicy): string {
  const { path, query } = splitTarget(target)
  const params = new URLSearchParams(query)
  const targetKeys = new Set(params.keys())
  for (const [name, value] of incoming) {
    if (targetKeys.has(name)) continue
    if (policy === 'tracking' && !isTrackingParam(name)) continue
    params.append(name, value)
  }
  const qs = params.toString()
  return qs === '' ? path : `${path}?${qs}`
}

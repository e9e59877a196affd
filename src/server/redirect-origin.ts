/**
 * Redirects point at the site's public origin (SITE_URL), never at the Host
 * header a client sent (issue 31): the router answers `//foo` with an
 * absolute `308 Location: http://<Host>/foo`, and a request with
 * `Host: evil.com` would otherwise send the visitor (or a cache that stores
 * the redirect) to evil.com. A location on another origin than the request's
 * (an external link the site redirects to on purpose) and a relative one are
 * left as they are.
 *
 * Pure module: URLs and strings only.
 */
export function siteAnchoredLocation(location: string, requestUrl: string, siteUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(location) && !location.startsWith('//')) return location
  let target: URL
  try {
    target = new URL(location, requestUrl)
  } catch {
    return location
  }
  const site = new URL(siteUrl)
  if (target.origin !== new URL(requestUrl).origin || target.origin === site.origin) return location
  return `${site.origin}${target.pathname.replace(/^\/{2,}/, '/')}${target.search}${target.hash}`
}

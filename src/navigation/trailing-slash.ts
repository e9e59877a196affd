/**
 * Spec 2.2: a path with a trailing slash is redirected to the same path
 * without it; the query is kept (the browser keeps the hash itself, since a
 * Location without a fragment inherits the request's fragment).
 * Returns the location to redirect to, or null.
 */
export function trailingSlashRedirect(url: URL): string | null {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  // Never produce a protocol-relative location ("//evil.example") from a path like "//evil.example/".
  const safePath = path.replace(/^\/{2,}/, '/')
  return `${safePath}${url.search}${url.hash}`
}

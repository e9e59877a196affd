/**
 * Answers while a back end is down (ADR 0016). The page cache and the data
 * caches serve what they had within its stale window; what cannot be answered
 * from them is an outage, not a bug: 503 Service Unavailable with Retry-After
 * and `no-store` (the "Ups, noget gik galt" page for people, plain text for
 * bots), never a cached error or a cacheable partial answer.
 */

/** How long clients and crawlers are asked to wait before they try again. */
export const outageRetryAfterSeconds = 60

/** The error answer (status 500 from the renderer) as the outage it is: 503, same body. */
export function asServiceUnavailable(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(outageRetryAfterSeconds))
  headers.set('cache-control', 'no-store')
  headers.delete('etag')
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}

/** A plain 503 (answers that are no page: the sitemap). */
export function serviceUnavailableText(): Response {
  return new Response('503 Service Unavailable', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(outageRetryAfterSeconds) },
  })
}

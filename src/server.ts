import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { isbot } from 'isbot'
import { constants } from '#app.config'
import { matchLegacyRedirect } from '#redirects/match-redirect.ts'
import { loadRuntimeConfigOrExit } from './config/runtime-config.server.ts'
import { localeCookieHeader } from './navigation/locale-cookie.ts'
import { escapeMalformedPath, isMalformedPath } from './navigation/malformed-path.ts'
import { trailingSlashRedirect } from './navigation/trailing-slash.ts'
import { getContentApi } from './content/content-api-instance.server.ts'
import { provideBlockDataSources } from './content/block-data-sources.server.ts'
import { quickSearchOptions } from './stock/quick-search/quick-search-options.server.ts'
import { loadCacheSettingsOrExit } from './server/cache-settings.server.ts'
import { createHttpCache } from './server/http-cache.ts'
import { openLane } from './server/page-cache-lane.ts'
import { collectSurrogateKeys } from './server/surrogate-keys.ts'
import { withOperations } from './operations.server.ts'
import { asServiceUnavailable } from './server/outage.ts'
import { allowedMethods, badServerFnRequest, methodNotAllowed, serverFnBase, unsupportedServerFnBody, withBoundedBody } from './server/request-limits.ts'
import { createRequestScope, type SiteRequestContext } from './server/request-scope.ts'
import { setServerErrorReporter } from './observability/error-reporting.ts'
import { createServerErrorReporter } from './observability/server-error-reporting.server.ts'
import { runInRequestScope } from './server/request-scope.server.ts'
import { siteAnchoredLocation } from './server/redirect-origin.ts'
import {
  applySecurityHeaders,
  createNonce,
  hashedPageContentSecurityPolicy,
  pageContentSecurityPolicy,
  resourceContentSecurityPolicy,
  type CspSources,
} from './server/security-headers.ts'

declare module '@tanstack/react-start' {
  interface Register {
    server: { requestContext: SiteRequestContext }
  }
}

// Validate the runtime settings at start-up: a bad value stops the server naming the variable.
const config = loadRuntimeConfigOrExit()
const cacheSettings = loadCacheSettingsOrExit()
// Route errors while rendering on the server go to Sentry (mock mode: the mock's stand-in).
const serverErrorReporter = createServerErrorReporter({ dsn: config.sentry.dsn, environment: config.sentry.environment, serverName: config.cluster.instanceId })
if (serverErrorReporter) setServerErrorReporter(serverErrorReporter)
// Composition root: the content feature's quick search blocks get their options from the stock feature.
provideBlockDataSources({ quickSearchOptions })

const cspSources: CspSources = {
  siteUrl: config.siteUrl,
  productApiOrigin: new URL(config.productApi.baseUrl).origin,
  mediaOrigins: config.mediaOrigins,
  contentAssetHost: config.contentAssetHost,
  gtmId: config.gtmId,
  bookingWidgetUrl: config.bookingWidgetUrl,
  mapStyleUrl: config.mapStyleUrl,
  sentryDsn: config.sentry.dsn,
}
const https = config.siteUrl.startsWith('https:')
// The Vite dev server's own inline scripts carry no nonce: there the policy only reports.
const cspReportOnly = import.meta.env.DEV

const startHandler = createStartHandler(defaultStreamHandler)

/** Answers rendered while a back end was unavailable: never stored by the page cache (ADR 0016). */
const degraded = new WeakSet<Response>()
/**
 * Requests whose render showed draft content: their answer's policy lets Storyblok's editor frame
 * them. Kept by request, not by response: the page cache answers with a response of its own.
 */
const previews = new WeakSet<Request>()

/**
 * The router's answer. A broken server-function request (unknown function, malformed payload:
 * Start fails before the function runs) is a 400 without internals; an error page made because a
 * back end was unavailable is a 503 with Retry-After; bots get the status with a plain body
 * instead of an error page (spec 8).
 */
async function render(request: Request, nonce = createNonce()): Promise<Response> {
  const scope = createRequestScope(nonce)
  // The page's Surrogate-Key header: the stories and vehicles it was made from (ADR 0014).
  let response = await collectSurrogateKeys(() => runInRequestScope(scope, () => startHandler(request, { context: { requestScope: scope } })))
  if (new URL(request.url).pathname.startsWith(serverFnBase) && response.status >= 500 && !scope.serverFnReached) {
    await response.body?.cancel()
    return badServerFnRequest()
  }
  if (scope.invalidInput && response.status < 400) {
    // The function's validator refused the input: the serialized InvalidInputError, as a 400.
    response = new Response(response.body, { status: 400, statusText: 'Bad Request', headers: new Headers(response.headers) })
    response.headers.set('cache-control', 'no-store')
  }
  if (scope.unavailable.size > 0) {
    if (response.status >= 500) response = asServiceUnavailable(response)
    else degraded.add(response)
  }
  if (scope.preview) previews.add(request)
  const userAgent = request.headers.get('user-agent') ?? ''
  if (response.status >= 400 && isbot(userAgent)) {
    await response.body?.cancel()
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
    const retryAfter = response.headers.get('retry-after')
    if (retryAfter) headers['retry-after'] = retryAfter
    return new Response(`${response.status} ${response.statusText || ''}`.trim(), { status: response.status, headers })
  }
  return response
}

/** Cache-Control per kind of page, ETag and 304, compression and the page cache (ADR 0009). */
const serve = createHttpCache(render, {
  pageTtlMs: cacheSettings.pageTtlMs,
  cacheVersion: () => getContentApi().cacheVersion(),
  freshCacheVersion: () => getContentApi().freshCacheVersion(),
  // A stored page answered by the fast lane gets the headers `secured` gives it on the long way.
  storedAnswerHeaders: (headers) => applySecurityHeaders(headers, { csp: null, reportOnly: cspReportOnly, https, framedByEditor: false }),
  isDegraded: (response) => degraded.has(response),
  createNonce,
  // Pages a shared cache keeps carry the hashes of their inline scripts instead of a nonce (ADR 0016);
  // in development the policy only reports, and Vite's own scripts come and go.
  hashedPolicy: cspReportOnly ? undefined : (hashes) => hashedPageContentSecurityPolicy(cspSources, hashes),
})

function redirectResponse(location: string, status: number): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'public, max-age=3600' } })
}

/** A response whose headers can be changed (a copy when they are immutable). */
function mutable(response: Response): Response {
  try {
    response.headers.set('x-content-type-options', 'nosniff')
    return response
  } catch {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
  }
}

/**
 * Security headers (ADR 0016): a page a shared cache may keep comes with the hash-based policy
 * made with it (the page cache layer), other pages get the nonce-based policy with the nonce
 * their HTML carries, a 304 none (the browser keeps the policy it stored with the page),
 * everything else the closed resource policy.
 */
function secured(response: Response, options: { nonce?: string; preview?: boolean } = {}): Response {
  const out = mutable(response)
  const isPage = (out.headers.get('content-type') ?? '').startsWith('text/html')
  const preview = isPage && (options.preview ?? false)
  let csp: string | null = resourceContentSecurityPolicy
  if (out.status === 304 || (isPage && !preview && out.headers.has('content-security-policy'))) csp = null
  else if (isPage && options.nonce) csp = pageContentSecurityPolicy(cspSources, { nonce: options.nonce, preview })
  applySecurityHeaders(out.headers, { csp, reportOnly: cspReportOnly, https, framedByEditor: preview })
  return out
}

/** Whether the visitor's browser has the locale cookie already; every HTML answer sets it otherwise. */
const hasLocaleCookie = (request: Request) => /(?:^|;\s*)locale=/.test(request.headers.get('cookie') ?? '')

/**
 * Runs before routing: methods and body size (ADR 0016), legacy redirects (spec 2.3), then the
 * trailing-slash redirect (spec 2.2). Bot user agents get a minimal body instead of an error page
 * (spec 8); every HTML response carries the locale cookie (added after the page cache, so cached
 * pages carry none of their own) and the security headers.
 */
export async function handleRequest(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const allowed = allowedMethods(url.pathname)
  if (!allowed.includes(request.method)) return secured(methodNotAllowed(allowed))
  let bounded = request
  if (request.method === 'POST') {
    const checked = await withBoundedBody(request)
    if (checked instanceof Response) return secured(checked)
    bounded = checked
    // A server function's body is JSON: text, forms and XML are a 415 before Start parses them.
    const unsupported = unsupportedServerFnBody(bounded)
    if (unsupported) return secured(unsupported)
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    const legacy = matchLegacyRedirect(url)
    if (legacy) return secured(redirectResponse(legacy.location, constants.legacyRedirectStatus))
    const slashless = trailingSlashRedirect(url)
    if (slashless) return secured(redirectResponse(slashless, 301))
  }

  const nonce = createNonce()
  const response = mutable(await serve(bounded, nonce))
  const location = response.headers.get('location')
  if (location) response.headers.set('location', siteAnchoredLocation(location, request.url, config.siteUrl))
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.startsWith('text/html') && !hasLocaleCookie(request)) response.headers.append('set-cookie', localeCookieHeader())
  return secured(response, { nonce, preview: previews.has(bounded) })
}

const entry = createServerEntry({ fetch: handleRequest })

/**
 * A path with a malformed percent escape (`/%E0%A4%A`) is a bad request:
 * bots get `400 Bad Request` as plain text, people the site's page-not-found
 * screen with status 400, rendered for the literal path they asked for (the
 * Nitro plugin src/server/allow-malformed-url.nitro.ts lets it reach here;
 * Start's own wrapper would answer an empty 400).
 */
async function handleMalformedPath(request: Request, url: URL): Promise<Response> {
  const headers = { 'cache-control': 'no-store' }
  if (isbot(request.headers.get('user-agent') ?? '') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return secured(new Response('400 Bad Request', { status: 400, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } }))
  }
  const escaped = new URL(url)
  escaped.pathname = escapeMalformedPath(url.pathname)
  const page = await entry.fetch(new Request(escaped, { method: request.method, headers: request.headers }))
  const response = new Response(page.body, { status: 400, statusText: 'Bad Request', headers: page.headers })
  response.headers.set('cache-control', 'no-store')
  response.headers.delete('etag')
  return response
}

// Health endpoints, request log with request id, SIGTERM drain (ADR 0014).
const site = withOperations((request: Request, options?: unknown): Response | Promise<Response> => {
  const url = new URL(request.url)
  if (isMalformedPath(url.pathname)) return handleMalformedPath(request, url)
  return entry.fetch(request, options as never)
})

/**
 * The page cache's fast lane (src/server/page-cache-lane.ts): a GET of a fresh stored page is answered
 * here, before Nitro, h3 and Start, with what `handleRequest` would send — the stored page and its policy
 * (or a 304 for a matching tag), the security headers, the locale cookie, the request log's line and ids. Such a path was
 * stored by `handleRequest`, so it has passed its checks (method, legacy redirect, trailing slash).
 * With the page cache off (behind Varnish, say) there is no lane.
 */
if (cacheSettings.pageTtlMs > 0) {
  openLane((request) =>
    site.answerNow(request, (url, ids) => {
      // The locale cookie goes with a page (text/html), not with a 304, as on the long way.
      const extra = (status: number) =>
        status === 304 || hasLocaleCookie(request) ? ids() : [...ids(), ['set-cookie', localeCookieHeader()] as [string, string]]
      const response = serve.answerStored(request, url, extra)
      return response && { response, cache: 'HIT' }
    }),
  )
}

export default { fetch: site }

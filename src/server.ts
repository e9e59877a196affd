import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { isbot } from 'isbot'
import { constants } from '../app.config.ts'
import { matchLegacyRedirect } from '../redirects/match-redirect.ts'
import { loadRuntimeConfigOrExit } from './config/runtime-config.server.ts'
import { localeCookieHeader } from './navigation/locale-cookie.ts'
import { escapeMalformedPath, isMalformedPath } from './navigation/malformed-path.ts'
import { trailingSlashRedirect } from './navigation/trailing-slash.ts'
import { getContentApi } from './content/content-api-instance.server.ts'
import { provideBlockDataSources } from './content/block-data-sources.server.ts'
import { quickSearchOptions } from './stock/quick-search/quick-search-options.server.ts'
import { loadCacheSettingsOrExit } from './server/cache-settings.server.ts'
import { createHttpCache } from './server/http-cache.ts'

// Validate the runtime settings at start-up: a bad value stops the server naming the variable.
loadRuntimeConfigOrExit()
const cacheSettings = loadCacheSettingsOrExit()
// Composition root: the content feature's quick search blocks get their options from the stock feature.
provideBlockDataSources({ quickSearchOptions })

const startHandler = createStartHandler(defaultStreamHandler)

/** The router's answer; bots get the status with a plain body instead of an error page (spec 8). */
async function render(request: Request): Promise<Response> {
  const response = await startHandler(request)
  const userAgent = request.headers.get('user-agent') ?? ''
  if (response.status >= 400 && isbot(userAgent)) {
    await response.body?.cancel()
    return new Response(`${response.status} ${response.statusText || ''}`.trim(), {
      status: response.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  return response
}

/** Cache-Control per kind of page, ETag and 304, compression and the page cache (ADR 0009). */
const serve = createHttpCache(render, {
  pageTtlMs: cacheSettings.pageTtlMs,
  cacheVersion: () => getContentApi().cacheVersion(),
})

function redirectResponse(location: string, status: number): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'public, max-age=3600' } })
}

/**
 * Runs before routing: legacy redirects (spec 2.3), then the trailing-slash
 * redirect (spec 2.2). Bot user agents get a minimal body instead of an
 * error page (spec 8); every HTML response carries the locale cookie (added
 * after the page cache, so cached pages carry none of their own).
 */
export async function handleRequest(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'GET' || request.method === 'HEAD') {
    const legacy = matchLegacyRedirect(url)
    if (legacy) return redirectResponse(legacy.location, constants.legacyRedirectStatus)
    const slashless = trailingSlashRedirect(url)
    if (slashless) return redirectResponse(slashless, 301)
  }

  const response = await serve(request)
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.startsWith('text/html') && !/(?:^|;\s*)locale=/.test(request.headers.get('cookie') ?? '')) {
    response.headers.append('set-cookie', localeCookieHeader())
  }
  return response
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
    return new Response('400 Bad Request', { status: 400, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  }
  const escaped = new URL(url)
  escaped.pathname = escapeMalformedPath(url.pathname)
  const page = await entry.fetch(new Request(escaped, { method: request.method, headers: request.headers }))
  const response = new Response(page.body, { status: 400, statusText: 'Bad Request', headers: page.headers })
  response.headers.set('cache-control', 'no-store')
  response.headers.delete('etag')
  return response
}

export default {
  fetch(request: Request, options?: unknown): Response | Promise<Response> {
    const url = new URL(request.url)
    if (isMalformedPath(url.pathname)) return handleMalformedPath(request, url)
    return entry.fetch(request, options as never)
  },
}

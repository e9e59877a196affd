import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { routeTree } from './route-tree.gen.ts'
import { localizedPathRewrite } from './navigation/localized-paths.ts'
import { stringifySearch } from './navigation/search-serialization.ts'
import { RouteErrorPage, RouteNotFoundPage } from './shell/route-boundaries.tsx'
import { reportChunkError } from './build-freshness/freshness-runtime.ts'
import { isChunkLoadError } from './errors/chunk-load-error.ts'
import { requestScopeOf } from './server/request-scope.ts'
import { readyFor } from './navigation/route-search.ts'

/**
 * The render's Content-Security-Policy nonce (src/server/security-headers.ts), on the server:
 * the router puts it on every script and style it renders, and in a meta tag, from which the
 * browser's router reads it after hydration (for the styles and scripts of later navigations).
 */
function ssrNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  try {
    return requestScopeOf(getGlobalStartContext())?.nonce
  } catch {
    return undefined
  }
}

/**
 * Before hydration: the search validation of the page's routes (src/navigation/route-search.ts, ADR 0031),
 * awaited by the router before it matches them. A chunk that cannot be loaded (a new release) goes to the
 * reload guard of spec 9, as the router's own chunk errors do; if the guard does not reload, the route shows
 * its error page (a validator does not run unloaded).
 */
function searchReadyToHydrate(router: AnyRouter): Promise<void> {
  return readyFor(router, router.parseLocation(router.history.location)).catch((error: unknown) => {
    if (isChunkLoadError(error)) reportChunkError(error)
  })
}

export function getRouter() {
  const router = createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    trailingSlash: 'never',
    // Public URLs carry the interface locale's segments (/lager); routes use the defaults (/stock).
    rewrite: localizedPathRewrite,
    // Lists as repeated parameters (brand=a&brand=b), as HTML GET forms send them.
    stringifySearch,
    // Every route shows the site's Danish error pages unless it defines its own.
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: RouteNotFoundPage,
    // A route's chunk is missing (a new release): the reload guard of spec 9 decides (src/build-freshness).
    defaultOnCatch: (error) => {
      if (isChunkLoadError(error)) reportChunkError(error)
    },
    ssr: { nonce: ssrNonce() },
    // Awaited by the router's hydration before it matches the page's routes.
    hydrate: (): Promise<void> => searchReadyToHydrate(router),
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

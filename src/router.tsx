import './zod-jitless.ts'
import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { routeTree } from './route-tree.gen.ts'
import { localizedPathRewrite } from './navigation/localized-paths.ts'
import { stringifySearch } from './navigation/search-serialization.ts'
import { RouteErrorPage, RouteNotFoundPage } from './shell/route-boundaries.tsx'
import { reportChunkError } from './build-freshness/freshness-runtime.ts'
import { isChunkLoadError } from './errors/chunk-load-error.ts'
import { requestScopeOf } from './server/request-scope.ts'

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

export function getRouter() {
  return createRouter({
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
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen.ts'
import { localizedPathRewrite } from './navigation/localized-paths.ts'
import { stringifySearch } from './navigation/search-serialization.ts'
import { RouteErrorPage, RouteNotFoundPage } from './errors/route-boundaries.tsx'

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
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

/**
 * Search validation loaded when a page needs it (issue 34, ADR 0031).
 *
 * TanStack Router calls a route's `validateSearch` synchronously, and route
 * options are part of the route tree, which every page loads first. Put there,
 * zod's core and the schemas (≈ 20 kB gzip) were on the first load of every
 * page, the home page and the content pages included, which have no search
 * parameters. So a route's `validateSearch` is `routeSearch(name)` (the
 * table of names in routes/-route-search.ts, made with `lazyRouteSearch`
 * below): a small function that calls the route's validator, which is loaded
 *
 * - on the server, all of them at start (top-level await, server build only);
 * - in the browser, before hydration when the page's routes validate their
 *   search (the router's `hydrate` option, awaited before it matches routes;
 *   src/router.tsx), and before the first navigation, redirect or preload
 *   to such a route (`loadSearchValidationOnTheWay` below): only the
 *   validators of the routes matched, so a page loads no other page's schemas.
 *
 * zod parses without `new Function` in the browser from the document's
 * inline script on (src/zod-jitless-script.ts), before any of these loads.
 *
 * Called before its chunk has loaded (a path the router's wiring closes), a
 * validator throws `SearchValidationNotLoadedError`, which the router shows
 * as the route's error page: never an unvalidated search. When the chunk
 * could not be loaded, the error has the chunk error's message, so the
 * reload guard of spec 9 takes it as one (src/router.tsx).
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

type AnyValidator = (search: Record<string, unknown>) => unknown

export class SearchValidationNotLoadedError extends Error {
  override name = 'SearchValidationNotLoadedError'
}

/** A lazily loaded validator: whether it is there, and how to load it. */
interface LazyValidator {
  loaded(): boolean
  load(): Promise<void>
}

/** Every `validateSearch` made here, and its validator. */
const lazyValidators = new WeakMap<object, LazyValidator>()

/**
 * The routes' search validation from a table of loaders (name → the validator, from a dynamic import of
 * its module): `routeSearch(name)` for a route's `validateSearch`, typed as the validator is, and
 * `loadAll()` for the server, which loads every one at start.
 */
export function lazyRouteSearch<L extends Record<string, () => Promise<AnyValidator>>>(loaders: L) {
  type Name = keyof L & string
  const loaded = new Map<Name, AnyValidator>()
  const loading = new Map<Name, Promise<void>>()
  /** The last load's error: a validator called without its chunk fails with it (a chunk error, for the reload guard). */
  const failures = new Map<Name, unknown>()
  const load = (name: Name): Promise<void> => {
    if (loaded.has(name)) return Promise.resolve()
    let promise = loading.get(name)
    if (!promise) {
      const loader = loaders[name]
      if (!loader) return Promise.reject(new Error(`Ukendt søgevalidering: ${name}`))
      promise = loader().then(
        (validate) => {
          loaded.set(name, validate)
          failures.delete(name)
        },
        (error: unknown) => {
          // Not loaded (offline, a new release): the next navigation may try again.
          loading.delete(name)
          failures.set(name, error)
          throw error
        },
      )
      loading.set(name, promise)
    }
    return promise
  }
  function routeSearch<K extends Name>(name: K): Awaited<ReturnType<L[K]>> {
    const validate = (search: Record<string, unknown>) => {
      const validator = loaded.get(name)
      if (!validator) {
        const failure = failures.get(name)
        throw new SearchValidationNotLoadedError(failure instanceof Error ? failure.message : `Søgeparametrenes validering (${name}) er ikke indlæst`, {
          cause: failure,
        })
      }
      return validator(search)
    }
    lazyValidators.set(validate, { loaded: () => loaded.has(name), load: () => load(name) })
    return validate as Awaited<ReturnType<L[K]>>
  }
  const loadAll = () => Promise.all((Object.keys(loaders) as Name[]).map(load)).then(() => undefined)
  return { routeSearch, loadAll }
}

/** The lazily loaded validators that the routes of an internal path (after the router's URL rewrite) need and do not have yet. */
export function missingRouteSearch(router: Pick<AnyRouter, 'getMatchedRoutes'>, pathname: string): LazyValidator[] {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.flatMap((route) => {
    const validate: unknown = route.options.validateSearch
    const lazy = typeof validate === 'function' ? lazyValidators.get(validate) : undefined
    return lazy && !lazy.loaded() ? [lazy] : []
  })
}

/** Resolves when the location can be matched: at once, or when its routes' validators have loaded. */
export function readyFor(router: Pick<AnyRouter, 'getMatchedRoutes'>, location: Pick<ParsedLocation, 'pathname'>): Promise<void> {
  const missing = missingRouteSearch(router, location.pathname)
  return missing.length === 0 ? Promise.resolve() : Promise.all(missing.map((lazy) => lazy.load())).then(() => undefined)
}

type Location = Pick<ParsedLocation, 'pathname'>

/**
 * The browser's wiring (called once the page has hydrated, after build freshness has put its own history
 * blocker in place, src/build-freshness): before the router matches a location, the search validation of
 * its routes.
 *
 * - A navigation, back and forward: a history blocker, which the history awaits before it tells the router
 *   of the next location. It comes after build freshness's, which may turn the navigation into a full page
 *   load first (a newer build is known), so no chunk of the old build is asked for then.
 * - A redirect (the router commits it past the blockers): `commitLocation`.
 * - A preload (a link the visitor points at): `preloadRoute`; one whose validation cannot be loaded does not happen.
 *
 * The router wrote the address before the validator was there (it tries it while building the location):
 * once the page has loaded, the address is replaced by the validated search's, as the router does for the
 * first page. If the validation cannot be loaded (offline, a new release), the navigation goes on and the
 * validator fails with the chunk's error, which the route's error boundary hands to the reload guard of
 * spec 9, as for a route chunk that cannot be loaded.
 */
export function loadSearchValidationOnTheWay(router: AnyRouter): void {
  if (wired.has(router)) return
  wired.add(router)
  let addressToCheck = false
  const ready = (location: Location): Promise<boolean> => {
    if (missingRouteSearch(router, location.pathname).length > 0) addressToCheck = true
    return readyFor(router, location).then(
      () => true,
      () => false,
    )
  }
  router.history.block({
    enableBeforeUnload: false,
    blockerFn: async ({ nextLocation }: { nextLocation: Parameters<AnyRouter['parseLocation']>[0] }) => {
      await ready(router.parseLocation(nextLocation))
      return false
    },
  })
  const commit = router.commitLocation
  const commitWhenReady: typeof commit = async (location) => {
    if (location.ignoreBlocker) await ready(location)
    return commit(location)
  }
  router.commitLocation = commitWhenReady
  const preload = router.preloadRoute
  const preloadWhenReady: typeof preload = async (options) => ((await ready(router.buildLocation(options as BuildOptions))) ? preload(options) : undefined)
  router.preloadRoute = preloadWhenReady
  router.subscribe('onResolved', () => {
    if (!addressToCheck) return
    addressToCheck = false
    const current = router.latestLocation
    const validated = router.buildLocation({
      to: current.pathname,
      search: true,
      params: true,
      hash: true,
      state: true,
      _includeValidateSearch: true,
    } as BuildOptions)
    if (validated.publicHref !== current.publicHref) void router.commitLocation({ ...validated, replace: true, ignoreBlocker: true })
  })
}

type BuildOptions = Parameters<AnyRouter['buildLocation']>[0]
const wired = new WeakSet<AnyRouter>()

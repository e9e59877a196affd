import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { deepEqual, Link, useRouter } from '@tanstack/react-router'

/**
 * The server's render of a router link, without the router's work per link (issue 34).
 *
 * TanStack's `Link` builds the destination's location on every server render
 * (path resolution, route matching, the URL rewrite: a URL parsed twice); the
 * header and footer hold about forty links, /lager 24 vehicle cards, its
 * pagination and its facets' links. A link's location is a function of its
 * absolute path, the values of the path's params (given, or for a param the
 * link leaves out, the page's own: a card's `{-$brand}`) and the search it
 * sets, as long as no route parses or stringifies params or has search
 * middlewares and no route masks are set (`safeRouteTree` checks the route
 * tree once; `server-link.test.tsx` renders the real route tree's links both
 * ways on several pages). So it is built once by the router itself and
 * remembered under exactly those inputs; what depends on the page, whether the
 * link is active, is computed per render as the router computes it.
 *
 * The markup is exactly the server `Link`'s (the test compares them), so the
 * browser hydrates it with the real `Link`: client-side navigation,
 * preloading and the active state work as before. Anything else (a relative
 * path, a hash, state, a mask, active options or props, a function as params
 * or search, values that are not plain text, numbers or lists of them)
 * renders the real `Link`.
 */

/** The router's location of a link, as far as its markup needs it. */
interface BuiltLocation {
  pathname: string
  publicHref: string
}

const builtLocations = new Map<string, BuiltLocation | null>()
const maxBuiltLocations = 2_000

type Router = ReturnType<typeof useRouter>
type Values = Record<string, unknown>

/** The params a path's template interpolates (`$vehicle`, `{-$brand}`), or null for a splat or an unknown form. */
const templateParams = new Map<string, readonly string[] | null>()

function paramsOf(to: string): readonly string[] | null {
  const known = templateParams.get(to)
  if (known !== undefined) return known
  const path = to.split(/[?#]/, 1)[0] ?? ''
  const names: string[] = []
  // A `$` after the path is read by the router as a placeholder too.
  let whole = to.indexOf('$', path.length) === -1
  for (const segment of path.split('/')) {
    if (!whole || !segment.includes('$')) continue
    const param = /^(?:\$([A-Za-z_][A-Za-z0-9_]*)|\{-?\$([A-Za-z_][A-Za-z0-9_]*)\})$/.exec(segment)
    const name = param?.[1] ?? param?.[2]
    if (name) names.push(name)
    else whole = false
  }
  if (templateParams.size >= maxBuiltLocations) templateParams.clear()
  templateParams.set(to, whole ? names : null)
  return whole ? names : null
}

/**
 * Whether links' locations can be remembered for this route tree: no route parses or stringifies
 * params or has search middlewares (then a location would depend on the page), and no route masks.
 */
const safeTrees = new WeakMap<object, boolean>()

function safeRouteTree(router: Router): boolean {
  const known = safeTrees.get(router.routeTree)
  if (known !== undefined && !router.options.routeMasks) return known
  let safe = !router.options.routeMasks
  for (const route of Object.values(router.routesById) as { options: Values }[]) {
    const options = route.options
    const params = options.params as Values | undefined
    const search = options.search as Values | undefined
    if (params?.parse || params?.stringify || options.parseParams || options.stringifyParams) safe = false
    if (search?.middlewares || options.preSearchFilters || options.postSearchFilters) safe = false
  }
  safeTrees.set(router.routeTree, safe)
  return safe
}

function isPlainObject(value: unknown): value is Values {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))

/** A key for a search of plain values (text, finite numbers, booleans, lists of them), or null. */
function searchKey(search: unknown): string | null {
  if (search === undefined) return ''
  if (!isPlainObject(search)) return null
  for (const key in search) {
    const value = search[key]
    if (value === undefined || isScalar(value)) continue
    if (Array.isArray(value) && value.every(isScalar)) continue
    return null
  }
  // JSON keeps the order of the keys, as the search string does, and tells "2" from 2.
  return JSON.stringify(search)
}

/**
 * A key for the values the path interpolates: a given param, or the page's own for one the link
 * leaves out (as the router inherits it); null for a value that is not text or a number.
 */
function paramsKey(router: Router, names: readonly string[], params: unknown): string | null {
  if (names.length === 0) return ''
  if (params !== undefined && !isPlainObject(params)) return null
  let current: Values | undefined
  let key = ''
  for (const name of names) {
    let value: unknown
    if (params !== undefined && Object.hasOwn(params, name)) value = params[name]
    else value = (current ??= currentParams(router))[name]
    if (value === undefined) key += '\u0001'
    else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) key += `${JSON.stringify(value)}\u0001`
    else return null
  }
  return key
}

/** The page's params as the router reads them for a link (the path's match; no route parses params). */
const pageParams = new WeakMap<object, Values>()

function currentParams(router: Router): Values {
  const location = router._pendingLocation ?? router.latestLocation
  const known = pageParams.get(location)
  if (known) return known
  const params = router.getMatchedRoutes(location.pathname)[1] as Values
  pageParams.set(location, params)
  return params
}

function builtLocation(router: Router, key: string, to: string, params: unknown, search: unknown): BuiltLocation | null {
  const known = builtLocations.get(key)
  if (known !== undefined) return known
  const next = router.buildLocation({ to: to as '/', params: params as never, search: search as never })
  // Only a same-site location: otherwise the real Link decides.
  const built = next.external || next.maskedLocation ? null : { pathname: next.pathname, publicHref: next.publicHref }
  if (builtLocations.size >= maxBuiltLocations) builtLocations.clear()
  builtLocations.set(key, built)
  return built
}

function withoutTrailingSlash(path: string, basepath: string): string {
  return path.endsWith('/') && path !== '/' && path !== `${basepath}/` ? path.slice(0, -1) : path
}

/**
 * TanStack's active test for a link without activeOptions: the page's path is the link's or below
 * it, and the page's search has every value the link's search sets.
 */
function isActive(router: Router, linkPathname: string, search: unknown): boolean {
  const location = router.state.location
  const current = withoutTrailingSlash(location.pathname, router.basepath)
  const next = withoutTrailingSlash(linkPathname, router.basepath)
  if (!(current.startsWith(next) && (current.length === next.length || current[next.length] === '/'))) return false
  return deepEqual(location.search, search ?? {}, true)
}

/** A path the fast render may take: absolute, its placeholders whole segments (no splat). */
export function isRememberablePath(to: string): boolean {
  return to.startsWith('/') && paramsOf(to) !== null
}

/**
 * What ServerLink makes of a Link's props other than the anchor's own attributes: options that change
 * the location or the markup (with any of them set, the real Link renders), and options that only
 * change what the browser does (navigation, preloading, scrolling), which are no attribute.
 */
const unsupported = 1
const noAttribute = 2
function kinds(keys: readonly string[], kind: typeof unsupported | typeof noAttribute): [string, typeof kind][] {
  return keys.map((key) => [key, kind])
}
let optionKinds: Map<string, typeof unsupported | typeof noAttribute> | undefined
/** Built on first use, not at load: the browser's build imports this module but never renders ServerLink, and keeps no top-level work of it. */
function optionKind(key: string): typeof unsupported | typeof noAttribute | undefined {
  optionKinds ??= new Map([
    ...kinds(['hash', 'state', 'mask', 'from', 'unsafeRelative', 'href', 'disabled', 'activeProps', 'inactiveProps', 'activeOptions', '_asChild'], unsupported),
    ...kinds(
      [
        'to',
        'params',
        'search',
        'reloadDocument',
        'preload',
        'preloadDelay',
        'preloadIntentProximity',
        'hashScrollIntoView',
        'replace',
        'startTransition',
        'resetScroll',
        'viewTransition',
        'ignoreBlocker',
        // Not an anchor's: the router's Link drops it too.
        'type',
        'children',
        'ref',
      ],
      noAttribute,
    ),
  ])
  return optionKinds.get(key)
}

export interface ServerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The router's internal path, e.g. "/stock?type=used" or "/{-$brand}/stock/$vehicle". */
  to: string
  /** The path's params; one it leaves out is the page's, as with the router's Link. */
  params?: Record<string, unknown>
  /** The search the link sets. */
  search?: Record<string, unknown>
  /** The router's scroll option: the browser's concern, no attribute. */
  resetScroll?: boolean
  children?: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

/** On the server: the anchor the router's Link would render, its attributes in the same order. */
export function ServerLink(props: ServerLinkProps) {
  const { to, params, search, children, ref } = props
  const router = useRouter()
  const all = props as unknown as Values
  let built: BuiltLocation | null = null
  // The anchor's own attributes in the props' order, as the router's Link collects them.
  const attributes: Values = {}
  let supported = typeof to === 'string' && to.startsWith('/') && typeof children !== 'function'
  for (const key in all) {
    if (!supported) break
    const kind = optionKind(key)
    if (kind === undefined) attributes[key] = all[key]
    // An href, even undefined, takes its place among the router's Link's attributes.
    else if (kind === unsupported && (all[key] !== undefined || key === 'href')) supported = false
  }
  const names = supported ? paramsOf(to) : null
  if (names && safeRouteTree(router)) {
    const simple = names.length === 0 && params === undefined && search === undefined
    const pKey = simple ? '' : paramsKey(router, names, params)
    const sKey = pKey === null ? null : searchKey(search)
    if (pKey !== null && sKey !== null) {
      built = builtLocation(router, simple ? to : `${to}\u0000${pKey}\u0000${sKey}`, to, params, search)
    }
  }
  if (!built) {
    const { ref: _ref, ...linkProps } = props
    return <Link {...(linkProps as Values as { to: '/' })} ref={ref} />
  }
  const active = isActive(router, built.pathname, search)
  // The active class comes before the href, as the router's Link merges it.
  if (active) attributes.className = 'active'
  attributes.href = router.history.createHref(built.publicHref) || '/'
  attributes.target = props.target
  if (active) {
    attributes.className = props.className ? `${props.className} active` : 'active'
    attributes['data-status'] = 'active'
    attributes['aria-current'] = 'page'
  }
  return (
    <a {...attributes} ref={ref}>
      {children}
    </a>
  )
}

/**
 * The router's Link, rendered by ServerLink on the server. The browser's build gets the Link itself
 * (import.meta.env.SSR is false there), so what it does in the browser is unchanged.
 */
export const RouterLink: typeof Link = import.meta.env.SSR ? (ServerLink as unknown as typeof Link) : Link

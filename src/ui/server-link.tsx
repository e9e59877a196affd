import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { Link, useRouter } from '@tanstack/react-router'

/**
 * The server's render of a router link to a fixed internal path, without the
 * router's work per link (issue 34).
 *
 * TanStack's `Link` builds the destination's location on every server render
 * (path resolution, route matching, the URL rewrite: a URL parsed twice); the
 * header and footer hold about forty links, so that was a quarter of the
 * layout floor's server time. The location of a path that begins with `/`,
 * has no `$` placeholder and is given no params, search, hash or state does
 * not depend on the page it is rendered on, as long as no route stringifies
 * params or has search middlewares (the site has none; `server-link.test.tsx`
 * renders the real route tree's links both ways on several pages). It is built
 * once by the router itself and remembered; what depends on the page, whether
 * the link is active, is computed per render as the router computes it.
 *
 * The markup is exactly the server `Link`'s (the test compares them), so the
 * browser hydrates it with the real `Link`: client-side navigation,
 * preloading and the active state work as before. Anything else renders the
 * real `Link`.
 */

/** The router's location of a path, as far as the link needs it. */
interface BuiltLocation {
  pathname: string
  publicHref: string
}

const builtLocations = new Map<string, BuiltLocation | null>()
const maxBuiltLocations = 2_000

type Router = ReturnType<typeof useRouter>

function builtLocation(router: Router, to: string): BuiltLocation | null {
  const known = builtLocations.get(to)
  if (known !== undefined) return known
  const next = router.buildLocation({ to: to as '/' })
  // Only a plain same-site path whose search the link does not set: otherwise the real Link decides.
  const built = next.external || next.maskedLocation || Object.keys(next.search).length > 0 ? null : { pathname: next.pathname, publicHref: next.publicHref }
  if (builtLocations.size >= maxBuiltLocations) builtLocations.clear()
  builtLocations.set(to, built)
  return built
}

function withoutTrailingSlash(path: string, basepath: string): string {
  return path.endsWith('/') && path !== '/' && path !== `${basepath}/` ? path.slice(0, -1) : path
}

/** TanStack's active test for a link without activeOptions: the page's path is the link's or below it. */
function isActive(currentPathname: string, linkPathname: string, basepath: string): boolean {
  const current = withoutTrailingSlash(currentPathname, basepath)
  const next = withoutTrailingSlash(linkPathname, basepath)
  return current.startsWith(next) && (current.length === next.length || current[next.length] === '/')
}

/** A path the fast render may take: absolute, no route placeholder. */
export function isFixedPath(to: string): boolean {
  return to.startsWith('/') && !to.includes('$')
}

export interface ServerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The router's internal path, e.g. "/stock?type=used". */
  to: string
  children: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

/** On the server: the anchor the router's Link would render for `to`, its attributes in the same order. */
export function ServerLink({ to, children, ref, ...rest }: ServerLinkProps) {
  const router = useRouter()
  const built = isFixedPath(to) ? builtLocation(router, to) : null
  if (!built) {
    return (
      <Link {...rest} ref={ref} to={to as '/'}>
        {children}
      </Link>
    )
  }
  // As the router's Link: an anchor takes no `type` or `disabled` from the link's props.
  const { type: _type, disabled: _disabled, ...attributes } = rest as typeof rest & { disabled?: unknown }
  const active = isActive(router.state.location.pathname, built.pathname, router.basepath)
  const props: Record<string, unknown> = { ...attributes }
  // The active class comes before the href, as the router's Link merges it.
  if (active) props.className = 'active'
  props.href = router.history.createHref(built.publicHref) || '/'
  props.target = rest.target
  if (active) {
    props.className = rest.className ? `${rest.className} active` : 'active'
    props['data-status'] = 'active'
    props['aria-current'] = 'page'
  }
  return (
    <a {...props} ref={ref}>
      {children}
    </a>
  )
}

import { redirect } from '@tanstack/react-router'
import type { LegacyRedirectMatcher } from '#redirects/match-redirect.ts'
import { toPublicPath } from './localized-paths.ts'

/**
 * Legacy redirects on client-side navigation (spec 2.3). The server answers an
 * old address with a 301 before routing (src/server.ts); an in-app link or a
 * stale link in CMS content never reaches the server, so the root route's
 * beforeLoad asks the same matcher (redirects/match-redirect.ts, the one table)
 * and throws the router's redirect. During server rendering the same check
 * makes the router answer 301 too.
 *
 * The matcher is loaded on the first navigation (or the first link preload on
 * hover), not with the page: hydration does not run beforeLoad, and the table
 * and its rules are not needed until the visitor moves.
 */

/** The router's location as beforeLoad sees it: internal path (/stock), query, hash without '#'. */
export interface RouterLocationLike {
  pathname: string
  searchStr: string
  hash: string
}

/** Where the table sends a router location (the hash kept, as a browser keeps it), or null for an address that is not old. */
export function legacyRedirectFor(location: RouterLocationLike, match: LegacyRedirectMatcher): { href: string; statusCode: number } | null {
  const url = new URL('http://site.invalid/')
  // The table speaks public (localised) addresses: /mercedes-benz/modeller/…, not /mercedes-benz/models/….
  url.pathname = toPublicPath(location.pathname)
  url.search = location.searchStr
  const hit = match(url)
  if (!hit) return null
  return { href: location.hash ? `${hit.location}#${location.hash}` : hit.location, statusCode: hit.status }
}

let matcher: Promise<LegacyRedirectMatcher> | undefined

function loadMatcher(): Promise<LegacyRedirectMatcher> {
  matcher ??= import('#redirects/match-redirect.ts').then((m) => m.matchLegacyRedirect)
  return matcher
}

/** Throws a 301 redirect to the new address when `location` is an old one. */
export async function followLegacyRedirect(location: RouterLocationLike): Promise<void> {
  let match: LegacyRedirectMatcher
  try {
    match = await loadMatcher()
  } catch (error) {
    // The chunk could not be loaded (offline, a new release): navigate on without the table; try again next time.
    matcher = undefined
    console.warn('Tabellen over gamle adresser kunne ikke indlæses', error)
    return
  }
  const target = legacyRedirectFor(location, match)
  if (target) throw redirect(target)
}

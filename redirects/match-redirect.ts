/**
 * The legacy redirect matcher (spec 2.3): maps an old address to its new one,
 * permanently (301). Run it on the server before routing:
 *
 *   const hit = matchLegacyRedirect(new URL(request.url))
 *   if (hit) return new Response(null, { status: hit.status, headers: { Location: hit.location } })
 *
 * Order: the exact table legacy-redirects.csv first, then the pattern rules in
 * the order of `patternRules`; the first match wins.
 *
 * Paths are compared case-insensitively, percent-decoded, with and without a
 * trailing slash (/Om-Os, /om-os and /om-os/ are the same address).
 *
 * Query: a table row passes every incoming query parameter on (utm_* and the
 * like survive), except parameters the target sets itself: the target's value
 * wins (/brugte-biler/?type=x → /lager?type=used). Each pattern rule states its
 * own policy (PatternRule.query); the used-car rules pass only tracking
 * parameters, because the old search parameters mean nothing on /lager.
 *
 * The location is a path (+ query) on this site's origin. The hash is not sent
 * to the server; browsers keep it across the redirect.
 *
 * The same matcher runs in the browser: the root route's beforeLoad
 * (routes/__root.tsx, through src/navigation/legacy-redirect.ts) follows it on
 * client-side navigation, so an in-app link to an old address lands where a
 * full page load would.
 *
 * The table is read at build time (redirect-table-plugin.ts): a bad row fails
 * the build, the dev server and the unit tests with a RedirectTableError naming
 * the line, and the browser gets the rows as data, without a CSV parser.
 */
import { constants } from '#app.config'
import { buildLocation, normaliseLegacyPath, splitTarget, toLegacyRequest } from './legacy-path.ts'
import table from './legacy-redirects.csv?table'
import { type PatternRule, patternRules } from './pattern-rules.ts'
import type { RedirectEntry } from './redirect-table.ts'

export interface LegacyRedirect {
  /** Path and query on this site, e.g. `/lager?type=used`. */
  location: string
  status: typeof constants.legacyRedirectStatus
  /** `table:{from}` for a table row (e.g. `table:/om-os`), otherwise the pattern rule's id. */
  ruleId: string
}

export type LegacyRedirectMatcher = (url: URL) => LegacyRedirect | null

/** The rows of legacy-redirects.csv, with {product} replaced (read at build time: redirect-table-plugin.ts). */
export const legacyRedirectTable: readonly RedirectEntry[] = table

/** Builds a matcher from a table and rules (the site uses matchLegacyRedirect; tests may build their own). */
export function createLegacyRedirectMatcher(table: readonly RedirectEntry[], rules: readonly PatternRule[]): LegacyRedirectMatcher {
  const byPath = new Map(table.map((row) => [normaliseLegacyPath(row.from), row]))
  return (url) => {
    const request = toLegacyRequest(url)
    let target: string | null = null
    let ruleId = ''
    let policy: PatternRule['query'] = 'all'
    const row = byPath.get(request.path)
    if (row) {
      target = row.to
      ruleId = `table:${normaliseLegacyPath(row.from)}`
    } else {
      for (const rule of rules) {
        target = rule.match(request)
        if (target !== null) {
          ruleId = rule.id
          policy = rule.query
          break
        }
      }
    }
    if (target === null) return null
    // Never redirect an address to itself (a loop); the router's own
    // trailing-slash redirect handles /x/ → /x.
    if (normaliseLegacyPath(splitTarget(target).path) === request.path) return null
    return {
      location: buildLocation(target, request.query, policy),
      status: constants.legacyRedirectStatus,
      ruleId,
    }
  }
}

const matcher = createLegacyRedirectMatcher(legacyRedirectTable, patternRules)

/** The new address of an old one, or null when the address is not a legacy address. */
export function matchLegacyRedirect(url: URL): LegacyRedirect | null {
  return matcher(url)
}

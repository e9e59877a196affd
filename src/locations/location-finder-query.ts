/**
 * The location finder's typed text (`?q=`), read from its validated search
 * (location-finder-search.ts) and written back to the URL. Apart from the
 * schema: the route's loader deps read it, and the route tree is on every
 * page's first load, zod not (ADR 0031).
 */
import type { LocationFinderSearch } from './location-finder-search.ts'

/** The text to search for. */
export function queryText(q: LocationFinderSearch['q']): string {
  return q === undefined ? '' : String(q).trim()
}

/** What to put in the URL for typed text: a postcode as a number (location-finder-search.ts says why), other text as is. */
export function queryParam(text: string): string | number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^[1-9][0-9]{0,8}$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * Search parameters of the location finder (/lokationer): `q` (town, postcode
 * or address text) and `brand`. Invalid values are dropped. The router decodes
 * a numeric value such as a postcode (`?q=2670`) as a number, so `q` keeps
 * numbers as numbers: the validated search then serialises back to the same
 * URL (no redirect to `?q=%222670%22`).
 */
import { z } from 'zod/mini'
import { brands } from '#app.config'

const maxQueryLength = 100

const query = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string | number | undefined => {
      const value = Array.isArray(input) ? input.at(-1) : input
      if (typeof value === 'number' && Number.isFinite(value)) return value
      if (typeof value !== 'string') return undefined
      const text = value.slice(0, maxQueryLength)
      return text.trim() === '' ? undefined : text
    }),
  ),
)

const brand = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string | undefined => {
      const value = Array.isArray(input) ? input.at(-1) : input
      return typeof value === 'string' && brands.some((b) => b.slug === value) ? value : undefined
    }),
  ),
)

export const locationFinderSearchSchema = z.object({ q: query, brand })
export type LocationFinderSearch = z.output<typeof locationFinderSearchSchema>

/** The location finder's `validateSearch` (src/navigation/route-search.ts). */
export function parseLocationFinderSearch(search: Record<string, unknown>): LocationFinderSearch {
  return locationFinderSearchSchema.parse(search)
}

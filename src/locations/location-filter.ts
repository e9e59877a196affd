/**
 * The location finder's search (spec 2.1 /lokationer): free text over town,
 * postcode, address and name, and nearest first from the visitor's position.
 * Pure functions, shared by the server render (no JavaScript needed) and the
 * browser.
 */
import type { LocationSummary } from '../product-api/contract/location.ts'
import { distanceKm, type Position } from '../places/distance.ts'
import { foldDanish } from '../places/fold-danish.ts'

function words(text: string): string[] {
  return foldDanish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

/** Everything a visitor may search a location by. */
function haystack(location: LocationSummary): string[] {
  return words([location.name, location.town, location.address.street, location.address.postcode, location.address.town].join(' '))
}

/**
 * Whether the location matches the query: every word of the query must occur
 * in its name, town or address; numbers (postcodes, house numbers) must start
 * a number of the address ("26" finds 2600 and 2670).
 */
export function matchesLocationQuery(location: LocationSummary, query: string): boolean {
  const wanted = words(query)
  if (wanted.length === 0) return true
  const have = haystack(location)
  return wanted.every((w) => (/^\d+$/.test(w) ? have.some((h) => h.startsWith(w)) : have.some((h) => h.includes(w))))
}

export interface LocationFilter {
  /** Free text: town, postcode or address. */
  q?: string
  /** Only locations that sell or service this brand. */
  brand?: string
}

export function filterLocations<T extends LocationSummary>(locations: readonly T[], filter: LocationFilter): T[] {
  return locations.filter((l) => (!filter.brand || l.brands.includes(filter.brand)) && (!filter.q || matchesLocationQuery(l, filter.q)))
}

/**
 * The place a search names, as the server found it (src/places): `found` with
 * its label and coordinates, `unknown` when the text is no postcode or town we
 * know, `none` without a search.
 */
export type NearPlace = { status: 'none' } | { status: 'unknown' } | { status: 'found'; place: Position & { label: string } }

export interface WithDistance<T> {
  location: T
  /** km from the visitor's position or the searched place, when there is one. */
  distanceKm: number | null
}

/** The locations with their distance from `origin`, nearest first; without origin, in the given order. */
export function byDistance<T extends LocationSummary>(locations: readonly T[], origin: Position | null): WithDistance<T>[] {
  const rows = locations.map((location) => ({
    location,
    distanceKm: origin ? distanceKm(origin, location.coordinates) : null,
  }))
  if (origin) rows.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
  return rows
}

/** Danish distance text: "800 m", "12 km", "4,5 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`
  if (km < 10) return `${km.toFixed(1).replace('.', ',')} km`
  return `${Math.round(km)} km`
}

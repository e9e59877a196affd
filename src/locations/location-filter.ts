/**
 * The location finder's search (spec 2.1 /lokationer): free text over town,
 * postcode, address and name, and nearest first from the visitor's position.
 * Pure functions, shared by the server render (no JavaScript needed) and the
 * browser.
 */
import type { LocationSummary } from '../product-api/contract/location.ts'

/**
 * Folds Danish spellings together so "Århus", "Aarhus" and "arhus" or
 * "Hjørring" and "hjorring" match: lower case, æ/ø/å and their two-letter
 * spellings reduced to one vowel, other accents removed.
 */
export function foldDanish(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
}

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

export interface Position {
  lat: number
  lng: number
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const r = 6371
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface WithDistance<T> {
  location: T
  /** km from the visitor, when the visitor shared a position. */
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

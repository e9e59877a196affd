/**
 * Loader of the location routes (/lokationer/{location} and
 * /{brand}/lokationer/{location}), kept here so the route files stay thin.
 * A segment that cannot be a location slug is the location-not-found page
 * (404) before any server function is called.
 */
import type { Location } from '../product-api/contract/location.ts'
import { requireSegment, isSlugSegment } from '../navigation/path-segments.ts'
import { locationNotFound } from './location-errors.ts'
import { fetchLocation } from './location.functions.ts'

export async function loadLocation(segment: string, brand?: string): Promise<Location> {
  const slug = requireSegment(isSlugSegment, segment, () => locationNotFound(segment))
  const location = await fetchLocation({ data: { slug } })
  // The location exists but does not carry this brand: not a page of the brand.
  if (brand && !location.brands.includes(brand)) throw locationNotFound(slug)
  return location
}

/**
 * Path segments that name a record in the product API (a location, a model,
 * a vehicle), checked by the loaders before they call a server function: a
 * segment that cannot name a record is the route's not-found page (404), not
 * a validation error from the server function (a 500 with zod's issue text).
 *
 * The limits are the server functions' own (a product-API slug; a vehicle id
 * of at most 200 characters), so a segment that passes here never fails their
 * validation, which stays the boundary's check (zod, on the server). These are
 * plain predicates, not schemas: loaders are in the route tree, which every
 * page loads first, and zod is not (ADR 0031).
 */
import { slugMaxLength, slugPattern } from '../product-api/contract/vocabulary.ts'

/** Longest vehicle segment a vehicle server function accepts. */
export const vehicleSegmentMaxLength = 200

/** A location or model segment: a product-API slug (lowercase letters, digits, single hyphens; at most 160 characters). */
export function isSlugSegment(value: string): boolean {
  return value.length >= 1 && value.length <= slugMaxLength && slugPattern.test(value)
}

/** A vehicle segment: `{stockNumber}-1-{brand}-{model}-{variant}`, or an outdated form of it that redirects. */
export function isVehicleSegment(value: string): boolean {
  return value.length >= 1 && value.length <= vehicleSegmentMaxLength
}

/** Returns the segment when `accepts` it; otherwise throws what `notFound()` returns (the route's 404). */
export function requireSegment(accepts: (value: string) => boolean, value: string, notFound: () => unknown): string {
  if (!accepts(value)) throw notFound()
  return value
}

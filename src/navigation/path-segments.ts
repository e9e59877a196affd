/**
 * Path segments that name a record in the product API (a location, a model,
 * a vehicle), checked by the loaders before they call a server function: a
 * segment that cannot name a record is the route's not-found page (404), not
 * a validation error from the server function (a 500 with zod's issue text).
 *
 * The limits are the server functions' own (a product-API slug; a vehicle id
 * of at most 200 characters), so a segment that passes here never fails their
 * validation. zod/mini, as loaders also run in the browser (ADR 0009).
 */
import { z } from 'zod/mini'
import { slugMaxLength, slugPattern } from '../product-api/contract/vocabulary.ts'

/** Longest vehicle segment a vehicle server function accepts. */
export const vehicleSegmentMaxLength = 200

/** A location or model segment: a product-API slug (lowercase letters, digits, single hyphens; at most 160 characters). */
export const slugSegment = z.string().check(z.minLength(1), z.maxLength(slugMaxLength), z.regex(slugPattern))

/** A vehicle segment: `{stockNumber}-1-{brand}-{model}-{variant}`, or an outdated form of it that redirects. */
export const vehicleSegment = z.string().check(z.minLength(1), z.maxLength(vehicleSegmentMaxLength))

/** Returns the segment when `schema` accepts it; otherwise throws what `notFound()` returns (the route's 404). */
export function requireSegment(schema: z.ZodMiniType<string>, value: string, notFound: () => unknown): string {
  if (!schema.safeParse(value).success) throw notFound()
  return value
}

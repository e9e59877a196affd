/**
 * Building blocks shared by every part of the product API contract.
 *
 * Conventions (the spec leaves the API shape "not shown"; these are our choices):
 * - JSON bodies use camelCase field names. The one exception is the price row
 *   (see vehicle.ts), whose keys are the spec's snake_case names so the per-brand
 *   price-type settings in app.config.ts (`priceRows`) index it directly.
 * - Money is whole Danish kroner (DKK) as integers, incl. moms unless the field
 *   name ends in `ExclVat` / `_excl_vat`.
 * - Percentages are numbers in percent (4.95 means 4,95 %).
 * - Dates are ISO 8601 strings (`2026-11-01`, `2026-11-01T09:30:00.000Z`).
 * - Query parameters that take several values are repeated (`brand=renault&brand=dacia`).
 */
import { z } from 'zod'
import { slugMaxLength, slugPattern } from './vocabulary.ts'

/** Whole Danish kroner. */
export const dkk = z.int().min(0).max(100_000_000)

/** A percentage, e.g. 4.95 for 4,95 %. */
export const percent = z.number().min(0).max(100)

/** A URL slug: lowercase letters, digits and single hyphens. */
export const slug = z.string().regex(slugPattern, 'Ugyldig slug.').max(slugMaxLength)

export const isoDate = z.iso.date()
export const isoDateTime = z.iso.datetime()

/** Integer query parameter: typed as number for callers, coerced from the query string on the server. */
export const queryInt = () => z.coerce.number<number>().int()

/** An image served by the product API's media host. */
export const imageSchema = z
  .object({
    url: z.url(),
    alt: z.string().min(1),
    width: z.int().positive(),
    height: z.int().positive(),
  })
  .meta({ id: 'Image' })
export type Image = z.infer<typeof imageSchema>

/** A value of a facet with the number of results selecting it would give. */
export const facetValueSchema = z
  .object({
    value: z.string(),
    /** Danish label to show. */
    label: z.string(),
    count: z.int().min(0),
  })
  .meta({ id: 'FacetValue' })
export type FacetValue = z.infer<typeof facetValueSchema>

export const pageInfoShape = {
  page: z.int().min(1),
  pageSize: z.int().min(0),
  total: z.int().min(0),
  pageCount: z.int().min(0),
}

/**
 * Idempotency keys: chosen by the caller (a UUID is fine), 8–100 characters of
 * letters, digits, `-` and `_`. Sent in the `Idempotency-Key` header.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key skal være 8-100 tegn (bogstaver, tal, - og _).')
  .meta({ id: 'IdempotencyKey' })

export const idempotencyHeaderName = 'idempotency-key'

/** Field errors keyed by the dotted path of the field (`customer.email`); messages are Danish. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()))
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

export const errorCodes = ['invalid_input', 'invalid_json', 'not_found', 'idempotency_conflict', 'payload_too_large', 'unavailable', 'internal_error'] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Body of every error response (4xx and 5xx). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      /** Danish message; may be shown to a visitor for 4xx, never for 5xx. */
      message: z.string(),
      fieldErrors: fieldErrorsSchema.optional(),
      formErrors: z.array(z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' })
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Danish texts for required fields, used in the submission schemas. */
export function requiredMessage(label: string) {
  return (issue: { input?: unknown; code?: string }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? `${label} skal udfyldes.` : `${label} er ikke gyldig.`
}

/**
 * Stock search (filters, facet counts, sorting, pagination), vehicle detail and
 * batch availability.
 */
import { z } from 'zod'
import { facetValueSchema, pageInfoShape, queryInt, slug } from './common.ts'
import { equipmentKeySchema } from './equipment.ts'
import {
  acquisitionTypeSchema,
  bodyStyleSchema,
  colourGroupSchema,
  conditionSchema,
  driveTypeSchema,
  fuelSchema,
  transmissionSchema,
  vehicleSummarySchema,
  vehicleTypeSchema,
} from './vehicle.ts'
import { stockSortOptions, maxStockPageSize, stockFacetFields, type StockFacetField, maxAvailabilityIds } from './vocabulary.ts'

/**
 * Query of `GET /stock/vehicles`. Values within one filter are OR-ed (any of the
 * brands), filters are AND-ed, and `equipment` requires every listed feature.
 *
 * - `acquisitionType` selects the price type the visitor views prices in: only
 *   vehicles offered with it match, and `monthly*` filters and sorts use its
 *   monthly installment. Without it, monthly values are the lowest the vehicle
 *   is offered at.
 * - `price*` filters and sorts by the cash price (the purchase row's total_price).
 * - `q` is free text; every word must occur in make, model, variant, colour or town.
 * - `seatsMin` and `towingWeightMin` are minimums: at least that many seats, a braked towing
 *   weight of at least that many kg (0 kg means not approved for towing, so any minimum excludes it).
 * - `electricRangeMin` and the `range_desc` sort use the WLTP electric range; vehicles without one
 *   (no plug) do not match a minimum and come last in `range_desc`.
 * - `pageSize=0` returns only `total`, facets and ranges (for quick search).
 */
export const stockSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    condition: z.array(conditionSchema).optional(),
    type: z.array(vehicleTypeSchema).optional(),
    brand: z.array(slug).optional(),
    model: z.array(slug).optional(),
    fuel: z.array(fuelSchema).optional(),
    transmission: z.array(transmissionSchema).optional(),
    driveType: z.array(driveTypeSchema).optional(),
    bodyStyle: z.array(bodyStyleSchema).optional(),
    colour: z.array(colourGroupSchema).optional(),
    location: z.array(slug).optional(),
    equipment: z.array(equipmentKeySchema).optional(),
    acquisitionType: acquisitionTypeSchema.optional(),
    priceMin: queryInt().min(0).optional(),
    priceMax: queryInt().min(0).optional(),
    monthlyMin: queryInt().min(0).optional(),
    monthlyMax: queryInt().min(0).optional(),
    yearMin: queryInt().min(1950).max(2100).optional(),
    yearMax: queryInt().min(1950).max(2100).optional(),
    mileageMin: queryInt().min(0).optional(),
    mileageMax: queryInt().min(0).optional(),
    powerMin: queryInt().min(0).optional(),
    powerMax: queryInt().min(0).optional(),
    electricRangeMin: queryInt().min(0).optional(),
    seatsMin: queryInt().min(1).max(20).optional(),
    towingWeightMin: queryInt().min(0).max(10_000).optional(),
    sort: z.enum(stockSortOptions).default('newest'),
    page: queryInt().min(1).max(10_000).default(1),
    pageSize: queryInt().min(0).max(maxStockPageSize).default(24),
  })
  .meta({ id: 'StockSearchQuery' })
export type StockSearchQuery = z.input<typeof stockSearchQuerySchema>
export type StockSearchQueryParsed = z.output<typeof stockSearchQuerySchema>

/**
 * Facet counts: for each value, how many vehicles would match if the value were
 * selected (together with the other filters; within the same OR-field the field's
 * own selection is ignored, for `equipment` it is kept since it is AND-ed).
 * Values with count 0 are included only when selected.
 *
 * `seats` and `towingWeight` count exact values: the seat count and the braked
 * towing weight in kg (`0` = not approved for towing), as decimal strings in
 * ascending numeric order. Their filters are minimums, so what "at least N" would
 * give is the sum of the counts of the values ≥ N; like the other fields, their
 * counts ignore their own filter (`seatsMin`, `towingWeightMin`).
 */
export const stockFacetsSchema = z
  .object(Object.fromEntries(stockFacetFields.map((f) => [f, z.array(facetValueSchema)])) as Record<StockFacetField, z.ZodArray<typeof facetValueSchema>>)
  .meta({ id: 'StockFacets' })
export type StockFacets = z.infer<typeof stockFacetsSchema>

const rangeSchema = z.object({ min: z.int(), max: z.int() }).nullable()

/** Min and max of the numeric filters among the matching vehicles (ignoring that filter itself). */
export const stockRangesSchema = z
  .object({
    price: rangeSchema,
    monthly: rangeSchema,
    year: rangeSchema,
    mileage: rangeSchema,
    power: rangeSchema,
  })
  .meta({ id: 'StockRanges' })
export type StockRanges = z.infer<typeof stockRangesSchema>

export const stockSearchResultSchema = z
  .object({
    ...pageInfoShape,
    sort: z.enum(stockSortOptions),
    items: z.array(vehicleSummarySchema),
    facets: stockFacetsSchema,
    ranges: stockRangesSchema,
  })
  .meta({ id: 'StockSearchResult' })
export type StockSearchResult = z.infer<typeof stockSearchResultSchema>

export const vehicleIdParamsSchema = z.object({
  vehicleId: z
    .string()
    .min(1)
    .max(200)
    .meta({
      description: 'Vehicle slug (`104233-1-mercedes-benz-glc-300e-4matic`) or bare stock number.',
      param: { example: '104233-1-mercedes-benz-glc-300e-4matic' },
    }),
})

/** Query of `GET /stock/availability`: up to 100 vehicle ids (slugs or stock numbers). */
export const availabilityQuerySchema = z.object({ id: z.array(z.string().min(1).max(200)).min(1).max(maxAvailabilityIds) }).meta({ id: 'AvailabilityQuery' })

export const availabilityResultSchema = z
  .object({
    items: z.array(
      z.object({
        /** The id as asked for. */
        id: z.string(),
        available: z.boolean(),
        /** Current canonical slug when available (may differ from `id`). */
        canonicalId: slug.nullable(),
      }),
    ),
  })
  .meta({ id: 'AvailabilityResult' })
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>

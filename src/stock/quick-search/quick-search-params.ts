/**
 * The quick search blocks' choices (spec 2.1: car-company, default and
 * financial variants). Their GET form posts the /lager search parameters
 * directly, so this only maps the block's state to the overview's search.
 */
import { z } from 'zod/mini'
import { slugValue } from '#src/navigation/search-value.ts'
import { fuels } from '#src/product-api/contract/vocabulary.ts'
import { parseStockSearch, stockCategories, type StockSearch } from '../search/stock-search-params.ts'

export const quickSearchVariants = ['car-company', 'default', 'financial'] as const
export type QuickSearchVariant = (typeof quickSearchVariants)[number]

/** Price types the financial variant offers (monthly prices); unset means the lowest monthly price. */
export const quickSearchMonthlyTypes = ['private_lease', 'private_finance', 'business_lease'] as const

export const quickSearchInputSchema = z.object({
  /** A fixed category of the block (new, used or vans). */
  type: z.optional(z.enum(stockCategories)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  brand: z.optional(slugValue),
  model: z.optional(slugValue),
  fuel: z.optional(z.enum(fuels)),
  priceMax: z.optional(z.int().check(z.minimum(0), z.maximum(100_000_000))),
  monthlyMax: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
  acquisition: z.optional(z.enum(quickSearchMonthlyTypes)),
})
export type QuickSearchInput = z.infer<typeof quickSearchInputSchema>

/** A quick search's options and live result count (a count-only search). */

export function toQuickSearchSearch(input: QuickSearchInput): StockSearch {
  return parseStockSearch({
    type: input.type,
    q: input.q,
    brand: input.brand,
    model: input.model,
    fuel: input.fuel,
    priceMax: input.priceMax,
    monthlyMax: input.monthlyMax,
    acquisition: input.acquisition,
  })
}

/** Price ceilings offered by the quick search and the overview (kr.). */
export const priceSteps = [50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000] as const

/** Monthly price steps (kr./md.). */
export const monthlySteps = [1_500, 2_000, 2_500, 3_000, 3_500, 4_000, 5_000, 6_000, 7_500, 10_000, 15_000] as const

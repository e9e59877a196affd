/**
 * The quick search blocks' choices (spec 2.1: car-company, default and
 * financial variants). Their GET form posts the /lager search parameters
 * directly, so this only maps the block's state to the overview's search.
 * The block loads it when it needs it (its first focus, a submit, or
 * choices made before its scripts ran): zod is not on the first load of the
 * pages the block is on (ADR 0031).
 */
import { z } from 'zod/mini'
import { slugValue } from '#src/navigation/search-value.ts'
import { fuels } from '#src/product-api/contract/vocabulary.ts'
import { parseStockSearch, stockCategories, type StockSearch } from '../search/stock-search-params.ts'
import { quickSearchMonthlyTypes } from './quick-search-choices.ts'

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

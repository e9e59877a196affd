/**
 * Search parameters of a vehicle detail page: the price type and VAT basis
 * the shopper browsed the overview with, so the matching price block opens.
 * Invalid values are dropped, never an error.
 */
import { z } from 'zod/mini'
import { priceTypes } from '#app.config'
import { vatModes } from '#src/pricing/price-view.ts'

const detailSearchSchema = z.object({
  acquisition: z.catch(z.optional(z.enum(priceTypes)), undefined),
  vat: z.catch(z.optional(z.enum(vatModes)), undefined),
})
export type DetailSearch = z.output<typeof detailSearchSchema>

export function parseDetailSearch(input: Record<string, unknown>): DetailSearch {
  const parsed = detailSearchSchema.parse({ acquisition: input.acquisition, vat: input.vat })
  return { acquisition: parsed.acquisition, vat: parsed.vat }
}

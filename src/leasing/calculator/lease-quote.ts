/** A quote as the calculator shows it, and the site's answer to a quote request (types only). */
import type { QuoteAnswer } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'

export interface LeaseQuote {
  /** The calculation's price row with its representative example. */
  priceRow: PriceRowValues
  /** The residual value (lease) or restgæld (loan) the calculation ends with, kr. */
  residualValue: number
  /** The price the calculation started from, kr. */
  cashPrice: number
}

/** `failed`: the product API could not be reached (the machine shows its error with a retry). */
export type QuoteResult = QuoteAnswer<LeaseQuote> | { outcome: 'failed' }

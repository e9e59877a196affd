/**
 * What the quick search blocks offer (spec 2.1): their variants, field names,
 * price types and price steps. Without zod, so the block's first load has
 * none (ADR 0031); the schema that validates its choices is in
 * quick-search-params.ts.
 */

export const quickSearchVariants = ['car-company', 'default', 'financial'] as const
export type QuickSearchVariant = (typeof quickSearchVariants)[number]

/** Price types the financial variant offers (monthly prices); unset means the lowest monthly price. */
export const quickSearchMonthlyTypes = ['private_lease', 'private_finance', 'business_lease'] as const

/** The block's fields, named as /lager's search parameters (its GET form posts them there). */
export const quickSearchFieldKeys = ['type', 'q', 'brand', 'model', 'fuel', 'priceMax', 'monthlyMax', 'acquisition'] as const
export type QuickSearchFieldKey = (typeof quickSearchFieldKeys)[number]

/** Price ceilings offered by the quick search and the overview (kr.). */
export const priceSteps = [50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000] as const

/** Monthly price steps (kr./md.). */
export const monthlySteps = [1_500, 2_000, 2_500, 3_000, 3_500, 4_000, 5_000, 6_000, 7_500, 10_000, 15_000] as const

/**
 * Whether the fields show other choices than `state` (the visitor chose before the page's scripts ran):
 * then the block reads them with the schema. Compared as the fields' text.
 */
export function fieldsDiffer(fields: FormData, state: Partial<Record<QuickSearchFieldKey, string | number | undefined>>): boolean {
  return quickSearchFieldKeys.some((key) => {
    const raw = fields.get(key)
    return (typeof raw === 'string' ? raw : '') !== String(state[key] ?? '')
  })
}

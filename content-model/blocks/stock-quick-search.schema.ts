/** The schema of the stock quick search block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, optionField, optionalText } from '../fields.ts'
import { brandSlugSchema } from './brand-slug.schema.ts'

export const quickSearchVariants = ['default', 'car_company', 'financial'] as const

/**
 * Stock quick search (spec 2.1) in three variants: `default` (brand, model,
 * fuel, max price), `car_company` (one brand, fixed), `financial` (monthly
 * payment and financing type instead of price). The block renders the stock
 * feature's quick search (src/stock/quick-search/, passed in as a feature
 * slot), a GET form to /lager with the overview's own parameters; its options
 * and live count are loaded with the page (src/content/block-data.server.ts).
 */
export const stockQuickSearchSchema = /* @__PURE__ */ blok('stock_quick_search', {
  variant: /* @__PURE__ */ optionField(quickSearchVariants, 'default'),
  heading: optionalText,
  /** For car_company: the brand searched; otherwise the preselected brand. */
  brand: z
    .union([brandSlugSchema, z.literal('')])
    .nullish()
    .transform((v) => v ?? ''),
  condition: /* @__PURE__ */ optionField(['all', 'new', 'used'], 'all'),
  /** `van` limits the search to vans; `passenger` is accepted but searches every vehicle (/lager has no cars-only category). */
  vehicle_type: /* @__PURE__ */ optionField(['all', 'passenger', 'van'], 'all'),
  submit_label: optionalText,
}).refine((b) => b.variant !== 'car_company' || b.brand !== '', { message: 'vælg mærket for bilhusvarianten', path: ['brand'] })

export type StockQuickSearchBlok = z.output<typeof stockQuickSearchSchema>

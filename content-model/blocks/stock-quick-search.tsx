import { z } from 'zod'
import type { PropsOf } from '../block-definition.ts'
import { blok, optionField, optionalText } from '../fields.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { brandSlugSchema } from './brands.ts'

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

/** The overview's categories a block can fix (the stock feature's StockCategory). */
export type QuickSearchCategory = 'new' | 'used' | 'van'

/** What a quick search starts with: the stock feature's QuickSearchInput, as far as a block sets it. */
export interface QuickSearchBlockInput {
  brand: string | undefined
  type: QuickSearchCategory | undefined
}

/**
 * The overview's category for the block's fixed filters. /lager has one
 * category (new, used or vans), so a block for new vans searches every van:
 * the vehicle type is the more specific choice of the two.
 */
export function quickSearchCategory(b: Pick<StockQuickSearchBlok, 'condition' | 'vehicle_type'>): QuickSearchCategory | undefined {
  if (b.vehicle_type === 'van') return 'van'
  return b.condition === 'all' ? undefined : b.condition
}

/** What the block starts searching with: the input its options are loaded for, on the server and in the browser. */
export function quickSearchBlockInput(b: StockQuickSearchBlok): QuickSearchBlockInput {
  return { brand: b.brand || undefined, type: quickSearchCategory(b) }
}

export function StockQuickSearch({ blok }: PropsOf<typeof stockQuickSearchSchema>) {
  const data = useBlockData(blok._uid, 'stock-quick-search')
  const { StockQuickSearch: FeatureQuickSearch } = useContent().slots
  return (
    <div className="quick-search-block" {...editable(blok)}>
      <FeatureQuickSearch blok={blok} options={data?.options} />
    </div>
  )
}

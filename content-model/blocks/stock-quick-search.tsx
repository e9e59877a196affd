import type { PropsOf } from '../block-definition.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import type { stockQuickSearchSchema, StockQuickSearchBlok } from './stock-quick-search.schema.ts'

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

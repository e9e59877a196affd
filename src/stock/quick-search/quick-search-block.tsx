import type { ComponentProps } from 'react'
import { quickSearchBlockInput } from '#content-model/blocks/stock-quick-search.tsx'
import type { FeatureSlots } from '#content-model/render/content-context.tsx'
import { StockQuickSearch } from './stock-quick-search.tsx'

/**
 * The stock quick search as the content model's `stock_quick_search` block
 * places it (the block's StockQuickSearch feature slot): the block's fields
 * mapped onto the quick search, with the options loaded with the page.
 */
export function QuickSearchBlock({ blok, options }: ComponentProps<FeatureSlots['StockQuickSearch']>) {
  const input = quickSearchBlockInput(blok)
  return (
    <StockQuickSearch
      variant={blok.variant === 'car_company' ? 'car-company' : blok.variant}
      brand={input.brand}
      heading={blok.heading || undefined}
      category={input.type}
      submitLabel={blok.submit_label || undefined}
      initialOptions={options}
    />
  )
}

/**
 * A quick search's options and live count from the product API (server only):
 * the server function the block calls from the browser, and the content
 * loader that renders the block complete on the server, use this one search.
 */
import { productApi } from '#src/server/product-api.server.ts'
import { toStockApiQuery } from '../search/stock-search-params.ts'
import type { QuickSearchOptions } from '#content-model/block-data.ts'
import { toQuickSearchSearch, type QuickSearchInput } from './quick-search-params.ts'

export async function quickSearchOptions(input: QuickSearchInput): Promise<QuickSearchOptions> {
  const result = await productApi().searchStock(toStockApiQuery(toQuickSearchSearch(input), 0))
  return {
    total: result.total,
    brands: result.facets.brand,
    models: input.brand ? result.facets.model : [],
    fuels: result.facets.fuel,
    ranges: { price: result.ranges.price, monthly: result.ranges.monthly },
  }
}

import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { formatInteger } from '#src/format/format.ts'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { StockOverviewData } from './overview-data.ts'

/** A brand's name as the API gives it in the brand facet (always sent with its labels). */
function brandLabel(data: StockOverviewData | undefined, brand: string): string {
  const facet = data?.facets.brand
  const i = facet?.values.indexOf(brand) ?? -1
  return (i >= 0 && facet?.labels?.[i]) || brand
}

/** Title and description of /lager: the brands filtered on and the page number make each listing's title distinct. */
export function stockOverviewHead(data: StockOverviewData | undefined, search: StockSearch, stylesheet: string) {
  const brandNames = (search.brand ?? []).map((b) => brandLabel(data, b))
  let title = brandNames.length ? m.stock_overview_title_brands({ brands: brandNames.join(', ') }) : m.stock_overview_title()
  if (search.page) title = m.stock_overview_title_page({ title, page: String(search.page) })
  return {
    // Without data (a failed load) the error page's title from the root route stays.
    meta: data ? [{ title: withSiteName(title) }, { name: 'description', content: m.stock_overview_description({ count: formatInteger(data.total) }) }] : [],
    links: [{ rel: 'stylesheet', href: stylesheet }],
  }
}

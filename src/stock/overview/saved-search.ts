/**
 * A /lager search as a search agent keeps it (issue 35): the product API's
 * filters of the search (the distance filter as the locations within it when
 * the agent is made), without sorting and paging, and its public address.
 */
import type { AgentSearch } from '../../product-api/contract/search-agents.ts'
import { toStockApiQuery, type StockSearch } from '../search/stock-search-params.ts'
import type { StockNear } from './overview-data.ts'

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

export function savedSearchFilters(search: StockSearch, near: StockNear | null): AgentSearch {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = toStockApiQuery(search)
  const location =
    near?.status === 'found' ? near.locations.map((l) => l.slug).filter((slug) => !search.location || search.location.includes(slug)) : filters.location
  return Object.fromEntries(Object.entries({ ...filters, location }).filter(([, v]) => !isEmpty(v))) as AgentSearch
}

/** The search's public address without paging and the facets shown whole: `/lager?brand=renault`. */
export function savedSearchPath(publicPath: string, searchStr: string): string {
  const params = new URLSearchParams(searchStr)
  for (const key of ['page', 'vis']) params.delete(key)
  const query = params.toString()
  return query ? `${publicPath}?${query}` : publicPath
}

/**
 * Which cars a search agent mails about (issue 35). A new car matches a
 * search agent when the stock search with the agent's filters would find it:
 * the same stock index the API's search uses answers it, built over that one
 * car, so an agent and /lager never disagree on what "matches" means.
 * A watched car's price drop is its cash price going below the price last
 * told (the price when the agent was made, then each price mailed).
 */
import type { AgentSearch } from '#src/product-api/contract/search-agents.ts'
import type { VehicleRecord } from '../data/vehicles.ts'
import { buildStockIndex, createBitset } from '../stock-index.ts'

export function matchesSearch(search: AgentSearch, record: VehicleRecord): boolean {
  const index = buildStockIndex([record])
  return index.search({ ...search, sort: 'newest', page: 1, pageSize: 0 }, createBitset(1, true)).total === 1
}

/** The cash price (the purchase row), or null when the car is not for sale for cash. */
export function cashPriceOf(record: Pick<VehicleRecord, 'prices'>): number | null {
  return record.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? null
}

/** The drop from the price last told to the current one, or null when the price did not go down. */
export function priceDrop(lastToldPrice: number | null, record: Pick<VehicleRecord, 'prices'>): { from: number; to: number } | null {
  const now = cashPriceOf(record)
  if (lastToldPrice === null || now === null || now >= lastToldPrice) return null
  return { from: lastToldPrice, to: now }
}

/**
 * The mock product API's state and the shape of its handlers, apart from the
 * handlers themselves (api-handlers.ts), so the registry and the search agents,
 * whose handlers api-handlers.ts merges, do not import it back.
 */
import type { OperationId, OperationRequest, OperationResponse } from '#src/product-api/contract/operations.ts'
import { parseVehicleId } from '#src/product-api/vehicle-id.ts'
import type { ChatStore } from './chat.ts'
import type { DataSet } from './data/data-set.ts'
import type { SearchAgentService } from './search-agents/search-agent-service.ts'
import { hasBit, type Bitset, type StockIndex } from './stock-index.ts'
import type { SubmissionStore } from './submission-store.ts'

export interface MockState {
  data: DataSet
  index: StockIndex
  /** Bit i set: vehicle i is available (controls can clear it). */
  available: Bitset
  byStockNumber: Map<number, number>
  submissions: SubmissionStore
  chat: ChatStore
  /** Search agents and price-drop notices (search-agents/). */
  searchAgents: SearchAgentService
  now(): Date
}

export interface HandlerResult<K extends OperationId> {
  status?: 200 | 201
  body: OperationResponse<K>
}

export type Handlers = {
  [K in OperationId]: (request: OperationRequest<K>, state: MockState) => HandlerResult<K> | Promise<HandlerResult<K>>
}

const knownMakes = (state: MockState) => [...new Set(state.data.vehicles.map((v) => v.brand.slug))]

/** Index of an available vehicle for a slug or stock number, or undefined. */
export function findVehicleIndex(state: MockState, vehicleId: string, includeUnavailable = false): number | undefined {
  const parsed = parseVehicleId(vehicleId, knownMakes(state))
  if (!parsed) return undefined
  const index = state.byStockNumber.get(parsed.stockNumber)
  if (index === undefined) return undefined
  if (!includeUnavailable && !hasBit(state.available, index)) return undefined
  return index
}

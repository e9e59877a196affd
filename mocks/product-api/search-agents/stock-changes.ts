/**
 * Stock changes the search agents react to (issue 35), made through the
 * mock's test controls: a new car comes in (a copy of a car in stock with a
 * new stock number, listed today), and a car's price changes (its price rows
 * priced again, the price history extended, the "Før"-price the lowest of
 * the 30 days before the reduction). The stock index is rebuilt after each,
 * so the search, facets and vehicle pages show the change at once.
 */
import { inCopenhagen } from '#src/clock/clock.ts'
import { buildVehicleId } from '#src/product-api/vehicle-id.ts'
import { findVehicleIndex, type MockState } from '../mock-state.ts'
import { allModels } from '../data/catalogue.ts'
import { lowestBefore, stockPriceRows, type VehicleRecord } from '../data/vehicles.ts'
import { buildStockIndex, createBitset, hasBit, setBit } from '../stock-index.ts'
import { cashPriceOf } from './matching.ts'

export class StockChangeError extends Error {
  override name = 'StockChangeError'
}

/** The record's price rows for a new cash price (the price types it is offered with stay the same). */
export function repricedRecord(record: VehicleRecord, price: number, today: string): VehicleRecord {
  const model = allModels.find((m) => m.brand === record.brand.slug && m.slug === record.model.slug)
  if (!model) throw new StockChangeError(`Modellen ${record.model.slug} findes ikke i kataloget.`)
  const offers = (type: string) => record.prices.some((p) => p.acquisition_type === type)
  const history = [...record.priceHistory.filter((h) => h.from < today), { from: today, price }]
  const before = cashPriceOf(record) ?? price
  // The lowest price of the 30 days before the reduction: the history's days before today, and the price in
  // force until now (charged today, if it was set earlier today: the history keeps one price per day).
  const lowest = price < before ? Math.min(lowestBefore(history, today) ?? before, before) : null
  const discount = lowest !== null ? Math.max(0, lowest - price) : 0
  const rows = stockPriceRows({
    brand: record.brand.slug,
    model,
    fuel: record.fuel,
    condition: record.condition,
    commercial: record.type !== 'passenger',
    vatReportable: record.vatReportable,
    cashPrice: price,
    discount,
    listPrice: price,
    offerPrivateFinance: offers('private_finance'),
    offerBusinessFinance: offers('business_finance'),
    offerPrivateLease: offers('private_lease'),
    offerBusinessLease: offers('business_lease'),
  })
  const [first, ...rest] = rows
  const purchase = first && first.acquisition_type === 'purchase' ? { ...first, lowest_price_30_days: discount > 0 ? lowest : null } : first
  return { ...record, prices: purchase ? [purchase, ...rest] : rest, priceHistory: history }
}

function reindex(state: MockState): void {
  state.index = buildStockIndex(state.data.vehicles)
}

/** What the controls changed, per mock: the stock's size before the first added car, and the records repriced. */
const changes = new WeakMap<MockState, { size: number; repriced: Map<number, VehicleRecord> }>()
function changesOf(state: MockState) {
  let c = changes.get(state)
  if (!c) changes.set(state, (c = { size: state.data.vehicles.length, repriced: new Map() }))
  return c
}

/** Back to the generated stock: added cars removed, prices as generated. */
export function restoreStock(state: MockState): { removed: number; restored: number } {
  const c = changesOf(state)
  const removed = state.data.vehicles.length - c.size
  for (const record of state.data.vehicles.slice(c.size)) state.byStockNumber.delete(record.stockNumber)
  state.data.vehicles.length = c.size
  for (const [index, record] of c.repriced) state.data.vehicles[index] = record
  const restored = c.repriced.size
  c.repriced.clear()
  const available = createBitset(c.size)
  for (let i = 0; i < c.size; i++) if (hasBit(state.available, i)) setBit(available, i)
  state.available = available
  reindex(state)
  return { removed, restored }
}

/** Adds a copy of an available car as a new car in stock; its record. */
export function addVehicle(state: MockState, input: { like: string; price?: number | undefined }): VehicleRecord {
  const index = findVehicleIndex(state, input.like)
  const template = index === undefined ? undefined : state.data.vehicles[index]
  if (!template) throw new StockChangeError(`Bilen ${input.like} findes ikke på lager.`)
  changesOf(state)
  const today = inCopenhagen(state.now()).date
  const stockNumber = Math.max(...state.data.vehicles.map((v) => v.stockNumber)) + 1
  let record: VehicleRecord = {
    ...template,
    stockNumber,
    id: buildVehicleId({ stockNumber, brand: template.brand.slug, model: template.model.slug, variant: template.variant }),
    listedAt: today,
    priceHistory: [{ from: today, price: cashPriceOf(template) ?? 0 }],
  }
  if (input.price !== undefined)
    record = { ...repricedRecord({ ...record, priceHistory: [] }, input.price, today), priceHistory: [{ from: today, price: input.price }] }
  const position = state.data.vehicles.length
  state.data.vehicles.push(record)
  state.byStockNumber.set(stockNumber, position)
  const available = createBitset(state.data.vehicles.length)
  for (let i = 0; i < position; i++) if (hasBit(state.available, i)) setBit(available, i)
  setBit(available, position)
  state.available = available
  reindex(state)
  return record
}

/** Sets an available car's cash price; the record before and after. */
export function changePrice(state: MockState, input: { id: string; price: number }): { before: VehicleRecord; after: VehicleRecord } {
  const index = findVehicleIndex(state, input.id)
  const before = index === undefined ? undefined : state.data.vehicles[index]
  if (index === undefined || !before) throw new StockChangeError(`Bilen ${input.id} findes ikke på lager.`)
  const after = repricedRecord(before, input.price, inCopenhagen(state.now()).date)
  const c = changesOf(state)
  if (index < c.size && !c.repriced.has(index)) c.repriced.set(index, before)
  state.data.vehicles[index] = after
  reindex(state)
  return { before, after }
}

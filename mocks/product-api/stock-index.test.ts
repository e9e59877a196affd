import { describe, expect, it } from 'vitest'
import { stockSearchQuerySchema } from '../../src/product-api/contract/stock.ts'
import type { StockSearchQuery } from '../../src/product-api/contract/stock.ts'
import { createDataSet } from './data/data-set.ts'
import type { VehicleRecord } from './data/vehicles.ts'
import { buildStockIndex, createBitset, setBit } from './stock-index.ts'

const data = createDataSet({ vehicleCount: 10_000, mediaOrigin: 'http://127.0.0.1:4010' })
const index = buildStockIndex(data.vehicles)
const everyone = createBitset(data.vehicles.length, true)
const search = (q: StockSearchQuery, available = everyone) => index.search(stockSearchQuerySchema.parse(q), available)

const purchase = (v: VehicleRecord) => v.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? 0

describe('stock index (10,000 vehicles)', () => {
  it('matches a brute-force filter and its facet counts', () => {
    const q = { brand: ['mercedes-benz', 'renault'], fuel: ['electric', 'pluginhybrid'], yearMin: 2024, priceMax: 700_000, equipment: ['tow_bar'] } satisfies StockSearchQuery
    const outcome = search({ ...q, pageSize: 0 })
    const matches = (v: VehicleRecord, skip?: string) =>
      (skip === 'brand' || q.brand.includes(v.brand.slug)) &&
      (skip === 'fuel' || (q.fuel as string[]).includes(v.fuel)) &&
      v.productionYear >= 2024 &&
      purchase(v) <= 700_000 &&
      v.equipment.includes('tow_bar')
    expect(outcome.total).toBe(data.vehicles.filter((v) => matches(v)).length)
    expect(outcome.total).toBeGreaterThan(50)
    // Brand counts ignore the brand filter, fuel counts ignore the fuel filter.
    const volvo = data.vehicles.filter((v) => v.brand.slug === 'volvo' && matches(v, 'brand')).length
    expect(outcome.facets.brand.find((f) => f.value === 'volvo')?.count ?? 0).toBe(volvo)
    const diesel = data.vehicles.filter((v) => v.fuel === 'diesel' && matches(v, 'fuel')).length
    expect(outcome.facets.fuel.find((f) => f.value === 'diesel')?.count ?? 0).toBe(diesel)
    const location = data.vehicles.filter((v) => v.location.slug === 'bilhuset-nord-greve' && matches(v)).length
    expect(outcome.facets.location.find((f) => f.value === 'bilhuset-nord-greve')?.count).toBe(location)
  })

  it('pages a sort order like a full sort would', () => {
    const outcome = search({ type: ['van'], sort: 'mileage_desc', page: 3, pageSize: 10 })
    const expected = data.vehicles
      .map((v, i) => ({ v, i }))
      .filter(({ v }) => v.type === 'van')
      .sort((a, b) => b.v.mileageKm - a.v.mileageKm || b.v.stockNumber - a.v.stockNumber)
      .slice(20, 30)
      .map(({ v }) => v.mileageKm)
    expect(outcome.page.map((i) => data.vehicles[i]?.mileageKm)).toEqual(expected)
  })

  it('puts vehicles without the monthly price last and leaves out unavailable ones', () => {
    const available = createBitset(data.vehicles.length, true)
    const cheapest = search({ sort: 'monthly_asc', pageSize: 1 }).page[0] ?? -1
    setBit(available, cheapest, false)
    const next = search({ sort: 'monthly_asc', pageSize: 1 }, available)
    expect(next.page[0]).not.toBe(cheapest)
    expect(next.total).toBe(data.vehicles.length - 1)
    const last = search({ sort: 'monthly_desc', pageSize: 1, page: data.vehicles.length })
    expect(data.vehicles[last.page[0] ?? 0]?.prices.every((p) => p.monthly_installment === null)).toBe(true)
  })

  it('answers a search in well under a few milliseconds', () => {
    const queries: StockSearchQuery[] = [
      {},
      { brand: ['mercedes-benz'], sort: 'price_desc' },
      { fuel: ['electric'], acquisitionType: 'private_lease', sort: 'monthly_asc', page: 3 },
      { q: 'sprinter kassevogn', type: ['van'] },
      { equipment: ['tow_bar', 'heated_front_seats', 'navigation_system'], condition: ['used'], mileageMax: 60_000 },
    ]
    const started = performance.now()
    const rounds = 40
    for (let r = 0; r < rounds; r++) for (const q of queries) search(q)
    const perSearch = (performance.now() - started) / (rounds * queries.length)
    expect(perSearch).toBeLessThan(8)
  })
})

import { describe, expect, it } from 'vitest'
import { stockSearchQuerySchema } from '#src/product-api/contract/stock.ts'
import type { StockSearchQuery } from '#src/product-api/contract/stock.ts'
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
    const q = {
      brand: ['mercedes-benz', 'renault'],
      fuel: ['electric', 'pluginhybrid'],
      yearMin: 2024,
      priceMax: 700_000,
      equipment: ['tow_bar'],
    } satisfies StockSearchQuery
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

  it('filters by minimum seats and towing weight, with counts per exact value that ignore the own minimum', () => {
    const q = { fuel: ['diesel', 'pluginhybrid'], seatsMin: 7, towingWeightMin: 2_000 } satisfies StockSearchQuery
    const outcome = search({ ...q, pageSize: 0 })
    const matches = (v: VehicleRecord, skip?: 'seats' | 'towing') =>
      (q.fuel as string[]).includes(v.fuel) && (skip === 'seats' || v.seats >= 7) && (skip === 'towing' || v.towingWeightKg >= 2_000)
    expect(outcome.total).toBe(data.vehicles.filter((v) => matches(v)).length)
    expect(outcome.total).toBeGreaterThan(10)
    // Seat counts are for the other filters only: what choosing another minimum would give.
    const fiveSeats = data.vehicles.filter((v) => v.seats === 5 && matches(v, 'seats')).length
    expect(fiveSeats).toBeGreaterThan(0)
    expect(outcome.facets.seats.find((f) => f.value === '5')?.count).toBe(fiveSeats)
    expect(outcome.facets.seats.map((f) => Number(f.value))).toEqual([...new Set(outcome.facets.seats.map((f) => Number(f.value)))].sort((a, b) => a - b))
    const atLeast7 = outcome.facets.seats.filter((f) => Number(f.value) >= 7).reduce((s, f) => s + f.count, 0)
    expect(atLeast7).toBe(outcome.total)
    const noTowing = data.vehicles.filter((v) => v.towingWeightKg === 0 && matches(v, 'towing')).length
    expect(outcome.facets.towingWeight.find((f) => f.value === '0')).toMatchObject({ label: 'Ikke godkendt til træk', count: noTowing })
    // Other facets include both minimums.
    const diesel = data.vehicles.filter((v) => v.fuel === 'diesel' && v.seats >= 7 && v.towingWeightKg >= 2_000).length
    expect(outcome.facets.fuel.find((f) => f.value === 'diesel')?.count).toBe(diesel)
    // A minimum no vehicle reaches matches nothing.
    expect(search({ seatsMin: 20, pageSize: 0 }).total).toBe(0)
  })

  it('sorts by electric range, longest first, vehicles without one last', () => {
    const first = search({ sort: 'range_desc', pageSize: 24 }).page.map((i) => data.vehicles[i]?.electricRangeKm ?? 0)
    const longest = Math.max(...data.vehicles.map((v) => v.electricRangeKm ?? 0))
    expect(first[0]).toBe(longest)
    expect(first.every((r, i) => i === 0 || (first[i - 1] ?? 0) >= r)).toBe(true)
    const last = search({ sort: 'range_desc', pageSize: 1, page: data.vehicles.length }).page[0] ?? 0
    expect(data.vehicles[last]?.electricRangeKm).toBeNull()
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
})

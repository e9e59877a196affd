import { describe, expect, it } from 'vitest'
import type { StockFacets } from '#src/product-api/contract/stock.ts'
import { parseStockSearch } from '../search/stock-search-params.ts'
import { filterChips } from './active-filters.ts'
import { minimumOptions, seatSteps, towingSteps } from './minimum-options.ts'
import { categoryCounts, facetPreview } from './overview-data.ts'

const facets = (partial: Partial<StockFacets>): StockFacets => ({
  condition: [],
  type: [],
  brand: [],
  model: [],
  bodyStyle: [],
  fuel: [],
  transmission: [],
  driveType: [],
  colour: [],
  location: [],
  acquisitionType: [],
  equipment: [],
  seats: [],
  towingWeight: [],
  ...partial,
})

describe('categoryCounts', () => {
  it('takes new and used from the condition facet and vans (incl. trucks) from the type facet', () => {
    const counts = categoryCounts(
      facets({
        condition: [
          { value: 'new', label: 'Ny', count: 194 },
          { value: 'used', label: 'Brugt', count: 206 },
        ],
        type: [
          { value: 'passenger', label: 'Personbil', count: 354 },
          { value: 'van', label: 'Varevogn', count: 40 },
          { value: 'truck', label: 'Lastbil', count: 6 },
        ],
      }),
    )
    expect(counts).toEqual({ new: 194, used: 206, van: 46 })
  })
})

describe('filterChips', () => {
  it('labels each chosen value, with the API’s labels first', () => {
    const chips = filterChips(
      parseStockSearch({ type: 'used', brand: ['mercedes-benz'], fuel: ['electric'], priceMax: 300000, acquisition: 'private_lease' }),
      facets({ brand: [{ value: 'mercedes-benz', label: 'Mercedes-Benz', count: 3 }] }),
    )
    expect(chips.map((c) => c.label.replace(/\u00a0/g, ' '))).toEqual(['Brugte biler', 'Mercedes-Benz', 'El', 'Pris til 300.000 kr.', 'Privatleasing'])
  })
})

describe('filterChips for the minimums', () => {
  it('names the seat and towing minimums in Danish', () => {
    const chips = filterChips(parseStockSearch({ seatsMin: 7, towingMin: 1500 }), facets({}))
    expect(chips.map((c) => [c.key, c.label.replace(/\u00a0/g, ' ')])).toEqual([
      ['seatsMin', 'Mindst 7 sæder'],
      ['towingMin', 'Trækvægt mindst 1.500 kg'],
    ])
  })
})

describe('minimumOptions', () => {
  const seats = [
    { value: '2', label: '2 sæder', count: 30 },
    { value: '5', label: '5 sæder', count: 300 },
    { value: '7', label: '7 sæder', count: 20 },
    { value: '9', label: '9 sæder', count: 5 },
  ]

  it('counts each "at least" step as the sum of the exact values at or above it', () => {
    expect(minimumOptions(seatSteps, seats, undefined)).toEqual([
      { value: 5, count: 325 },
      { value: 7, count: 25 },
      { value: 9, count: 5 },
    ])
  })

  it('keeps the chosen minimum, also one that is not a step or gives nothing', () => {
    expect(minimumOptions(seatSteps, seats, 8).map((o) => o.value)).toEqual([5, 7, 8, 9])
    expect(minimumOptions(towingSteps, [{ value: '0', count: 40 }], 1_000)).toEqual([{ value: 1_000, count: 0 }])
  })
})

describe('facetPreview', () => {
  const value = (v: string, count: number) => ({ value: v, label: v.toUpperCase(), count })
  // Ten values in the facet's own order; b and j are the least frequent.
  const ten = [
    value('a', 50),
    value('b', 1),
    value('c', 40),
    value('d', 30),
    value('e', 20),
    value('f', 60),
    value('g', 70),
    value('h', 80),
    value('i', 90),
    value('j', 2),
  ]

  it('keeps the 8 most frequent values in the facet’s own order', () => {
    expect(facetPreview(ten, undefined, false).map((f) => f.value)).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])
  })

  it('keeps a chosen value that is not among them', () => {
    expect(facetPreview(ten, ['b'], false).map((f) => f.value)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])
  })

  it('gives every value when the facet is shown whole or has no more than 8', () => {
    expect(facetPreview(ten, undefined, true)).toHaveLength(10)
    expect(facetPreview(ten.slice(0, 8), undefined, false)).toHaveLength(8)
  })
})

describe('the vis parameter', () => {
  it('keeps the checkbox facets to show whole, sorted, and drops anything else', () => {
    expect(parseStockSearch({ vis: ['model', 'equipment', 'price', 'equipment'] }).vis).toEqual(['equipment', 'model'])
    expect(parseStockSearch({ vis: 'nonsense' }).vis).toBeUndefined()
  })
})

/**
 * The chosen filters as removable chips, with Danish labels. The labels of
 * list values come from the facets (the API's Danish labels), falling back to
 * the contract's labels and finally to the value itself.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import {
  acquisitionTypeLabels,
  bodyStyleLabels,
  colourGroupLabels,
  driveTypeLabels,
  fuelLabels,
  transmissionLabels,
} from '#src/product-api/contract/vocabulary.ts'
import { equipmentFeatures } from '#src/product-api/contract/equipment-catalogue.ts'
import { formatInteger, formatKg, formatKm, formatKr, formatKrPerMonth } from '#src/format/format.ts'
import type { StockNear } from './overview-data.ts'
import type { ListFacetField, OverviewFacets } from './overview-facets.ts'
import { stockListKeys, type StockFilterKey, type StockListKey, type StockSearch } from '../search/stock-search-params.ts'

export interface FilterChip {
  key: StockFilterKey
  /** The list value the chip removes; undefined for single-valued filters. */
  value?: string
  label: string
}

const facetFieldOf: Record<StockListKey, ListFacetField> = {
  brand: 'brand',
  model: 'model',
  body: 'bodyStyle',
  fuel: 'fuel',
  transmission: 'transmission',
  drive: 'driveType',
  colour: 'colour',
  location: 'location',
  equipment: 'equipment',
}

const equipmentLabels: Record<string, string> = Object.fromEntries(equipmentFeatures.map((f) => [f.key, f.label]))

const contractLabels: Partial<Record<StockListKey, Record<string, string>>> = {
  body: bodyStyleLabels,
  fuel: fuelLabels,
  transmission: transmissionLabels,
  drive: driveTypeLabels,
  colour: colourGroupLabels,
  equipment: equipmentLabels,
}

function categoryLabel(category: NonNullable<StockSearch['type']>): string {
  switch (category) {
    case 'new':
      return m.stock_category_new()
    case 'used':
      return m.stock_category_used()
    case 'van':
      return m.stock_category_van()
  }
}

export function filterChips(search: StockSearch, facets: OverviewFacets, near: StockNear | null = null): FilterChip[] {
  const chips: FilterChip[] = []
  if (search.q) chips.push({ key: 'q', label: m.stock_chip_search({ text: search.q }) })
  if (search.type) chips.push({ key: 'type', label: categoryLabel(search.type) })
  for (const key of stockListKeys) {
    const values = search[key]
    if (!values) continue
    const facetLabels = new Map((facets[facetFieldOf[key]] ?? []).map((f) => [f.value, f.label]))
    for (const value of values) {
      chips.push({ key, value, label: facetLabels.get(value) ?? contractLabels[key]?.[value] ?? value })
    }
  }
  const add = (key: StockFilterKey, value: number | undefined, label: (v: number) => string) => {
    if (value !== undefined) chips.push({ key, label: label(value) })
  }
  add('priceMin', search.priceMin, (v) => m.stock_chip_price_min({ amount: formatKr(v) }))
  add('priceMax', search.priceMax, (v) => m.stock_chip_price_max({ amount: formatKr(v) }))
  add('monthlyMin', search.monthlyMin, (v) => m.stock_chip_monthly_min({ amount: formatKrPerMonth(v) }))
  add('monthlyMax', search.monthlyMax, (v) => m.stock_chip_monthly_max({ amount: formatKrPerMonth(v) }))
  add('yearMin', search.yearMin, (v) => m.stock_chip_year_min({ year: String(v) }))
  add('yearMax', search.yearMax, (v) => m.stock_chip_year_max({ year: String(v) }))
  add('mileageMax', search.mileageMax, (v) => m.stock_chip_mileage_max({ km: formatKm(v) }))
  add('rangeMin', search.rangeMin, (v) => m.stock_chip_range_min({ km: formatKm(v) }))
  add('seatsMin', search.seatsMin, (v) => m.stock_chip_seats_min({ count: formatInteger(v) }))
  add('towingMin', search.towingMin, (v) => m.stock_chip_towing_min({ weight: formatKg(v) }))
  // The distance filter as the server understood it (a place it does not know filters nothing: the form says so).
  if (near?.status === 'found') chips.push({ key: 'near', label: m.stock_chip_near({ km: String(near.radiusKm), place: near.label }) })
  if (search.acquisition) chips.push({ key: 'acquisition', label: acquisitionTypeLabels[search.acquisition] })
  return chips
}

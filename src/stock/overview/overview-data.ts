/**
 * The overview's view model: one page of vehicle cards with the price to show,
 * the facets and the category counts. Built on the server from the product
 * API's search result, so the page (and its hydration payload) carries only
 * what the cards show.
 */
import type { Image } from '#src/product-api/contract/common.ts'
import type { StockFacets, StockRanges, StockSearchResult } from '#src/product-api/contract/stock.ts'
import type { VehicleSummary } from '#src/product-api/contract/vehicle.ts'
import type { Condition, EnergyLabel, Fuel, Transmission, VehicleType } from '#src/product-api/contract/vocabulary.ts'
import type { VehicleAnalyticsData } from '#src/analytics/data-layer.ts'
import { vehicleAnalyticsData } from '../stock-analytics.ts'
import { cardPriceView, type PriceView } from '#src/pricing/price-view.ts'
import { displayPriceType, effectiveVat, vanTypes, type StockCategory, type StockSearch } from '../search/stock-search-params.ts'

export interface VehicleCard {
  id: string
  title: string
  variant: string
  condition: Condition
  type: VehicleType
  image: Image
  productionYear: number
  mileageKm: number
  fuel: Fuel
  transmission: Transmission
  powerHp: number
  electricRangeKm: number | null
  seats: number
  /** Braked towing weight, kg; 0 when not approved for towing. */
  towingWeightKg: number
  energyLabel: EnergyLabel
  town: string
  /** The price in the chosen price type; null when the vehicle is not offered so. */
  price: PriceView | null
  /** The vehicle as an analytics entity (spec 3), registered when the card is shown. */
  analytics: VehicleAnalyticsData
}

export interface StockOverviewData {
  total: number
  page: number
  pageCount: number
  cards: VehicleCard[]
  facets: StockFacets
  ranges: StockRanges
  /** Results each category would give with the other filters. */
  categoryCounts: Record<StockCategory, number>
}

export function toVehicleCard(v: VehicleSummary, search: StockSearch): VehicleCard {
  return {
    id: v.id,
    title: v.title,
    variant: v.variant,
    condition: v.condition,
    type: v.type,
    image: v.image,
    productionYear: v.productionYear,
    mileageKm: v.mileageKm,
    fuel: v.fuel,
    transmission: v.transmission,
    powerHp: v.powerHp,
    electricRangeKm: v.electricRangeKm,
    seats: v.seats,
    towingWeightKg: v.towingWeightKg,
    energyLabel: v.energyLabel,
    town: v.location.town,
    price: cardPriceView(v.prices, displayPriceType(search), effectiveVat(search)),
    analytics: vehicleAnalyticsData(v),
  }
}

function facetCount(facets: StockFacets, field: 'condition' | 'type', values: readonly string[]): number {
  return facets[field].filter((f) => values.includes(f.value)).reduce((sum, f) => sum + f.count, 0)
}

/**
 * Category counts from facets of a search without the category filter:
 * the condition facet gives new and used, the type facet the vans.
 */
export function categoryCounts(facetsWithoutCategory: StockFacets): Record<StockCategory, number> {
  return {
    new: facetCount(facetsWithoutCategory, 'condition', ['new']),
    used: facetCount(facetsWithoutCategory, 'condition', ['used']),
    van: facetCount(facetsWithoutCategory, 'type', vanTypes),
  }
}

export function toOverviewData(result: StockSearchResult, search: StockSearch, facetsWithoutCategory: StockFacets): StockOverviewData {
  return {
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    cards: result.items.map((v) => toVehicleCard(v, search)),
    facets: result.facets,
    ranges: result.ranges,
    categoryCounts: categoryCounts(facetsWithoutCategory),
  }
}

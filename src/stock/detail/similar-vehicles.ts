/**
 * Which vehicles a vehicle page suggests as "Lignende biler" (issue 17): up
 * to four other vehicles in stock, first of the same model (the cheapest
 * first), then of the same body style within ±20 % of the vehicle's cash
 * price. Pure: the server function runs the searches and hands the results in.
 */
import type { Vehicle, VehicleSummary } from '#src/product-api/contract/vehicle.ts'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { VehicleCards } from '../overview/overview-data.ts'

export const similarCount = 4

/**
 * No suggestions (none found, or they could not be loaded). Here rather than next to the
 * cards' view model: the vehicle route's loader needs it, and importing overview-data.ts
 * there put the overview's facet labels into the entry chunk every page loads.
 */
export const noVehicleCards: VehicleCards = { imageStart: '', imageEnd: '', altAfterTitle: false, cards: [] }

/**
 * "Lignende biler" as a vehicle page gets them: the cards, and each car's make (its brand slug, by card id).
 * The page links a car of another make without its own brand segment: a brand address of another make is
 * redirected (vehicle-route.ts), and a link should go straight to the car's address.
 */
export interface SimilarVehicleCards extends VehicleCards {
  makes: Record<string, string>
}

export const noSimilarVehicleCards: SimilarVehicleCards = { ...noVehicleCards, makes: {} }

/**
 * The brand segment of a similar car's link on a page under `pageBrand` (undefined: the page has none):
 * the page's brand for a car of that make, none for a car of another make (its canonical address).
 */
export function similarLinkBrand(pageBrand: string | undefined, carMake: string | undefined): string | undefined {
  return pageBrand !== undefined && carMake === pageBrand ? pageBrand : undefined
}
/** The price band around the vehicle's cash price, as a share either way. */
export const similarPriceBand = 0.2

function cashPrice(vehicle: Pick<Vehicle, 'prices'>): number | null {
  return vehicle.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? null
}

/** The stock searches behind the suggestions, most alike first. */
export function similarVehicleSearches(vehicle: Vehicle): StockSearch[] {
  const searches: StockSearch[] = [{ brand: [vehicle.brand.slug], model: [vehicle.model.slug], sort: 'price_asc' }]
  const price = cashPrice(vehicle)
  if (vehicle.bodyStyle && price !== null) {
    searches.push({
      body: [vehicle.bodyStyle],
      priceMin: Math.floor((price * (1 - similarPriceBand)) / 1_000) * 1_000,
      priceMax: Math.ceil((price * (1 + similarPriceBand)) / 1_000) * 1_000,
      sort: 'price_asc',
    })
  }
  return searches
}

/** The first `similarCount` vehicles of the results in order, without the vehicle itself and without repeats. */
export function pickSimilar(vehicleId: string, results: readonly (readonly VehicleSummary[])[]): VehicleSummary[] {
  const picked: VehicleSummary[] = []
  for (const items of results) {
    for (const item of items) {
      if (picked.length === similarCount) return picked
      if (item.id !== vehicleId && !picked.some((p) => p.id === item.id)) picked.push(item)
    }
  }
  return picked
}

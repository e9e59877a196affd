/**
 * Server functions of the stock feature. They are the only way stock pages
 * reach the product API: loaders call them (in-process during server
 * rendering, over HTTP after hydration), and they call `productApi()` on the
 * server. The browser never talks to the product API.
 *
 * Failures: a vehicle the API does not know is a value (`not-found`), so the
 * route can show the vehicle-not-found page with 404. Anything else (API
 * unavailable, contract violation, which the client has already reported)
 * becomes a `StockUnavailableError` without internal details, which the
 * route's error boundary shows as "Ups, noget gik galt" with status 500.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { productApi } from '../server/product-api.server.ts'
import { ContractViolationError, NotFoundError } from '../product-api/errors.ts'
import type { Location } from '../product-api/contract/location.ts'
import type { Vehicle } from '../product-api/contract/vehicle.ts'
import type { VehicleAnalyticsData } from '../analytics/data-layer.ts'
import { vehicleAnalyticsData } from './stock-analytics.ts'
import { defaultNearRadius, parseStockSearch, toStockApiQuery, type StockSearch } from './search/stock-search-params.ts'
import { toOverviewData, toVehicleCards, type StockNear, type StockOverviewData } from './overview/overview-data.ts'
import { findPlace } from '../places/place-lookup.server.ts'
import { readVocabularyWords } from './search/stock-text-vocabulary.ts'
import { distanceKm } from '../places/distance.ts'
import { similarVehicleSearches, pickSimilar, similarCount, noSimilarVehicleCards, type SimilarVehicleCards } from './detail/similar-vehicles.ts'
import type { QuickSearchOptions } from '#content-model/block-data.ts'
import { quickSearchInputSchema, type QuickSearchInput } from './quick-search/quick-search-params.ts'
import { quickSearchOptions } from './quick-search/quick-search-options.server.ts'
import { registryFactsView, type RegistryFactsView } from './detail/registry-facts-view.ts'

export type { QuickSearchOptions }

export class StockUnavailableError extends Error {
  override name = 'StockUnavailableError'
}

function unavailable(what: string, error: unknown): never {
  // Contract violations are reported by the client's onContractViolation hook; log the rest.
  if (!(error instanceof ContractViolationError)) console.error(`${what}:`, error)
  throw new StockUnavailableError('Lagerdata kunne ikke hentes.')
}

async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    unavailable(what, error)
  }
}

/**
 * "Inden for N km af <postnummer eller by>" (issue 17): the place (src/places,
 * server only) and our locations within the radius, nearest first.
 */
async function nearLocations(near: string | number, radiusKm: number): Promise<StockNear> {
  const text = String(near)
  const place = findPlace(text)
  if (!place) return { status: 'unknown', text }
  const list = await productApi().listLocations()
  const locations = list.items
    .map((l) => ({ slug: l.slug, name: l.name, km: Math.round(distanceKm(place, l.coordinates) * 10) / 10 }))
    .filter((l) => l.km <= radiusKm)
    .sort((a, b) => a.km - b.km)
  return { status: 'found', label: place.label, radiusKm, locations }
}

/**
 * The product-API query of an overview search: the distance filter becomes the
 * set of locations within it (and within the chosen locations, if any); `query`
 * is null when no location is within reach (no vehicles).
 */
async function overviewQuery(search: StockSearch): Promise<{ near: StockNear | null; query: StockSearch | null }> {
  const near = search.near === undefined ? null : await nearLocations(search.near, search.radius ?? defaultNearRadius)
  if (near?.status !== 'found') return { near, query: search }
  const within = near.locations.map((l) => l.slug).filter((slug) => !search.location || search.location.includes(slug))
  return { near, query: within.length === 0 ? null : { ...search, location: within } }
}

const merged = (a: string[] | undefined, b: string[] | undefined): string[] | undefined => (b ? [...new Set([...(a ?? []), ...b])].sort() : a)

/**
 * The search with the makes, models, towns and postcodes of its text read as
 * their filters (issue 29, stock-text-vocabulary.ts), or null when the text
 * has none (the route then shows the search as it is; else it goes to the
 * returned one's address). The vocabulary is the whole stock's brand and model
 * facets and our locations.
 */
export const resolveStockText = createServerFn({ method: 'GET' })
  .validator((input: StockSearch) => parseStockSearch(input))
  .handler(({ data: search }): Promise<StockSearch | null> =>
    guarded('Lagersøgningens ord', async () => {
      if (search.q === undefined) return null
      const api = productApi()
      const [stock, locations] = await Promise.all([api.searchStock({ pageSize: 0 }), api.listLocations()])
      const found = readVocabularyWords(search.q, {
        brands: stock.facets.brand.map((f) => ({ value: f.value, label: f.label ?? f.value })),
        models: stock.facets.model.map((f) => ({ value: f.value, label: f.label ?? f.value })),
        locations: locations.items.map((l) => ({ slug: l.slug, town: l.address.town, postcode: l.address.postcode })),
      })
      if (!found.brand && !found.model && !found.location) return null
      return {
        ...search,
        q: found.rest,
        brand: merged(search.brand, found.brand),
        model: merged(search.model, found.model),
        location: merged(search.location, found.location),
        page: undefined,
      }
    }),
  )

/** One page of /lager: cards, facets and category counts. */
export const loadStockOverview = createServerFn({ method: 'GET' })
  .validator((input: StockSearch) => parseStockSearch(input))
  .handler(({ data: search }): Promise<StockOverviewData> =>
    guarded('Lageroversigt', async () => {
      const api = productApi()
      const { near, query } = await overviewQuery(search)
      if (!query) {
        // No location within reach: no vehicles; the facets are those of the other filters.
        const rest = await api.searchStock(toStockApiQuery({ ...search, location: undefined, page: undefined }, 0))
        return toOverviewData({ ...rest, items: [], total: 0, page: 1, pageCount: 0 }, search, rest.facets, near)
      }
      // Category counts need facets without the category filter: only then a second (count-only) search.
      const [result, withoutCategory] = await Promise.all([
        api.searchStock(toStockApiQuery(query)),
        query.type ? api.searchStock(toStockApiQuery({ ...query, type: undefined, page: undefined }, 0)) : undefined,
      ])
      return toOverviewData(result, search, (withoutCategory ?? result).facets, near)
    }),
  )

const overviewAnalyticsInput = z.object({
  /** The page's search, as the route validated it (parsed again here). */
  search: z.record(z.string(), z.unknown()),
  /** The vehicles of the page's cards. */
  ids: z.array(z.string().min(1).max(200)).max(100),
})

/**
 * The cards of an overview page as analytics entities (spec 3), asked for
 * after hydration, so they are not part of every /lager page's hydration data
 * (issue 21, decision 4). The same search as the page's (served by the data
 * cache when the page was just rendered); a card's vehicle the search no longer
 * returns (the stock changed since) is looked up on its own, and left out if
 * that fails too.
 */
export const loadStockOverviewAnalytics = createServerFn({ method: 'GET' })
  .validator((input: { search: StockSearch; ids: string[] }) => {
    const parsed = overviewAnalyticsInput.parse(input)
    return { search: parseStockSearch(parsed.search), ids: parsed.ids }
  })
  .handler(({ data }): Promise<VehicleAnalyticsData[]> =>
    guarded('Lageroversigtens analysedata', async () => {
      const api = productApi()
      const { query } = await overviewQuery(data.search)
      const items = query ? (await api.searchStock(toStockApiQuery(query))).items : []
      const found = new Map(items.map((v) => [v.id, vehicleAnalyticsData(v)]))
      const entities = await Promise.all(data.ids.map(async (id) => found.get(id) ?? (await api.getVehicle(id).then(vehicleAnalyticsData, () => null))))
      return entities.filter((e) => e !== null)
    }),
  )

export type VehicleLoadResult =
  | {
      status: 'found'
      vehicle: Vehicle
      location: Location | null
      /** A used car's registry facts (issue 35); null for a new car, or when the registry does not answer. */
      registry: RegistryFactsView | null
    }
  | { status: 'not-found' }

/** A used car's facts from the registry, or null (a new car, no plate, or the registry unavailable: the page leaves them out). */
async function registryFactsOf(vehicle: Vehicle): Promise<RegistryFactsView | null> {
  if (vehicle.condition !== 'used' || !vehicle.registrationNumber) return null
  try {
    return registryFactsView(await productApi().lookupRegistration(vehicle.registrationNumber))
  } catch (error) {
    console.error('Motorregistret til brugt bil:', error)
    return null
  }
}

/** A stock vehicle with its location (opening hours); `not-found` when the API does not know it. */
export const loadVehicle = createServerFn({ method: 'GET' })
  .validator(z.object({ id: z.string().min(1).max(200) }))
  .handler(async ({ data }): Promise<VehicleLoadResult> => {
    const api = productApi()
    let vehicle: Vehicle
    try {
      vehicle = await api.getVehicle(data.id)
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'not-found' }
      unavailable('Lagerbil', error)
    }
    // The location card degrades to the vehicle's own contact details when the location is unavailable.
    const [location, registry] = await Promise.all([
      api.getLocation(vehicle.location.slug).catch((error: unknown) => {
        console.error('Lokation til lagerbil:', error)
        return null
      }),
      registryFactsOf(vehicle),
    ])
    return { status: 'found', vehicle, location, registry }
  })

/**
 * "Lignende biler" on a vehicle page: the same model first, then the same
 * body style in the vehicle's price band (similar-vehicles.ts). Below the
 * fold and not essential: a failure gives no cards, never an error page.
 */
export const loadSimilarVehicles = createServerFn({ method: 'GET' })
  .validator(z.object({ id: z.string().min(1).max(200) }))
  .handler(async ({ data }): Promise<SimilarVehicleCards> => {
    try {
      const api = productApi()
      const vehicle = await api.getVehicle(data.id)
      const results = await Promise.all(similarVehicleSearches(vehicle).map((search) => api.searchStock(toStockApiQuery(search, similarCount + 1))))
      const similar = pickSimilar(
        vehicle.id,
        results.map((r) => r.items),
      )
      return { ...toVehicleCards(similar, {}), makes: Object.fromEntries(similar.map((v) => [v.id, v.brand.slug])) }
    } catch (error) {
      if (!(error instanceof ContractViolationError) && !(error instanceof NotFoundError)) console.error('Lignende biler:', error)
      return noSimilarVehicleCards
    }
  })

/** Options and the live result count of a quick search block (a count-only search). */
export const loadQuickSearchOptions = createServerFn({ method: 'GET' })
  .validator((input: QuickSearchInput) => quickSearchInputSchema.parse(input))
  .handler(({ data }): Promise<QuickSearchOptions> => guarded('Hurtigsøgning', () => quickSearchOptions(data)))

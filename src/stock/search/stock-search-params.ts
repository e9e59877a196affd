/**
 * The /lager overview's URL state: every filter, the sort order, the page and
 * the price display, as typed and validated search parameters (the route's
 * `validateSearch`, the server function's input and the GET form's field
 * names are all this one schema).
 *
 * Rules:
 * - Parameter names are the canonical whitelist's where one exists (type,
 *   brand, model, fuel, body, page); the others follow the product API.
 * - Each parameter is validated on its own: an invalid value is dropped (the
 *   key becomes undefined) instead of failing the page. Lists keep their valid
 *   entries, deduplicated and in a stable (sorted) order.
 * - A default value is never written to the URL (no `page=1`, no `sort=newest`),
 *   so every listing has exactly one address.
 * - Multi-valued parameters are repeated (`brand=renault&brand=dacia`), as a GET
 *   form sends them; a single value may arrive as a plain string or number.
 */
import { z } from 'zod/mini'
import { intValue, optionalSearchValue, searchScalar, slugValue } from '#src/navigation/search-value.ts'
import { priceTypes, type PriceType } from '#app.config'
import type { StockSearchQuery } from '#src/product-api/contract/stock.ts'
import {
  bodyStyles,
  colourGroups,
  driveTypes,
  equipmentKeys,
  fuels,
  maxStockPageSize,
  stockSortOptions,
  transmissions,
  type StockSort,
  type VehicleType,
} from '#src/product-api/contract/vocabulary.ts'
import { vatModes, type VatMode } from '#src/pricing/price-view.ts'
import { readTextFilters } from './stock-text-query.ts'

/** The shopper's first choice: new, used or vans (spec 2.3: /brugte-biler → /lager?type=used). */
export const stockCategories = ['new', 'used', 'van'] as const
export type StockCategory = (typeof stockCategories)[number]

/** Results per page of /lager. */
export const stockPageSize = 24

/** Values a long checkbox facet shows before "Vis alle" (the most frequent ones, and the chosen). */
export const facetPreviewSize = 8

/** The checkbox filters: each holds a list of values and shows a facet's values with counts. */
const listKeys = ['brand', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'location', 'equipment'] as const

/** A list: the valid entries, deduplicated and sorted; undefined when none is valid. */
function many<T extends z.ZodMiniType<string>>(schema: T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((input): z.output<T>[] | undefined => {
        if (input === undefined || input === null) return undefined
        const values = Array.isArray(input) ? input : [input]
        const out = new Set<z.output<T>>()
        for (const value of values.slice(0, 100)) {
          const text = searchScalar.safeParse(value)
          if (!text.success || text.data === '') continue
          const parsed = schema.safeParse(text.data)
          if (parsed.success) out.add(parsed.data)
        }
        return out.size ? [...out].sort() : undefined
      }),
    ),
  )
}

const amount = intValue(0, 100_000_000)
const year = intValue(1950, 2100)
const km = intValue(0, 2_000_000)
/** "At least N seats"; 1 would be no filter, so the smallest useful minimum is 2. */
const seatCount = intValue(2, 20)
/** Braked towing weight in kg; 0 would be no filter. */
const towingKg = intValue(1, 10_000)

/** Distances offered by "inden for N km af …" (issue 17 "near me"); 25 km is the default, never in the URL. */
export const nearRadiusSteps = [10, 25, 50, 100] as const
export type NearRadius = (typeof nearRadiusSteps)[number]
export const defaultNearRadius: NearRadius = 25

/**
 * A postcode or town (`near`): text of 1–60 characters, or a number when the
 * router decoded a postcode as one (`?near=2670`); a number stays a number,
 * so the validated search serialises back to the same URL.
 */
const nearValue = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string | number | undefined => {
      const value = Array.isArray(input) ? input.at(-1) : input
      if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 9999 ? value : undefined
      if (typeof value !== 'string') return undefined
      const text = value.trim()
      return text === '' || text.length > 60 ? undefined : text
    }),
  ),
)

/** The radius in km: one of the steps; the default (25) and anything else become undefined. */
const nearRadius = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): NearRadius | undefined => {
      const value = Array.isArray(input) ? input.at(-1) : input
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN
      const step = nearRadiusSteps.find((s) => s === n)
      return step === defaultNearRadius ? undefined : step
    }),
  ),
)

/**
 * Search parameters of /lager, in the order the filter form lists them.
 * `sort` leaves out the default (`newest`), `page` leaves out 1.
 */
export const stockSearchSchema = z.object({
  /** Free text: every word must occur in make, model, variant, colour or town. */
  q: optionalSearchValue(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  type: optionalSearchValue(z.enum(stockCategories)),
  brand: many(slugValue),
  model: many(slugValue),
  body: many(z.enum(bodyStyles)),
  /** At least this many seats. */
  seatsMin: optionalSearchValue(seatCount),
  fuel: many(z.enum(fuels)),
  transmission: many(z.enum(transmissions)),
  drive: many(z.enum(driveTypes)),
  /** At least this braked towing weight (kg); the API's `towingWeightMin`. */
  towingMin: optionalSearchValue(towingKg),
  priceMin: optionalSearchValue(amount),
  priceMax: optionalSearchValue(amount),
  monthlyMin: optionalSearchValue(amount),
  monthlyMax: optionalSearchValue(amount),
  yearMin: optionalSearchValue(year),
  yearMax: optionalSearchValue(year),
  mileageMax: optionalSearchValue(km),
  rangeMin: optionalSearchValue(km),
  colour: many(z.enum(colourGroups)),
  location: many(slugValue),
  /** "Inden for `radius` km af `near`": a postcode or town, turned into the locations within the radius on the server. */
  near: nearValue,
  radius: nearRadius,
  acquisition: optionalSearchValue(z.enum(priceTypes)),
  vat: optionalSearchValue(z.enum(vatModes)),
  equipment: many(z.enum(equipmentKeys)),
  sort: optionalSearchValue(z.enum(stockSortOptions.filter((s) => s !== 'newest') as [StockSort, ...StockSort[]])),
  page: optionalSearchValue(intValue(2, 10_000)),
  /**
   * Checkbox filters shown with all their values (`vis=equipment`): a long facet
   * shows its most frequent values and a "Vis alle" link to the same search with this set.
   */
  vis: many(z.enum(listKeys)),
})

export type StockSearch = z.output<typeof stockSearchSchema>
export type StockSearchKey = keyof StockSearch

export const stockSearchKeys = Object.keys(stockSearchSchema.shape) as StockSearchKey[]

/**
 * The search with its keys in the schema's order (then any others, e.g. campaign parameters), so a set of
 * filters has one address whatever order the shopper chose them in: the order server rendering writes
 * (parseStockSearch), and one entry in a cache keyed by the address.
 */
export function inSearchOrder<T extends Partial<Record<StockSearchKey, unknown>>>(search: T): T {
  const out: Record<string, unknown> = {}
  for (const key of stockSearchKeys) if (key in search) out[key] = search[key]
  for (const [key, value] of Object.entries(search)) if (!(key in out)) out[key] = value
  return out as T
}

/** Keys that hold lists (checkbox groups). */
export const stockListKeys = listKeys satisfies readonly StockSearchKey[]
export type StockListKey = (typeof stockListKeys)[number]

/**
 * Validates raw search parameters (the router's decoded search, or a plain
 * object from a form). Never throws: unknown input gives the empty search.
 * Every known key is present in the result (undefined when not set), so the
 * router drops invalid values from the URL.
 */
export function parseStockSearch(input: unknown): StockSearch {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const parsed = stockSearchSchema.safeParse(withAliases(record))
  const out = {} as Record<StockSearchKey, unknown>
  for (const key of stockSearchKeys) out[key] = parsed.success ? parsed.data[key] : undefined
  // The product API's names are read once and then dropped, so the URL shows this page's names.
  for (const alias of Object.keys(aliases)) if (alias in record) (out as Record<string, unknown>)[alias] = undefined
  const search = out as StockSearch
  withTextFilters(search)
  // A reversed range is the shopper's intent with the ends swapped.
  swapIfReversed(search, 'priceMin', 'priceMax')
  swapIfReversed(search, 'monthlyMin', 'monthlyMax')
  swapIfReversed(search, 'yearMin', 'yearMax')
  return search
}

/**
 * The product API's names for two filters (`acquisitionType`, `condition=new|used`),
 * accepted from links built with them; the page's own names win.
 */
const aliases: Record<string, StockSearchKey> = { acquisitionType: 'acquisition', condition: 'type' }

function withAliases(record: Record<string, unknown>): Record<string, unknown> {
  const out = { ...record }
  for (const [alias, key] of Object.entries(aliases)) {
    if (out[key] === undefined && out[alias] !== undefined) out[key] = out[alias]
  }
  return out
}

/**
 * Filters typed into the search text ("brugt el-suv under 300.000 inden for 25 km
 * af 2670", stock-text-query.ts) become the filters; the rest stays the text.
 * Filters already set in the URL win.
 */
function withTextFilters(search: StockSearch) {
  if (search.q === undefined) return
  const found = readTextFilters(search.q, nearRadiusSteps)
  search.q = found.rest
  search.type ??= found.type
  search.priceMax ??= found.priceMax
  if (found.fuel) search.fuel = [...new Set([...(search.fuel ?? []), ...found.fuel])].sort()
  if (found.transmission) search.transmission = [...new Set([...(search.transmission ?? []), found.transmission])].sort()
  if (found.body) search.body = [...new Set([...(search.body ?? []), found.body])].sort()
  if (found.near !== undefined && search.near === undefined) {
    search.near = found.near
    search.radius ??= found.radius === defaultNearRadius ? undefined : (found.radius as NearRadius | undefined)
  }
}

function swapIfReversed(search: StockSearch, min: 'priceMin' | 'monthlyMin' | 'yearMin', max: 'priceMax' | 'monthlyMax' | 'yearMax') {
  const lo = search[min]
  const hi = search[max]
  if (lo !== undefined && hi !== undefined && lo > hi) {
    search[min] = hi
    search[max] = lo
  }
}

/** Keys that narrow the result set. */
export const filterKeys = [
  'q',
  'type',
  'brand',
  'model',
  'body',
  'seatsMin',
  'fuel',
  'transmission',
  'drive',
  'towingMin',
  'priceMin',
  'priceMax',
  'monthlyMin',
  'monthlyMax',
  'yearMin',
  'yearMax',
  'mileageMax',
  'rangeMin',
  'colour',
  'location',
  'near',
  'acquisition',
  'equipment',
] as const satisfies readonly StockSearchKey[]
export type StockFilterKey = (typeof filterKeys)[number]

/** The search with one filter (or one value of a list filter) removed, back on page 1. */
export function withoutFilter(search: StockSearch, key: StockFilterKey, value?: string): StockSearch {
  const next: StockSearch = { ...search, page: undefined }
  const current = search[key]
  if (value !== undefined && Array.isArray(current)) {
    const rest = (current as string[]).filter((v) => v !== value)
    ;(next as Record<string, unknown>)[key] = rest.length ? rest : undefined
  } else {
    ;(next as Record<string, unknown>)[key] = undefined
  }
  // The radius belongs to the place.
  if (key === 'near') next.radius = undefined
  return next
}

/** The search with one value set (or cleared with undefined), back on page 1. */
export function withValue<K extends Exclude<StockSearchKey, StockListKey | 'page'>>(search: StockSearch, key: K, value: StockSearch[K]): StockSearch {
  return { ...search, [key]: value, page: undefined }
}

/** The search with a value added to or removed from a list filter, back on page 1. */
export function withToggled(search: StockSearch, key: StockListKey, value: string, on: boolean): StockSearch {
  const current = (search[key] ?? []) as string[]
  const next = on ? [...new Set([...current, value])].sort() : current.filter((v) => v !== value)
  return { ...search, [key]: next.length ? next : undefined, page: undefined }
}

/** The same search (and page) with a checkbox facet shown whole or folded again (`vis`). */
export function withFacetShown(search: StockSearch, key: StockListKey, whole: boolean): StockSearch {
  const current = search.vis ?? []
  const next = whole ? [...new Set([...current, key])].sort() : current.filter((k) => k !== key)
  return { ...search, vis: next.length ? next : undefined }
}

/** The search without any filter, keeping sort and price display. */
export function withoutFilters(search: StockSearch): StockSearch {
  const next: StockSearch = { ...search, page: undefined }
  for (const key of filterKeys) (next as Record<string, unknown>)[key] = undefined
  next.radius = undefined
  return next
}

/** Prices incl. moms unless the shopper asks for excl. moms (vans and business buyers). */
export function effectiveVat(search: Pick<StockSearch, 'vat'>): VatMode {
  return search.vat ?? 'incl'
}

export const vanTypes: readonly VehicleType[] = ['van', 'truck']

/** The product API's query for a category (new, used or vans). */
function categoryQuery(category: StockCategory | undefined): Pick<StockSearchQuery, 'condition' | 'type'> {
  switch (category) {
    case 'new':
      return { condition: ['new'] }
    case 'used':
      return { condition: ['used'] }
    case 'van':
      return { type: [...vanTypes] }
    case undefined:
      return {}
  }
}

/** The product API query for a search state (one page of `stockPageSize`). */
export function toStockApiQuery(search: StockSearch, pageSize: number = stockPageSize): StockSearchQuery {
  return {
    q: search.q,
    ...categoryQuery(search.type),
    brand: search.brand,
    model: search.model,
    bodyStyle: search.body,
    fuel: search.fuel,
    transmission: search.transmission,
    driveType: search.drive,
    colour: search.colour,
    location: search.location,
    equipment: search.equipment,
    acquisitionType: search.acquisition,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    monthlyMin: search.monthlyMin,
    monthlyMax: search.monthlyMax,
    yearMin: search.yearMin,
    yearMax: search.yearMax,
    mileageMax: search.mileageMax,
    electricRangeMin: search.rangeMin,
    seatsMin: search.seatsMin,
    towingWeightMin: search.towingMin,
    sort: search.sort ?? 'newest',
    page: search.page ?? 1,
    pageSize: Math.min(pageSize, maxStockPageSize),
  }
}

/** The price type cards show: the chosen acquisition type, else the cash price. */
export function displayPriceType(search: Pick<StockSearch, 'acquisition'>): PriceType {
  return search.acquisition ?? 'purchase'
}

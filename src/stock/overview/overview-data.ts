/**
 * The overview's view model: one page of vehicle cards with the price to show,
 * the facets and the category counts. Built on the server from the product
 * API's search result, so the page (and its hydration payload) carries only
 * what the cards show.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import type { FacetValue } from '#src/product-api/contract/common.ts'
import type { StockFacets, StockRanges, StockSearchResult } from '#src/product-api/contract/stock.ts'
import { facetCounts, labelledFacetCounts, type ListFacetField, type OverviewFacetsData } from './overview-facets.ts'
import type { VehicleSummary } from '#src/product-api/contract/vehicle.ts'
import { energyLabels, fuelLabels, transmissionLabels, type Condition } from '#src/product-api/contract/vocabulary.ts'
import { energyFacts, type EnergyFacts } from '#src/pricing/energy-view.ts'
import { formatInteger, formatKg, formatKm } from '#src/format/format.ts'
import { cardPriceView, cashPriceView, type CreditPrice, type PriceView } from '#src/pricing/price-view.ts'
import {
  displayPriceType,
  effectiveVat,
  facetPreviewSize,
  vanTypes,
  type StockCategory,
  type StockListKey,
  type StockSearch,
} from '../search/stock-search-params.ts'

/**
 * One card of the overview, as the card shows it: the facts already
 * formatted, nothing the card does not render (the page's hydration data
 * carries these, so every field costs bytes on every /lager page).
 */
export interface VehicleCard {
  id: string
  title: string
  condition: Condition
  /** Energy class (passenger cars) and WLTP figures, shown beside the price (issue 30), as `CardEnergy` text; `cardEnergy` reads it. */
  e: CardEnergy
  /** The picture's address between the list's `imageStart` and `imageEnd` (the card's picture box has a fixed size: vehicle-card.tsx). */
  image: string
  /** The picture's text alternative as the product API gives it, without the card's title in front when the list says so (`cardAlt`). */
  alt: string
  /** Year, distance, fuel, gearbox, power, electric range; then the facts the shopper filtered on, marked. */
  facts: CardFact[]
  town: string
  /** The price in the chosen price type (`cardPrice` makes it a price view); null when the vehicle is not offered so. */
  price: CardPrice | null
}

/**
 * Cards as a page carries them: the start and the end their pictures'
 * addresses share are sent once, not on each of 24 cards (≈ 50 bytes a card,
 * issue 21). `cardImage` puts an address together again.
 */
export interface VehicleCards {
  /** The longest start, up to and with a `/`, of every card's picture address (`''` when they share none). */
  imageStart: string
  /** The longest end every card's picture address shares after `imageStart` (a file name, an extension, a query). */
  imageEnd: string
  /** Every card's alt text begins with its title, which is then left out of each (the card shows the title anyway). */
  altAfterTitle: boolean
  cards: VehicleCard[]
}

/**
 * The longest start of all the addresses that ends in `/` (an address's
 * folder, or its origin with `//`), so that whatever shape a CDN gives its
 * addresses, start + rest is the address again.
 */
export function sharedAddressStart(urls: readonly string[]): string {
  const [first = '', ...rest] = urls
  let length = first.length
  for (const url of rest) {
    let i = 0
    while (i < length && url[i] === first[i]) i++
    length = i
  }
  return first.slice(0, first.lastIndexOf('/', length - 1) + 1)
}

/** The longest end all the texts share. */
function sharedEnd(texts: readonly string[]): string {
  const [first = '', ...rest] = texts
  let length = first.length
  for (const text of rest) {
    let i = 0
    while (i < length && i < text.length && text[text.length - 1 - i] === first[first.length - 1 - i]) i++
    length = i
  }
  return first.slice(first.length - length)
}

/** The cards of a list of vehicles, with the start and the end of their pictures' addresses taken out. */
export function toVehicleCards(vehicles: readonly VehicleSummary[], search: StockSearch): VehicleCards {
  const urls = vehicles.map((v) => v.image.url)
  const imageStart = sharedAddressStart(urls)
  const imageEnd = sharedEnd(urls.map((url) => url.slice(imageStart.length)))
  const image = (url: string) => url.slice(imageStart.length, url.length - imageEnd.length)
  // "Mercedes-Benz GLB 200 i obsidiansort metallic": the title again on each of 24 cards (≈ 20 bytes each, issue 21).
  const altAfterTitle = vehicles.length > 0 && vehicles.every((v) => v.image.alt.startsWith(v.title))
  const alt = (v: VehicleSummary) => (altAfterTitle ? v.image.alt.slice(v.title.length) : v.image.alt)
  return { imageStart, imageEnd, altAfterTitle, cards: vehicles.map((v) => toVehicleCard(v, search, image(v.image.url), alt(v))) }
}

/** A card's picture address again. */
export function cardImage(list: Pick<VehicleCards, 'imageStart' | 'imageEnd'>, card: VehicleCard): string {
  return list.imageStart + card.image + list.imageEnd
}

/** A card's alt text again, as the product API gave it. */
export function cardAlt(list: Pick<VehicleCards, 'altAfterTitle'>, card: VehicleCard): string {
  return list.altAfterTitle ? card.title + card.alt : card.alt
}

/**
 * A card's cash price as the page's data carries it: a price with VAT and
 * without a "Før"-price (most cards) as its amount alone; else the amount,
 * the "Før"-price when there is one, and `excl` when both are without VAT.
 * The price view's kind, type and VAT basis written out cost ≈ 65 bytes on
 * each of 24 cards, an object around the amount ≈ 15 (issue 21). Credit
 * prices keep their whole view: the representative example is the law's.
 */
export interface CardCashPrice {
  cash: number
  before?: number
  excl?: true
}
export type CardPrice = number | CardCashPrice | CreditPrice

export function toCardPrice(view: PriceView | null): CardPrice | null {
  if (view?.kind !== 'cash') return view
  if (!view.before && view.price.vat === 'incl') return view.price.amount
  const price: CardCashPrice = { cash: view.price.amount }
  if (view.before) price.before = view.before.amount
  if (view.price.vat === 'excl') price.excl = true
  return price
}

/** The price view a card shows. */
export function cardPrice(price: CardPrice | null): PriceView | null {
  if (typeof price === 'number') return cashPriceView({ amount: price, vat: 'incl' }, null)
  if (price === null || !('cash' in price)) return price
  const vat = price.excl ? 'excl' : 'incl'
  return cashPriceView({ amount: price.cash, vat }, price.before === undefined ? null : { amount: price.before, vat })
}

/**
 * A card's energy facts as the page's data carries them: one short text
 * "class,l/100 km,Wh/km,g CO₂/km" with an empty field for what the vehicle
 * has not ("A+,3.8,,90"; a van ",8.4,,221"). The facts as an object cost
 * ≈ 40 bytes on each of 24 cards, this ≈ 16 (issue 21's inline data budget).
 */
export type CardEnergy = string

export function toCardEnergy(energy: EnergyFacts): CardEnergy {
  return [energy.energyClass ?? '', energy.fuelLPer100Km ?? '', energy.electricWhPerKm ?? '', energy.co2GPerKm].join(',')
}

const numberOrNull = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text))

/** The energy facts a card shows. */
export function cardEnergy(energy: CardEnergy): EnergyFacts {
  const [energyClass, fuel, electric, co2] = energy.split(',')
  return {
    energyClass: energyLabels.find((l) => l === energyClass) ?? null,
    fuelLPer100Km: numberOrNull(fuel),
    electricWhPerKm: numberOrNull(electric),
    co2GPerKm: numberOrNull(co2) ?? 0,
  }
}

/** A fact on a card; `filtered` when the shopper filtered on it (seats, towing weight), so a phone shows it too. */
export type CardFact = string | { text: string; filtered: true }

/**
 * The facets the filter form shows (as `OverviewFacetsData`: values and counts,
 * labels where the browser's vocabulary lacks them). A checkbox facet with
 * more than `facetPreviewSize` values carries only its most frequent ones and
 * the chosen ones, unless the search asks for all of it (`vis`); `facetSizes`
 * says how many values it has in all. The model facet is left out (null) until
 * a brand or model is chosen, as the form lists models only then.
 */
/**
 * "Inden for N km af …" as the server understood it (issue 17): the place
 * and our locations within the radius, nearest first (the search is filtered
 * by them), or `unknown` when the text is no postcode or town we know (the
 * filter is then left out).
 */
export type StockNear =
  { status: 'found'; label: string; radiusKm: number; locations: { slug: string; name: string; km: number }[] } | { status: 'unknown'; text: string }

export interface StockOverviewData extends VehicleCards {
  /** The distance filter's outcome; null without one. */
  near: StockNear | null
  total: number
  page: number
  pageCount: number
  facets: OverviewFacetsData
  /** Values in all of each checkbox facet that is sent shortened. */
  facetSizes: Partial<Record<StockListKey, number>>
  /** Only the year range is shown (the year selects). */
  yearRange: StockRanges['year']
  /** Results each category would give with the other filters. */
  categoryCounts: Record<StockCategory, number>
}

function cardFacts(v: VehicleSummary, search: StockSearch): CardFact[] {
  const facts: CardFact[] = [
    String(v.productionYear),
    formatKm(v.mileageKm),
    fuelLabels[v.fuel],
    transmissionLabels[v.transmission],
    m.stock_unit_hp({ value: formatInteger(v.powerHp) }),
  ]
  if (v.electricRangeKm !== null) facts.push(m.stock_card_range({ range: formatKm(v.electricRangeKm) }))
  if (search.seatsMin !== undefined) facts.push({ text: m.stock_card_seats({ count: formatInteger(v.seats) }), filtered: true })
  if (search.towingMin !== undefined && v.towingWeightKg > 0) facts.push({ text: m.stock_card_towing({ weight: formatKg(v.towingWeightKg) }), filtered: true })
  return facts
}

function toVehicleCard(v: VehicleSummary, search: StockSearch, image: string, alt: string): VehicleCard {
  return {
    id: v.id,
    title: v.title,
    condition: v.condition,
    e: toCardEnergy(energyFacts(v)),
    image,
    alt,
    facts: cardFacts(v, search),
    town: v.location.town,
    price: toCardPrice(cardPriceView(v.prices, displayPriceType(search), effectiveVat(search))),
  }
}

/**
 * A checkbox facet as the form shows it: all values when it is short or
 * expanded, else the `facetPreviewSize` most frequent and the chosen ones,
 * in the facet's own order (so expanding it moves nothing).
 */
export function facetPreview(values: readonly FacetValue[], chosen: readonly string[] | undefined, expanded: boolean): FacetValue[] {
  if (expanded || values.length <= facetPreviewSize) return [...values]
  const top = new Set(
    [...values]
      .sort((a, b) => b.count - a.count)
      .slice(0, facetPreviewSize)
      .map((f) => f.value),
  )
  return values.filter((f) => top.has(f.value) || (chosen?.includes(f.value) ?? false))
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

/** Search key of each checkbox filter and the facet that lists its values. */
const checkboxFacets = {
  brand: 'brand',
  model: 'model',
  body: 'bodyStyle',
  fuel: 'fuel',
  transmission: 'transmission',
  drive: 'driveType',
  colour: 'colour',
  location: 'location',
  equipment: 'equipment',
} as const satisfies Record<StockListKey, ListFacetField>

export function toOverviewData(
  result: StockSearchResult,
  search: StockSearch,
  facetsWithoutCategory: StockFacets,
  near: StockNear | null = null,
): StockOverviewData {
  const sizes: Partial<Record<StockListKey, number>> = {}
  const shown = (key: StockListKey): FacetValue[] => {
    const values = result.facets[checkboxFacets[key]]
    const preview = facetPreview(values, search[key], search.vis?.includes(key) ?? false)
    if (preview.length < values.length) sizes[key] = values.length
    return preview
  }
  const modelsShown = !!(search.brand || search.model)
  const list = (key: StockListKey) => labelledFacetCounts(checkboxFacets[key], shown(key))
  const facets: OverviewFacetsData = {
    brand: list('brand'),
    model: modelsShown ? list('model') : null,
    bodyStyle: list('body'),
    fuel: list('fuel'),
    transmission: list('transmission'),
    driveType: list('drive'),
    colour: list('colour'),
    location: list('location'),
    equipment: list('equipment'),
    acquisitionType: facetCounts(result.facets.acquisitionType),
    seats: facetCounts(result.facets.seats),
    towingWeight: facetCounts(result.facets.towingWeight),
  }
  return {
    near,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    ...toVehicleCards(result.items, search),
    facets,
    facetSizes: sizes,
    yearRange: result.ranges.year,
    categoryCounts: categoryCounts(facetsWithoutCategory),
  }
}

/**
 * Data that blocks listing other content need, loaded on the server together
 * with the story (src/content/block-data.server.ts) and passed to the blocks
 * by _uid. Plain JSON, so it can travel from the server function to the page.
 */
import type { FacetValue } from '#src/product-api/contract/common.ts'
import type { LeaseVehicle, LeaseVehicleList } from '#src/product-api/contract/lease.ts'
import type { MinileaseConfiguration, MinileasePrice } from '#src/product-api/contract/minilease.ts'
import type { StockRanges } from '#src/product-api/contract/stock.ts'
import type { Department, ModelGroup } from '#src/product-api/contract/vocabulary.ts'

/** An article as lists show it (from a news_article story). */
export interface ArticleSummary {
  uuid: string
  path: string
  title: string
  teaser: string
  category: 'nyhed' | 'event' | 'guide'
  /** ISO date: the article's date, else when it was first published. */
  date: string | null
  eventDate: string | null
  image: { filename: string; alt: string } | null
}

export interface ArticleListData {
  kind: 'articles'
  items: ArticleSummary[]
  total: number
  page: number
  perPage: number
}

/** The choices a stock quick search offers for its current input, with the live count (the stock feature loads them). */
export interface QuickSearchOptions {
  total: number
  brands: FacetValue[]
  models: FacetValue[]
  fuels: FacetValue[]
  ranges: Pick<StockRanges, 'price' | 'monthly'>
}

/** A stock quick search's options and live count, so it renders complete without a round trip. */
export interface StockQuickSearchData {
  kind: 'stock-quick-search'
  options: QuickSearchOptions
}

/** The filters of a lease overview as the address gives them (the leasing feature parses them). */
export interface LeaseOverviewFilters {
  brand: string[]
  fuel: string[]
  monthlyMax: number | null
  duration: number | null
  sort: 'monthly_asc' | 'monthly_desc' | 'name'
  page: number
}

/** The lease offers of a lease-overview block for the filters in the address (the leasing feature loads them). */
export interface LeaseOverviewData {
  kind: 'lease-overview'
  filters: LeaseOverviewFilters
  /** Null when the product API could not be reached. */
  list: LeaseVehicleList | null
}

/** The lease offer a lease-detail block names; null when the API does not know it (or could not be reached). */
export interface LeaseDetailData {
  kind: 'lease-detail'
  offer: LeaseVehicle | null
}

/** A minilease configuration as the visitor chose it. */
export interface MinileaseChoice {
  configurationId: string
  colour: string
  durationMonths: number
  monthlyDistance: number
  renewal: boolean
}

/** The minilease configurator's cars and the price of the chosen configuration (from the address). */
export interface MinileaseData {
  kind: 'minilease'
  /** Null when the product API could not be reached. */
  configurations: MinileaseConfiguration[] | null
  choice: MinileaseChoice | null
  price: MinileasePrice | null
  /** Danish messages for choices in the address that were changed to ones on offer. */
  notices: string[]
}

/** A manufacturer as a brand-overview block shows it (the brands feature keeps the list: src/brands/manufacturers.ts). */
export interface OverviewManufacturer {
  tagId: string
  /** Brand slug (app.config.ts). */
  brand: string
  /** Danish display name. */
  name: string
  /** Model group the manufacturer stands for, when it is part of a brand. */
  group?: ModelGroup
  /** Logo under public/brands/. */
  logo: string
}

/** One manufacturer of a brand-overview block with its models, from-prices and stock. */
export interface ManufacturerSummary {
  tagId: string
  manufacturer: OverviewManufacturer
  modelCount: number
  /** Lowest from-price incl. moms (passenger cars) or null when no model is listed. */
  fromPrice: number | null
  /** Lowest from-price excl. moms (vans), when the manufacturer's models are vans. */
  fromPriceExclVat: number | null
  stockCount: number
}

/** A tag of the block: its manufacturer's summary, or no manufacturer (a content error the block shows). */
export type BrandOverviewItem = ManufacturerSummary | { tagId: string; manufacturer: null }

/** What the brands feature's `fetchBrandOverview` answers; `failed` when the product API could not be reached. */
export type BrandOverviewResult = { status: 'ok'; items: BrandOverviewItem[] } | { status: 'failed' }

/** The manufacturers a brand-overview block names by tag, with models, from-prices and stock (loaded with the page). */
export interface ManufacturerOverviewData {
  kind: 'manufacturer-overview'
  result: BrandOverviewResult
}

/** A contact person as an employee grid shows one (the product API's employee in the `employee` block's fields). */
export interface DirectoryPerson {
  _uid: string
  component: 'employee'
  name: string
  job_title: string
  department: Department
  location: string
  phone: string
  email: string
  photo: null
}

/** The product API's employees for an employee grid with `from_product_api` (one source of people). */
export interface EmployeeDirectoryData {
  kind: 'employees'
  items: DirectoryPerson[]
}

export type BlockData =
  ArticleListData | StockQuickSearchData | LeaseOverviewData | LeaseDetailData | MinileaseData | ManufacturerOverviewData | EmployeeDirectoryData

/**
 * Data that blocks listing other content need, loaded on the server together
 * with the story (src/content/block-data.server.ts) and passed to the blocks
 * by _uid. Plain JSON, so it can travel from the server function to the page.
 */
import type { FacetValue } from '../src/product-api/contract/common.ts'
import type { StockRanges } from '../src/product-api/contract/stock.ts'

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

export type BlockData = ArticleListData | StockQuickSearchData

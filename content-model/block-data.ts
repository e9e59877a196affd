/**
 * Data that blocks listing other content need, loaded on the server together
 * with the story (src/content/block-data.server.ts) and passed to the blocks
 * by _uid. Plain JSON, so it can travel from the server function to the page.
 */
import type { QuickSearchOptions } from '../src/stock/quick-search/quick-search-params.ts'

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

/** A stock quick search's options and live count, so it renders complete without a round trip. */
export interface StockQuickSearchData {
  kind: 'stock-quick-search'
  options: QuickSearchOptions
}

export type BlockData = ArticleListData | StockQuickSearchData

/**
 * Data that blocks listing other content need, loaded on the server together
 * with the story (src/content/block-data.server.ts) and passed to the blocks
 * by _uid. Plain JSON, so it can travel from the server function to the page.
 */

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

export type BlockData = ArticleListData

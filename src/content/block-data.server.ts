/**
 * Server-side data for blocks that list other content (article overview,
 * latest articles) or stock (quick search), loaded with the page so it renders
 * complete on the server.
 */
import type { ISbStoriesParams } from '@storyblok/react'
import type { z } from 'zod'
import { summariseArticle } from '#content-model/article-summary.ts'
import type { ArticleSummary, BlockData } from '#content-model/block-data.ts'
import { articleOverviewSchema } from '#content-model/blocks/article-overview.schema.ts'
import { latestArticlesSchema } from '#content-model/blocks/latest-articles.schema.ts'
import { quickSearchBlockInput } from '#content-model/blocks/stock-quick-search.tsx'
import { stockQuickSearchSchema } from '#content-model/blocks/stock-quick-search.schema.ts'
import { collectBloks } from '#content-model/parsed-blok.ts'
import { blockDataSources, type BlockDataSources } from './block-data-sources.server.ts'
import type { ContentApi, Visibility } from './content-api.server.ts'

/**
 * How long a page waits for a quick search's options. They are a convenience
 * (the block works with its static options and loads live ones in the
 * browser), so a slow or failing product API must not hold the page back.
 */
export const quickSearchDeadlineMs = 800

const articleFields = 'body,blocks,seo_title,seo_description,og_image'

function articleQuery(folder: string, category: string): ISbStoriesParams {
  const params: ISbStoriesParams = {
    starts_with: folder,
    content_type: 'news_article',
    sort_by: 'content.date:desc',
    excluding_fields: articleFields,
  }
  if (category !== 'all') params.filter_query = { category: { in: category } }
  return params
}

function summaries(stories: Parameters<typeof summariseArticle>[0][]): ArticleSummary[] {
  return stories.map(summariseArticle).filter((a): a is ArticleSummary => a !== null)
}

async function overviewData(api: ContentApi, blok: z.output<typeof articleOverviewSchema>, page: number, visibility: Visibility): Promise<BlockData> {
  const perPage = blok.per_page
  const result = await api.getStories({ ...articleQuery(blok.folder, blok.category), per_page: perPage, page }, visibility)
  return { kind: 'articles', items: summaries(result.stories), total: result.total, page, perPage }
}

async function latestData(api: ContentApi, blok: z.output<typeof latestArticlesSchema>, visibility: Visibility): Promise<BlockData | null> {
  if (blok.articles.length > 0) return null
  const result = await api.getStories({ ...articleQuery(blok.folder, 'all'), per_page: blok.count, page: 1 }, visibility)
  return { kind: 'articles', items: summaries(result.stories), total: result.total, page: 1, perPage: blok.count }
}

async function quickSearchData(blok: z.output<typeof stockQuickSearchSchema>, deadlineMs: number, sources: BlockDataSources): Promise<BlockData | null> {
  const { quickSearchOptions } = sources
  if (!quickSearchOptions) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs)
  })
  try {
    const options = await Promise.race([quickSearchOptions(quickSearchBlockInput(blok)), late])
    return options ? { kind: 'stock-quick-search', options } : null
  } catch (error) {
    console.warn('[indhold] Hurtigsøgningens valg kunne ikke hentes; blokken henter dem i browseren:', error instanceof Error ? error.message : error)
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Data for each listing block in the content, by the block's _uid. Blocks that do not parse get none (they are reported when rendered). */
export async function loadBlockData(
  api: ContentApi,
  content: unknown,
  page: number,
  visibility: Visibility,
  options: { quickSearchDeadlineMs?: number; sources?: BlockDataSources } = {},
): Promise<Record<string, BlockData>> {
  const sources = options.sources ?? blockDataSources()
  const data: Record<string, BlockData> = {}
  const jobs: Promise<void>[] = []
  for (const blok of collectBloks(content)) {
    if (blok.component === 'article_overview') {
      const parsed = articleOverviewSchema.safeParse(blok)
      if (parsed.success) jobs.push(overviewData(api, parsed.data, page, visibility).then((d) => void (data[parsed.data._uid] = d)))
    } else if (blok.component === 'latest_articles') {
      const parsed = latestArticlesSchema.safeParse(blok)
      if (parsed.success) jobs.push(latestData(api, parsed.data, visibility).then((d) => void (d && (data[parsed.data._uid] = d))))
    } else if (blok.component === 'stock_quick_search') {
      // Only pages with a quick search pay for one count-only stock search per block.
      const parsed = stockQuickSearchSchema.safeParse(blok)
      const deadline = options.quickSearchDeadlineMs ?? quickSearchDeadlineMs
      if (parsed.success) jobs.push(quickSearchData(parsed.data, deadline, sources).then((d) => void (d && (data[parsed.data._uid] = d))))
    }
  }
  await Promise.all(jobs)
  return data
}

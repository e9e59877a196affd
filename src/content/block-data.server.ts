/**
 * Server-side data for blocks that list other content (article overview,
 * latest articles), loaded with the page so it renders complete on the server.
 */
import type { ISbStoriesParams } from '@storyblok/react'
import type { z } from 'zod'
import { summariseArticle } from '../../content-model/article-summary.ts'
import type { ArticleSummary, BlockData } from '../../content-model/block-data.ts'
import { articleOverviewSchema } from '../../content-model/blocks/article-overview.tsx'
import { latestArticlesSchema } from '../../content-model/blocks/latest-articles.tsx'
import { collectBloks } from '../../content-model/validate-story.ts'
import type { ContentApi, Visibility } from './content-api.server.ts'

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

/** Data for each listing block in the content, by the block's _uid. Blocks that do not parse get none (they are reported when rendered). */
export async function loadBlockData(api: ContentApi, content: unknown, page: number, visibility: Visibility): Promise<Record<string, BlockData>> {
  const data: Record<string, BlockData> = {}
  const jobs: Promise<void>[] = []
  for (const blok of collectBloks(content)) {
    if (blok.component === 'article_overview') {
      const parsed = articleOverviewSchema.safeParse(blok)
      if (parsed.success) jobs.push(overviewData(api, parsed.data, page, visibility).then((d) => void (data[parsed.data._uid] = d)))
    } else if (blok.component === 'latest_articles') {
      const parsed = latestArticlesSchema.safeParse(blok)
      if (parsed.success) jobs.push(latestData(api, parsed.data, visibility).then((d) => void (d && (data[parsed.data._uid] = d))))
    }
  }
  await Promise.all(jobs)
  return data
}

import { storyPath } from '#content-model/paths.ts'
import { matchLegacyRedirect } from '#redirects/match-redirect.ts'
import type { SitemapEntry, SitemapSource } from '../navigation/sitemap-entry.ts'
import { getContentApi } from './content-api-instance.server.ts'
import type { ContentApi } from './content-api.server.ts'

/** Every published story, with its last publication as lastmod. Addresses a legacy redirect would send elsewhere are left out. */
export async function contentSitemapEntries(api: ContentApi): Promise<SitemapEntry[]> {
  const stories = await api.getAllStories({ excluding_fields: 'body,blocks' }, { preview: false })
  return stories
    .map((s) => ({ story: s, path: storyPath(s.full_slug) }))
    .filter(({ path }) => matchLegacyRedirect(new URL(path, 'http://site.invalid')) === null)
    .map(({ story, path }) => ({
      path,
      lastmod: story.published_at ?? undefined,
      changefreq: path === '/' ? 'daily' : (story.content as { component?: string } | undefined)?.component === 'news_article' ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.6,
    }))
}

export const contentSitemapSource: SitemapSource = () => contentSitemapEntries(getContentApi())

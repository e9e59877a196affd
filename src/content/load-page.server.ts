/**
 * Loads a content page on the server: the story (published, or draft in
 * preview), the names of its ancestors for the breadcrumbs, the data of its
 * listing blocks, and its head (title, description, Open Graph). The story's
 * content is parsed here with the content model's schemas
 * (content-model/parse-content.ts): the page gets parsed blocks.
 */
import type { ISbStoryData } from '@storyblok/react'
import { z } from 'zod'
import { dateField, optionalAsset, optionalText } from '#content-model/fields.ts'
import { storyPath } from '#content-model/paths.ts'
import type { Crumb } from '#content-model/render/content-context.tsx'
import { parseBlok } from '#content-model/parse-content.ts'
import { contentTypes } from '#content-model/registry.ts'
import { validateStoryContent } from '#content-model/validate-story.ts'
import { matchLegacyRedirect } from '#redirects/match-redirect.ts'
import { fallbackTitle } from '../navigation/page-title.ts'
import { siteDescription } from '../site-identity/site-identity.ts'
import { siteClock } from '../clock/clock.ts'
import { loadBlockData } from './block-data.server.ts'
import type { ContentApi, Visibility } from './content-api.server.ts'
import type { ContentPage, ContentPageSeo } from './content-page.ts'
import type { JsonObject } from './json.ts'

const seoSource = z.object({
  component: z.string(),
  seo_title: optionalText.catch(''),
  seo_description: optionalText.catch(''),
  title: optionalText.catch(''),
  teaser: optionalText.catch(''),
  og_image: optionalAsset.catch(null),
  image: optionalAsset.catch(null),
  date: dateField.catch(null),
  body: z.unknown(),
})

const heroSource = z.looseObject({ component: z.literal('hero'), text: optionalText.catch(''), image: optionalAsset.catch(null) })

/** Cuts a description at a word boundary to about 160 characters. */
export function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).replace(/[,;:.\s]+$/, '')}…`
}

export function seoFor(story: Pick<ISbStoryData, 'name' | 'content' | 'first_published_at' | 'published_at'>, siteUrl: string): ContentPageSeo {
  const parsed = seoSource.safeParse(story.content)
  const c = parsed.success ? parsed.data : undefined
  const hero = Array.isArray(c?.body) ? c.body.map((b) => heroSource.safeParse(b)).find((r) => r.success)?.data : undefined
  const image = c?.og_image ?? c?.image ?? hero?.image ?? null
  const isArticle = c?.component === 'news_article'
  return {
    title: c?.seo_title || c?.title || story.name,
    description: clip(c?.seo_description || c?.teaser || hero?.text || siteDescription),
    image: image ? new URL(image.filename, `${siteUrl}/`).href : null,
    type: isArticle ? 'article' : 'website',
    publishedTime: isArticle ? (c?.date ?? story.first_published_at ?? story.published_at ?? null) : null,
  }
}

/** The trail to a page: each ancestor folder or page by its story's name, then the page. */
async function breadcrumbsFor(api: ContentApi, story: ISbStoryData, path: string, visibility: Visibility): Promise<Crumb[]> {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return []
  const ancestors = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
  const names = new Map<string, string>()
  if (ancestors.length > 0) {
    const { stories } = await api.getStories(
      { by_slugs: ancestors.flatMap((a) => [a, `${a}/`]).join(','), excluding_fields: 'body,blocks', per_page: 100 },
      visibility,
    )
    for (const s of stories) names.set(storyPath(s.full_slug), s.name)
  }
  return [
    ...ancestors.map((a) => ({ href: ancestorHref(`/${a}`, path), label: names.get(`/${a}`) ?? fallbackTitle({ pathname: `/${a}` }) })),
    { href: path, label: story.name },
  ]
}

/**
 * Where an ancestor's crumb links. A folder at an old address (/brugte-biler,
 * /om-os) links the page the legacy redirect table sends it to, never the old
 * address itself; when that is the page being shown, the crumb is plain text.
 */
function ancestorHref(ancestor: string, page: string): string | undefined {
  const target = matchLegacyRedirect(new URL(ancestor, 'http://site.invalid'))?.location ?? ancestor
  return target === page ? undefined : target
}

export async function loadContentPage(
  api: ContentApi,
  request: { slug: string; page: number; preview: boolean; siteUrl: string },
): Promise<ContentPage | null> {
  const visibility: Visibility = { preview: request.preview }
  const story = await api.getStory(request.slug, visibility)
  if (!story) return null
  const component = (story.content as { component?: unknown } | undefined)?.component
  if (!(contentTypes as readonly unknown[]).includes(component)) {
    console.warn(`[indhold] "${story.full_slug}" har indholdstypen "${String(component)}", som siden ikke kan vise; den behandles som ikke fundet.`)
    return null
  }
  const path = storyPath(story.full_slug)
  const [breadcrumbs, blockData] = await Promise.all([
    breadcrumbsFor(api, story, path, visibility),
    loadBlockData(api, story.content, request.page, visibility),
  ])
  return {
    story: {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      fullSlug: story.full_slug,
      publishedAt: story.published_at ?? null,
      firstPublishedAt: story.first_published_at ?? null,
      // Parsed here, with the content model's schemas: the browser renders parsed blocks and loads no schema (issue 21, decision 2).
      content: parseBlok(story.content, { story: { uuid: story.uuid, fullSlug: story.full_slug }, preview: request.preview }) as unknown as JsonObject,
    },
    path,
    preview: request.preview,
    breadcrumbs,
    blockData,
    page: request.page,
    seo: seoFor(story, request.siteUrl),
    issues: request.preview ? validateStoryContent(story.content) : [],
    siteUrl: request.siteUrl,
    loadedAt: siteClock().now().getTime(),
  }
}

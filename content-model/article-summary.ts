import { z } from 'zod'
import type { ArticleSummary } from './block-data.ts'
import { isAllowedAssetUrl } from './content-urls.ts'
import { dateField, optionalText } from './fields.ts'
import { storyPath } from './paths.ts'

export const articleCategories = ['nyhed', 'event', 'guide'] as const

/** The fields of a news_article that lists need, read leniently: a bad field gives a default, not an error. */
const summaryFields = /* @__PURE__ */ z.object({
  component: /* @__PURE__ */ z.literal('news_article'),
  title: /* @__PURE__ */ optionalText.catch(''),
  teaser: /* @__PURE__ */ optionalText.catch(''),
  category: /* @__PURE__ */ z.enum(articleCategories).catch('nyhed'),
  date: /* @__PURE__ */ dateField.catch(null),
  event_date: /* @__PURE__ */ dateField.catch(null),
  image: /* @__PURE__ */ z.object({ filename: z.string().nullish(), alt: z.string().nullish() }).nullish().catch(null),
})

export interface StoryLike {
  uuid: string
  name: string
  full_slug: string
  first_published_at?: string | null | undefined
  published_at?: string | null | undefined
  content: unknown
}

/** An article story as lists show it; null when the story is not a news_article. */
export function summariseArticle(story: StoryLike): ArticleSummary | null {
  const parsed = summaryFields.safeParse(story.content)
  if (!parsed.success) return null
  const c = parsed.data
  const filename = c.image?.filename ?? ''
  return {
    uuid: story.uuid,
    path: storyPath(story.full_slug),
    title: c.title || story.name,
    teaser: c.teaser,
    category: c.category,
    date: c.date ?? story.first_published_at ?? story.published_at ?? null,
    eventDate: c.event_date,
    image: filename && isAllowedAssetUrl(filename) ? { filename, alt: c.image?.alt ?? '' } : null,
  }
}

/** What the content routes get from the server: a story ready to render, plus what its page needs. */
import type { BlockData } from '#content-model/block-data.ts'
import type { Crumb } from '#content-model/render/content-context.tsx'
import type { StoryIssue } from '#content-model/validate-story.ts'
import type { JsonObject } from './json.ts'

export interface ContentPageSeo {
  title: string
  description: string
  /** Absolute URL of the Open Graph image, if any. */
  image: string | null
  type: 'website' | 'article'
  publishedTime: string | null
}

export interface ContentPage {
  story: {
    id: number
    uuid: string
    name: string
    fullSlug: string
    publishedAt: string | null
    firstPublishedAt: string | null
    /** The story's content as the server parsed it (content-model/parse-content.ts): parsed blocks, markers for blocks that did not parse. */
    content: JsonObject
  }
  /** The page's path on the site. */
  path: string
  /** Draft content (visual editor or local preview). */
  preview: boolean
  breadcrumbs: Crumb[]
  blockData: Record<string, BlockData>
  /** The listing page requested with ?page=. */
  page: number
  seo: ContentPageSeo
  /** Content model problems in the story (preview only, for the editor). */
  issues: StoryIssue[]
  /** The site's public origin, for absolute URLs. */
  siteUrl: string
  /** When the page was loaded (ms since epoch). */
  loadedAt: number
}

export type ContentPageResult = { found: true; page: ContentPage } | { found: false }

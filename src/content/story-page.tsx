import { useMemo } from 'react'
import { Eye } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { titleHeroUid } from '#content-model/blocks/page.tsx'
import { registry } from '#content-model/registry.ts'
import { Blok } from '#content-model/render/blocks.tsx'
import { ContentProvider, type ContentContextValue, type FeatureSlots } from '#content-model/render/content-context.tsx'
import type { ContentPage } from './content-page.ts'
import { useLiveContent } from './use-live-content.ts'

function bodyOf(content: unknown): { _uid: string; component: string }[] {
  const body = (content as { body?: unknown } | null)?.body
  return Array.isArray(body)
    ? body.filter(
        (b): b is { _uid: string; component: string } => typeof b === 'object' && b !== null && typeof b._uid === 'string' && typeof b.component === 'string',
      )
    : []
}

function PreviewNotice({ page }: { page: ContentPage }) {
  return (
    <div className="container">
      <div className="content-preview" role="status">
        <Eye aria-hidden="true" width={20} height={20} />
        <div>
          <p>{m.content_preview_banner()}</p>
          {page.issues.length > 0 && (
            <ul>
              {page.issues.map((issue) => (
                <li key={`${issue.uid}:${issue.message}`}>
                  <code>{issue.component || '?'}</code> {issue.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * A content page: the story's blocks, rendered with the content model's
 * registry and the feature components the route passes for its slots.
 */
export function StoryPage({ page, slots }: { page: ContentPage; slots: FeatureSlots }) {
  const content = useLiveContent(page)
  const value = useMemo<ContentContextValue>(
    () => ({
      registry,
      preview: page.preview,
      story: {
        id: page.story.id,
        uuid: page.story.uuid,
        name: page.story.name,
        fullSlug: page.story.fullSlug,
        path: page.path,
        publishedAt: page.story.publishedAt,
        firstPublishedAt: page.story.firstPublishedAt,
      },
      blockData: page.blockData,
      breadcrumbs: page.breadcrumbs,
      page: page.page,
      titleBlockUid: titleHeroUid(bodyOf(content)),
      now: page.loadedAt,
      slots,
    }),
    [page, content, slots],
  )
  return (
    <ContentProvider value={value}>
      {page.preview && <PreviewNotice page={page} />}
      <Blok blok={content} />
    </ContentProvider>
  )
}

import { useEffect, useState } from 'react'
import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/react'
import { resolveRelations } from '#content-model/registry.ts'
import type { ContentPage } from './content-page.ts'
import type { JsonObject } from './json.ts'
import { parsePreviewContent } from './parse-preview.functions.ts'
import { previewParamsFromSearch } from './preview-params.ts'

/**
 * The story content to render, parsed. In preview inside Storyblok's visual
 * editor (the URL has `_storyblok`), the Storyblok bridge is loaded – only
 * then – and every edit arrives as new raw content, which the server parses
 * with the content model's schemas (parse-preview.functions.ts; pages arrive
 * parsed, and the browser has no schemas: issue 21, decision 2), so the
 * editor sees it live with its warnings; saving or publishing reloads the
 * page. Everywhere else this is just the loaded content.
 */
export function useLiveContent(page: ContentPage): JsonObject {
  const [live, setLive] = useState<{ id: number; content: JsonObject } | null>(null)

  useEffect(() => {
    if (!page.preview) return
    const search = new URLSearchParams(window.location.search)
    if (!search.has('_storyblok')) return
    let active = true
    // Edits come quickly: only the answer to the latest one is shown.
    let latest = 0
    const story = { uuid: page.story.uuid, fullSlug: page.story.fullSlug }
    const previewParams = previewParamsFromSearch(Object.fromEntries(search))
    loadStoryblokBridge()
      .then(() => {
        if (!active) return
        registerStoryblokBridge(
          page.story.id,
          (edited) => {
            if (!active || !edited?.content) return
            const edit = ++latest
            parsePreviewContent({ data: { story, content: edited.content as unknown as { component: string }, previewParams } })
              .then((content) => {
                if (active && edit === latest) setLive({ id: page.story.id, content })
              })
              .catch((error: unknown) => console.warn('[indhold] Ændringen kunne ikke vises:', error instanceof Error ? error.message : error))
          },
          { resolveRelations: [...resolveRelations], resolveLinks: 'url' },
        )
      })
      .catch((error: unknown) => console.warn('[indhold] Storyblok-broen kunne ikke indlæses:', error))
    return () => {
      active = false
    }
  }, [page.preview, page.story.id, page.story.uuid, page.story.fullSlug])

  return live && live.id === page.story.id ? live.content : page.story.content
}

import { useEffect, useState } from 'react'
import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/react'
import { resolveRelations } from '#content-model/registry.ts'
import type { ContentPage } from './content-page.ts'
import type { JsonObject } from './json.ts'

/**
 * The story content to render. In preview inside Storyblok's visual editor
 * (the URL has `_storyblok`), the Storyblok bridge is loaded – only then – and
 * every edit arrives as new content, so the editor sees it live; saving or
 * publishing reloads the page. Everywhere else this is just the loaded content.
 */
export function useLiveContent(page: ContentPage): JsonObject {
  const [live, setLive] = useState<{ id: number; content: JsonObject } | null>(null)

  useEffect(() => {
    if (!page.preview) return
    if (!new URLSearchParams(window.location.search).has('_storyblok')) return
    let active = true
    loadStoryblokBridge()
      .then(() => {
        if (!active) return
        registerStoryblokBridge(
          page.story.id,
          (story) => {
            if (active && story?.content) setLive({ id: page.story.id, content: story.content as unknown as JsonObject })
          },
          { resolveRelations: [...resolveRelations], resolveLinks: 'url' },
        )
      })
      .catch((error: unknown) => console.warn('[indhold] Storyblok-broen kunne ikke indlæses:', error))
    return () => {
      active = false
    }
  }, [page.preview, page.story.id])

  return live && live.id === page.story.id ? live.content : page.story.content
}

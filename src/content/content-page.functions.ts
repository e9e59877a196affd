/**
 * The server function the content routes load pages with. It runs on the
 * server only (during SSR directly, on client navigation as an RPC), so the
 * access tokens and the content API stay on the server.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { getContentApi } from './content-api-instance.server.ts'
import type { ContentPageResult } from './content-page.ts'
import { ContentUnavailableError } from './content-api.server.ts'
import { loadContentPage } from './load-page.server.ts'
import { isPreviewAllowed, previewCheckOf } from './preview.server.ts'
import { notePreview } from '../server/request-scope.server.ts'

const inputSchema = z.object({
  slug: z.string().min(1).max(300),
  page: z.int().min(1).max(500),
  previewParams: z.record(z.string(), z.string().max(200)).default({}),
})

export const fetchContentPage = createServerFn({ method: 'GET' })
  .validator(inputSchema)
  .handler(async ({ data }): Promise<ContentPageResult> => {
    const config = getRuntimeConfig()
    const preview = isPreviewAllowed(data.previewParams, previewCheckOf(config.content))
    if (preview) {
      // Drafts must not be cached or indexed anywhere.
      setResponseHeader('cache-control', 'private, no-store')
      setResponseHeader('x-robots-tag', 'noindex')
      // Storyblok's visual editor may frame this answer (src/server/security-headers.ts).
      notePreview()
    }
    try {
      const page = await loadContentPage(getContentApi(), { slug: data.slug, page: data.page, preview, siteUrl: config.siteUrl })
      return page ? { found: true, page } : { found: false }
    } catch (error) {
      // A missing token is logged once where it is detected; everything else here.
      if (!(error instanceof ContentUnavailableError && error.reason === 'missing-token')) {
        console.error(`[indhold] Siden "${data.slug}" kunne ikke hentes:`, error instanceof Error ? error.message : error)
      }
      throw error
    }
  })

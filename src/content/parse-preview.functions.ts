/**
 * The visual editor's live preview: Storyblok's bridge hands the browser each
 * edit as raw content, and this server function parses it with the content
 * model's schemas, as the story loader does (issue 21, decision 2). The
 * schemas stay on the server: the blocks' modules are on content pages' first
 * load, so importing their schemas in the browser, even on demand, would keep
 * them there (ADR 0011, ADR 0023). Only for a request that may preview.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { parseBlok } from '#content-model/parse-content.ts'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import type { JsonObject } from './json.ts'
import { isPreviewAllowed, previewCheckOf } from './preview.server.ts'

/** Thrown when the request carries no valid preview token. */
export class PreviewNotAllowedError extends Error {
  constructor() {
    super('Forhåndsvisningen kræver et gyldigt preview-token.')
    this.name = 'PreviewNotAllowedError'
  }
}

export const parsePreviewContent = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      story: z.object({ uuid: z.string().max(100), fullSlug: z.string().max(300) }),
      content: z.looseObject({ component: z.string().max(100) }),
      previewParams: z.record(z.string(), z.string().max(200)),
    }),
  )
  .handler(async ({ data }): Promise<JsonObject> => {
    const allowed = isPreviewAllowed(data.previewParams, previewCheckOf(getRuntimeConfig().content))
    if (!allowed) throw new PreviewNotAllowedError()
    setResponseHeader('cache-control', 'private, no-store')
    return parseBlok(data.content, { story: data.story, preview: true }) as unknown as JsonObject
  })

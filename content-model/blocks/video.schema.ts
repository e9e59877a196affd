/** The schema of the video block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionField, optionalAsset, optionalText, requiredText } from '../fields.ts'
import { z } from 'zod'

export const providers = ['youtube', 'vimeo'] as const

/**
 * An embedded video (YouTube or Vimeo). Nothing is loaded from the video
 * service until the visitor presses play (no third-party cookies or requests
 * before that); then the player replaces the poster.
 */
export const videoSchema = /* @__PURE__ */ blok('video', {
  provider: /* @__PURE__ */ optionField(providers, 'youtube'),
  video_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,20}$/, 'video-id skal være id’et fra videoens adresse'),
  title: requiredText,
  caption: optionalText,
  poster: optionalAsset,
})

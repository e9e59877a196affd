/** The schema of the rich text block block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionField } from '../fields.ts'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

/** Running text written in Storyblok's rich text editor. */
export const richTextSchema = /* @__PURE__ */ blok('rich_text', {
  text: requiredRichText,
  width: /* @__PURE__ */ optionField(['narrow', 'wide'], 'narrow'),
})

/** The schema of the section block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloks, optionField, optionalText } from '../fields.ts'

/** A page section: optional heading and intro, any blocks, a background. */
export const sectionSchema = /* @__PURE__ */ blok('section', {
  heading: optionalText,
  intro: optionalText,
  anchor: optionalText,
  background: /* @__PURE__ */ optionField(['white', 'light', 'brand'], 'white'),
  body: bloks,
})

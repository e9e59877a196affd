/** The schema of the hero block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionField, optionalAsset, optionalText, requiredText } from '../fields.ts'

/**
 * The hero section at the top of a page: heading, text, an image and buttons.
 * A hero that opens the page carries the page's h1; any other hero an h2.
 */
export const heroSchema = /* @__PURE__ */ blok('hero', {
  eyebrow: optionalText,
  heading: requiredText,
  text: optionalText,
  image: optionalAsset,
  layout: /* @__PURE__ */ optionField(['image_right', 'image_background', 'plain'], 'image_right'),
  buttons: /* @__PURE__ */ bloksOf(['button']),
})

/** The schema of the carousel block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionalAsset, optionalLink, optionalText, requiredText, bloksOf } from '../fields.ts'

export const carouselSlideSchema = /* @__PURE__ */ blok('carousel_slide', {
  heading: requiredText,
  text: optionalText,
  image: optionalAsset,
  link: optionalLink,
  link_label: optionalText,
})

/**
 * A carousel of slides. No autoplay; previous/next buttons and swiping
 * (scroll snapping) move between slides; the position is announced politely.
 */
export const carouselSchema = /* @__PURE__ */ blok('carousel', {
  heading: requiredText,
  slides: /* @__PURE__ */ bloksOf(['carousel_slide']),
})

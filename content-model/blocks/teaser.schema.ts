/** The schema of the teaser block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionalAsset, optionalLink, optionalText, requiredText } from '../fields.ts'

/** A card: image, heading, text and a link (the whole card is the link's target). */
export const teaserSchema = /* @__PURE__ */ blok('teaser', {
  heading: requiredText,
  text: optionalText,
  image: optionalAsset,
  link: optionalLink,
  link_label: optionalText,
})

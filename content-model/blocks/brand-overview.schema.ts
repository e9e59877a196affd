/** The schema of the brand overview block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionalLink, optionalText, requiredText } from '../fields.ts'
import { z } from 'zod'
import { brandSlugSchema } from './brand-slug.schema.ts'

/** Tags as a list (Storyblok's multi-option field) or comma-separated text; at most 20. */
const manufacturerTags = /* @__PURE__ */ z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((t) => t.trim())
      .filter((t) => t !== '')
      .slice(0, 20),
  )

/** One brand in the overview: logo, text, and a link (default: the brand's models). */
export const brandCardSchema = /* @__PURE__ */ blok('brand_card', {
  brand: brandSlugSchema,
  text: requiredText,
  link: optionalLink,
  link_label: optionalText,
})

/** The brands the group sells, each with a short text and a way in. */
export const brandOverviewSchema = /* @__PURE__ */ blok('brand_overview', {
  heading: optionalText,
  intro: optionalText,
  brands: /* @__PURE__ */ bloksOf(['brand_card']),
  /**
   * Manufacturer tags (e.g. "mercedes-benz-vans, renault"): when given, the overview shows those
   * manufacturers with their number of models, from-price and cars in stock from the product API,
   * instead of the brand cards (spec 8 names the texts for a failed load and an unknown tag).
   */
  manufacturer_tags: manufacturerTags,
})

/** A brand overview as its schema parses it (the route that loads the manufacturers' data reads its tags). */
export type BrandOverviewBlok = z.output<typeof brandOverviewSchema>

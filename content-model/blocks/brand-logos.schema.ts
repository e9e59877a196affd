/** The schema of the brand logos block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, optionalText } from '../fields.ts'
import { brandSlugSchema } from './brand-slug.schema.ts'

/** A row of brand logos, each linking to the brand's models. */
export const brandLogosSchema = /* @__PURE__ */ blok('brand_logos', {
  heading: optionalText,
  brands: /* @__PURE__ */ z.array(brandSlugSchema).min(1, 'vælg mindst ét mærke'),
})

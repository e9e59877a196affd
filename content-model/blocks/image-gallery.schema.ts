/** The schema of the image gallery block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, multiAsset, optionField, optionalText } from '../fields.ts'

/** A gallery of images with their captions (the asset's title). Every image needs an alt text. */
export const imageGallerySchema = /* @__PURE__ */ blok('image_gallery', {
  heading: optionalText,
  images: /* @__PURE__ */ multiAsset
    .refine((list) => list.length > 0, 'vælg mindst ét billede')
    .refine((list) => list.every((a) => a.alt !== ''), 'alle billeder skal have en alternativ tekst'),
  columns: /* @__PURE__ */ optionField(['2', '3', '4'], '3'),
})

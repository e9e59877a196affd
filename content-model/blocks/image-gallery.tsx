import type { PropsOf } from '../block-definition.ts'
import { blok, multiAsset, optionField, optionalText } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'

/** A gallery of images with their captions (the asset's title). Every image needs an alt text. */
export const imageGallerySchema = /* @__PURE__ */ blok('image_gallery', {
  heading: optionalText,
  images: /* @__PURE__ */ multiAsset
    .refine((list) => list.length > 0, 'vælg mindst ét billede')
    .refine((list) => list.every((a) => a.alt !== ''), 'alle billeder skal have en alternativ tekst'),
  columns: /* @__PURE__ */ optionField(['2', '3', '4'], '3'),
})

export function ImageGallery({ blok }: PropsOf<typeof imageGallerySchema>) {
  return (
    <div className="gallery" {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      <ul {...fillRows(blok.images.length, { className: 'gallery__grid', maxColumns: Number(blok.columns) })}>
        {blok.images.map((image) => (
          <li key={image.filename}>
            <figure className="gallery__figure">
              <ContentImage asset={image} className="gallery__image" />
              {(image.title || image.copyright) && (
                <figcaption>
                  {image.title}
                  {image.copyright && <span className="gallery__copyright"> © {image.copyright}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}

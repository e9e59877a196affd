import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { imageGallerySchema } from './image-gallery.schema.ts'

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

import { m } from '../i18n/paraglide/messages.js'
import type { Image } from '../product-api/contract/common.ts'

/**
 * The model's pictures as a horizontally scrolling strip (scroll snap). It
 * needs no JavaScript; the strip is focusable so keyboard users can scroll it.
 */
export function ModelGallery({ images, title }: { images: readonly Image[]; title: string }) {
  if (images.length === 0) return null
  return (
    <section className="model-gallery" aria-label={m.models_gallery_label({ model: title })}>
      {/* The scroll container must be focusable for keyboard users (WCAG 2.1.1). */}
      <ul className="model-gallery__strip" tabIndex={0} aria-label={m.models_gallery_hint()}>
        {images.map((image, i) => (
          <li key={image.url} className="model-gallery__item">
            <figure>
              <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              <figcaption className="visually-hidden">{m.models_gallery_position({ index: String(i + 1), count: String(images.length) })}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { VehicleMedia } from '#src/product-api/contract/vehicle.ts'

/**
 * The vehicle's pictures as a horizontal scroll-snap strip: swiping works on
 * touch screens and the arrow keys scroll it when it has focus, with or
 * without JavaScript. With JavaScript, previous/next buttons, thumbnails and
 * an announced "Billede 2 af 4" are added (the thumbnails' row is reserved in
 * the server's HTML, so adding them shifts nothing).
 */
export function MediaGallery({ images, title }: { images: VehicleMedia['images']; title: string }) {
  const hydrated = useHydrated()
  const stripRef = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)

  // Follow the strip's scroll position (swipe, keys, buttons) to know the picture shown.
  useEffect(() => {
    const strip = stripRef.current
    if (!strip) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index))
        }
      },
      { root: strip, threshold: 0.6 },
    )
    for (const item of strip.children) observer.observe(item)
    return () => observer.disconnect()
  }, [images])

  const show = (index: number) => {
    const strip = stripRef.current
    const target = strip?.children[Math.max(0, Math.min(images.length - 1, index))] as HTMLElement | undefined
    if (!strip || !target) return
    strip.scrollTo({ left: target.offsetLeft - strip.offsetLeft, behavior: 'smooth' })
  }

  if (images.length === 0) return null
  return (
    <section className="gallery" aria-label={m.stock_gallery_label({ title })}>
      <div className="gallery__stage">
        <ul className="gallery__strip" ref={stripRef} tabIndex={0} aria-label={m.stock_gallery_strip_label()}>
          {images.map((image, i) => (
            <li key={image.url} className="gallery__item" data-index={i}>
              {/* The first image is the page's largest paint: high priority, preloaded from the head by React. */}
              {i === 0 ? (
                <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="eager" fetchPriority="high" />
              ) : (
                <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
              )}
            </li>
          ))}
        </ul>
        {hydrated && images.length > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={m.stock_gallery_previous()}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              onClick={() => show(current + 1)}
              disabled={current === images.length - 1}
              aria-label={m.stock_gallery_next()}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        // Rendered on the server too, hidden and inert until hydration, so the thumbnails do not
        // push the price blocks down when they appear (layout shift, ADR 0009); without
        // scripting the reserved space is removed again (stock.css).
        <div className="gallery__controls" data-pending={hydrated ? undefined : ''} aria-hidden={hydrated ? undefined : true} inert={!hydrated}>
          <p className="gallery__position" aria-live="polite">
            {m.stock_gallery_position({ current: String(current + 1), total: String(images.length) })}
          </p>
          <ul className="gallery__thumbs">
            {images.map((image, i) => (
              <li key={image.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={m.stock_gallery_show({ number: String(i + 1), alt: image.alt })}
                  onClick={() => show(i)}
                >
                  <img src={image.url} alt="" width={96} height={Math.round((96 * image.height) / image.width)} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

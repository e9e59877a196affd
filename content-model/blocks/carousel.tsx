import { useId, useRef, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { ContentLink } from '../render/content-link.tsx'
import { useParsedChildren } from '../render/parsed-children.tsx'
import { ContentImage } from './content-image.tsx'
import type { carouselSlideSchema, carouselSchema } from './carousel.schema.ts'

export function CarouselSlide({ blok, index, total }: PropsOf<typeof carouselSlideSchema> & { index?: number; total?: number }) {
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription={m.content_carousel_slide()}
      aria-label={index !== undefined && total !== undefined ? m.content_carousel_position({ current: String(index + 1), total: String(total) }) : blok.heading}
      {...editable(blok)}
    >
      {blok.image && <ContentImage asset={blok.image} className="carousel__image" decorative />}
      <div className="carousel__caption">
        <h3>{blok.heading}</h3>
        {blok.text && <p>{blok.text}</p>}
        {blok.link && (
          <ContentLink link={blok.link} className="carousel__link">
            {blok.link_label || blok.heading}
          </ContentLink>
        )}
      </div>
    </div>
  )
}

export function Carousel({ blok }: PropsOf<typeof carouselSchema>) {
  const { valid: slides, warnings } = useParsedChildren<BlokOf<typeof carouselSlideSchema>>(blok.slides)
  const [current, setCurrent] = useState(0)
  const track = useRef<HTMLDivElement>(null)
  const trackId = useId()
  // The buttons work once the page is hydrated; until then they are disabled (swiping works without JavaScript).
  const hydrated = useHydrated()
  // The slide a button asked for while the smooth scroll to it runs: the scroll positions passed on the way
  // must not move the position back (a quick second click would otherwise count from a slide in between).
  const scrollingTo = useRef<number | null>(null)

  const slideAt = (t: HTMLDivElement) => Math.round(t.scrollLeft / t.clientWidth)
  const goTo = (index: number) => {
    const next = (index + slides.length) % slides.length
    setCurrent(next)
    const el = track.current?.children[next] as HTMLElement | undefined
    if (el && track.current) {
      scrollingTo.current = next
      track.current.scrollTo({ left: el.offsetLeft - track.current.offsetLeft, behavior: 'smooth' })
    }
  }
  const onScroll = () => {
    const t = track.current
    if (!t || t.clientWidth === 0) return
    const index = slideAt(t)
    if (scrollingTo.current !== null) {
      if (index === scrollingTo.current) scrollingTo.current = null
      return
    }
    if (index !== current && index >= 0 && index < slides.length) setCurrent(index)
  }
  // A smooth scroll that was interrupted (the visitor swiped) ends where it ends: follow it from there.
  const onScrollEnd = () => {
    scrollingTo.current = null
    onScroll()
  }

  return (
    <section className="carousel" aria-roledescription={m.content_carousel()} aria-labelledby={`${trackId}-heading`} {...editable(blok)}>
      <h2 id={`${trackId}-heading`}>{blok.heading}</h2>
      {warnings}
      <div className="carousel__track" id={trackId} ref={track} onScroll={onScroll} onScrollEnd={onScrollEnd}>
        {slides.map((slide, i) => (
          <CarouselSlide key={slide._uid} blok={slide} index={i} total={slides.length} />
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-controls={trackId} disabled={!hydrated} onClick={() => goTo(current - 1)}>
            <ChevronLeft aria-hidden="true" width={20} height={20} />
            <span className="visually-hidden">{m.content_carousel_previous()}</span>
          </button>
          <p className="carousel__status" aria-live="polite">
            {m.content_carousel_position({ current: String(current + 1), total: String(slides.length) })}
          </p>
          <button type="button" className="carousel__button" aria-controls={trackId} disabled={!hydrated} onClick={() => goTo(current + 1)}>
            <ChevronRight aria-hidden="true" width={20} height={20} />
            <span className="visually-hidden">{m.content_carousel_next()}</span>
          </button>
        </div>
      )}
    </section>
  )
}

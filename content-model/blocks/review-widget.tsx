import { Star } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { Blocks } from '../render/blocks.tsx'
import { formatDate, formatDecimal, formatInteger } from '#src/format/format.ts'
import { ratingStars } from './rating-stars.ts'
import type { reviewSchema, reviewWidgetSchema } from './review-widget.schema.ts'

const providerNames = { trustpilot: 'Trustpilot', google: 'Google', facebook: 'Facebook' } as const

/** Five stars, halves included (rating-stars.ts); screen readers hear the exact rating. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={m.content_reviews_stars({ rating: formatDecimal(rating) })}>
      {ratingStars(rating).map((fill, i) =>
        fill === 'half' ? (
          <span key={i} className="stars__half" data-star="half">
            <Star aria-hidden="true" width={18} height={18} className="stars__star" />
            <Star aria-hidden="true" width={18} height={18} className="stars__star stars__star--on" />
          </span>
        ) : (
          <Star
            key={i}
            aria-hidden="true"
            width={18}
            height={18}
            data-star={fill}
            className={fill === 'full' ? 'stars__star stars__star--on' : 'stars__star'}
          />
        ),
      )}
    </span>
  )
}

export function Review({ blok }: PropsOf<typeof reviewSchema>) {
  return (
    <li className="review" {...editable(blok)}>
      <figure>
        <Stars rating={blok.rating} />
        <blockquote>
          <p>{blok.text}</p>
        </blockquote>
        <figcaption>
          {blok.author}
          {blok.date && <span className="review__date">, {formatDate(blok.date)}</span>}
        </figcaption>
      </figure>
    </li>
  )
}

export function ReviewWidget({ blok }: PropsOf<typeof reviewWidgetSchema>) {
  const provider = providerNames[blok.provider]
  return (
    <section className="reviews" aria-labelledby={`reviews-${blok._uid}`} {...editable(blok)}>
      <h2 id={`reviews-${blok._uid}`}>{blok.heading}</h2>
      {blok.rating > 0 && (
        <p className="reviews__score">
          <Stars rating={blok.rating} />
          <span>{m.content_reviews_score({ rating: formatDecimal(blok.rating), count: formatInteger(blok.review_count), provider })}</span>
        </p>
      )}
      {blok.reviews.length > 0 && (
        <ul className="reviews__list">
          <Blocks items={blok.reviews} />
        </ul>
      )}
      {blok.profile_link && (
        <p>
          <ContentLink link={blok.profile_link}>{m.content_reviews_all({ provider })}</ContentLink>
        </p>
      )}
      <p className="content-small reviews__verification" data-testid="reviews-verification">
        <strong>{m.content_reviews_verification()}</strong> {blok.verification}
      </p>
      {blok.note && <p className="content-small">{blok.note}</p>}
    </section>
  )
}

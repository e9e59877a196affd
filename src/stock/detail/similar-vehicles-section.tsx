/**
 * "Lignende biler" at the end of a vehicle page (issue 17): up to four other
 * vehicles in stock as the overview's cards, with their cash price. The cards
 * stream in after the page (the route's loader hands over the promise
 * unawaited), so the vehicle itself is never held back; no cards, no section.
 */
import { Suspense } from 'react'
import { Await } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { cardAlt, cardImage, cardPrice } from '../overview/overview-data.ts'
import { VehicleCard } from '../overview/vehicle-card.tsx'
import { BeforePriceNote } from '#src/pricing/price-summary.tsx'
import { similarLinkBrand, type SimilarVehicleCards } from './similar-vehicles.ts'

interface SimilarVehiclesProps {
  cards: Promise<SimilarVehicleCards>
  /** The page's brand segment (a brand's vehicle page), if any: a car of another make links without it. */
  brand?: string
}

/** Links only, without compare and favourite boxes: cars of one model often share a title with the page's vehicle. */
export function SimilarVehicles({ cards, brand }: SimilarVehiclesProps) {
  // A Suspense boundary of its own: TanStack's <Await> adds one only for a truthy fallback, and without
  // it the cards' promise held the whole page back, so the layout and footer streamed first and the
  // vehicle after them (a layout shift of 0.28 in Lighthouse on a page-cache miss).
  return (
    <Suspense fallback={null}>
      <Await promise={cards}>
        {(similar) =>
          similar.cards.length === 0 ? null : (
            <section className="detail-section similar-vehicles" aria-labelledby="similar-heading">
              <h2 id="similar-heading">{m.stock_similar_heading()}</h2>
              <ol className="vehicle-grid similar-vehicles__grid">
                {similar.cards.map((card) => (
                  <li key={card.id}>
                    <VehicleCard
                      card={card}
                      src={cardImage(similar, card)}
                      alt={cardAlt(similar, card)}
                      priceType="purchase"
                      vat="incl"
                      eager={false}
                      linkBrand={{ brand: similarLinkBrand(brand, similar.makes[card.id]) }}
                    />
                  </li>
                ))}
              </ol>
              <BeforePriceNote prices={similar.cards.map((c) => cardPrice(c.price))} />
            </section>
          )
        }
      </Await>
    </Suspense>
  )
}

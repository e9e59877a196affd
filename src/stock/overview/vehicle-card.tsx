import { useId, type ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { analyticsEvents, pushAnalyticsEvent } from '#src/analytics/data-layer.ts'
import { conditionLabels } from '#src/product-api/contract/vocabulary.ts'
import type { PriceType } from '#app.config'
import type { VatMode } from '#src/pricing/price-view.ts'
import { EnergyLine, PriceSummary } from '#src/pricing/price-summary.tsx'
import { cardEnergy, cardPrice, type VehicleCard as Card } from './overview-data.ts'
import { RouterLink } from '#src/ui/server-link.tsx'

/**
 * The card's picture box: 8 ∶ 5, the size the product API's vehicle pictures
 * come in. The stylesheet fixes the box to this ratio and crops a picture of
 * another shape into it, so the size is the card's, not each vehicle's data.
 */
const pictureSize = { width: 960, height: 600 }

interface VehicleCardProps {
  card: Card
  /** The address of the card's picture (`cardImage`). */
  src: string
  /** The picture's text alternative (`cardAlt`). */
  alt: string
  priceType: PriceType
  vat: VatMode
  /** The first cards are above the fold: load their pictures at once. */
  eager: boolean
  /** The first card: its picture is fetched with high priority. */
  priority?: boolean
  /** Controls shown on the card above its link area (compare, favourite), given the id of the card's heading that names the vehicle. */
  actions?: (headingId: string) => ReactNode
  /**
   * The brand segment of the card's link when it is not the page's (a similar car of another make on a
   * brand's vehicle page links without one); left out, the link keeps the page's, as on a brand's stock page.
   */
  linkBrand?: { brand: string | undefined }
}

/** One stock vehicle in the overview; the whole card is the link to its detail page. */
export function VehicleCard({ card, src, alt, priceType, vat, eager, priority = false, actions, linkBrand }: VehicleCardProps) {
  // A short id from React, not one from the vehicle's id: it is written twice on each of 24 cards (issue 21).
  const headingId = useId()
  return (
    <article className="vehicle-card" aria-labelledby={headingId}>
      <img
        src={src}
        alt={alt}
        width={pictureSize.width}
        height={pictureSize.height}
        loading={eager ? 'eager' : 'lazy'}
        // The first picture is the overview's largest paint on a phone: fetch it before other images.
        fetchPriority={priority ? 'high' : undefined}
      />
      <div>
        <p>
          <span className="badge" data-condition={card.condition}>
            {conditionLabels[card.condition]}
          </span>
        </p>
        <h3 className="vehicle-card__title" id={headingId}>
          <RouterLink
            to="/{-$brand}/stock/$vehicle"
            params={linkBrand ? { vehicle: card.id, brand: linkBrand.brand } : { vehicle: card.id }}
            // The vehicle page opens the price block the shopper browsed with.
            search={{ acquisition: priceType === 'purchase' ? undefined : priceType, vat: vat === 'excl' ? vat : undefined }}
            className="vehicle-card__link"
            // A phone's compact card shows two lines of the title; the whole of it on hover and to assistive tech.
            title={card.title}
            onClick={() => pushAnalyticsEvent(analyticsEvents.clickVehicleMoreDetails({ vehicle_id: card.id }))}
          >
            {card.title}
          </RouterLink>
        </h3>
        <ul aria-label={m.stock_card_facts_label()}>
          {card.facts.map((fact) =>
            typeof fact === 'string' ? (
              <li key={fact}>{fact}</li>
            ) : (
              <li key={fact.text} data-filtered>
                {fact.text}
              </li>
            ),
          )}
        </ul>
        <PriceSummary price={cardPrice(card.price)} priceType={priceType} />
        {/* The energy class and WLTP figures beside the price (issue 30); a van shows no class. */}
        <EnergyLine energy={cardEnergy(card.e)} />
        <p className="vehicle-card__location">{m.stock_card_location({ town: card.town })}</p>
        {actions && <div>{actions(headingId)}</div>}
      </div>
    </article>
  )
}

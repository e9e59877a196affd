import type { ReactNode } from 'react'
import { routeSegments } from '#app.config'
import type { VehicleRef } from '#machines/shared/vehicle-list.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { fuelLabels, transmissionLabels } from '#src/product-api/contract/vocabulary.ts'
import { CreditPriceView, EnergyLine, PriceSummary } from '#src/pricing/price-summary.tsx'
import { cashPriceView } from '#src/pricing/price-view.ts'
import { AppLink } from '#src/ui/app-link.tsx'
import { formatKm } from '#src/format/format.ts'
import type { VehicleFacts } from '../vehicle-facts.ts'
import { FavouriteCheckbox } from './favourite-checkbox.tsx'

export interface FavouriteCardProps {
  /** The saved vehicle (id and name from the visitor's favourites). */
  vehicle: VehicleRef
  /** Its product data, once loaded. */
  facts: VehicleFacts | undefined
  /** Controls of other lists (the compare checkbox), next to the favourite checkbox. */
  actions?: ReactNode
}

/** A saved vehicle: picture, name, key facts and price, with its favourite checkbox and the given actions. */
export function FavouriteCard({ vehicle, facts, actions }: FavouriteCardProps) {
  const titleId = `favourite-${vehicle.id}`
  const title = facts?.title ?? vehicle.label
  return (
    <article className="favourite-card" aria-labelledby={titleId}>
      <div className="favourite-card__media">
        {facts?.image ? <img src={facts.image.url} alt={facts.image.alt} width={facts.image.width} height={facts.image.height} loading="lazy" /> : null}
      </div>
      <div className="favourite-card__body">
        <h2 className="favourite-card__title" id={titleId}>
          <AppLink href={`/${routeSegments.stock}/${facts?.canonicalId ?? vehicle.id}`}>{title}</AppLink>
        </h2>
        {facts ? (
          <>
            <dl className="favourite-card__facts" aria-label={m.favourites_card_facts({ title })}>
              <div>
                <dt>{m.compare_row_year()}</dt>
                <dd>{facts.productionYear}</dd>
              </div>
              <div>
                <dt>{m.compare_row_mileage()}</dt>
                <dd>{formatKm(facts.mileageKm)}</dd>
              </div>
              <div>
                <dt>{m.compare_row_fuel()}</dt>
                <dd>{fuelLabels[facts.fuel]}</dd>
              </div>
              <div>
                <dt>{m.compare_row_transmission()}</dt>
                <dd>{transmissionLabels[facts.transmission]}</dd>
              </div>
            </dl>
            {/* The cash price incl. delivery, as everywhere (issue 30). */}
            {facts.cashPrice !== null ? <PriceSummary price={cashPriceView({ amount: facts.cashPrice, vat: 'incl' }, null)} priceType="purchase" /> : null}
            {/* The lowest monthly price with its representative example, all figures in the same type. */}
            {facts.lowestMonthly ? <CreditPriceView price={facts.lowestMonthly} /> : null}
            {/* The energy class and WLTP figures beside the prices (issue 30); a van shows no class. */}
            {facts.cashPrice !== null || facts.lowestMonthly ? <EnergyLine energy={facts.energy} /> : null}
          </>
        ) : null}
        <div className="favourite-card__actions">
          <FavouriteCheckbox vehicleId={vehicle.id} label={vehicle.label} />
          {actions}
        </div>
      </div>
    </article>
  )
}

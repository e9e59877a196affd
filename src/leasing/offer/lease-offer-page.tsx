/**
 * A lease offer's page (/leasing/{offer id}): pictures, what the monthly
 * price includes, the standard offer with its representative example, and
 * the calculator on the offer's own terms.
 */
import { useEffect } from 'react'
import { formatKm, formatInteger } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { CreditPriceView, DeliveryNote, EnergyLine } from '#src/pricing/price-summary.tsx'
import { leaseFuelLabels } from '#src/product-api/contract/vocabulary.ts'
import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import { Button } from '#src/ui/button.tsx'
import { LeaseCalculator } from '../calculator/lease-calculator.tsx'
import { trackLeaseDetail } from '../leasing-analytics.ts'
import { leaseOfferPath } from '../lease-paths.ts'
import { leaseOverviewPagePath } from '../overview/lease-overview-pages.ts'
import { leaseOfferTitle, type LeaseOfferPageData } from './lease-offer-route.ts'
import { leaseOfferView } from './lease-offer-view.ts'

export function LeaseOfferPage({ data }: { data: LeaseOfferPageData }) {
  const { offer, subject } = data
  useEffect(() => {
    trackLeaseDetail(offer)
  }, [offer])
  const { price: standard, energy, delivery } = leaseOfferView(offer)
  const path = leaseOfferPath(offer.id)
  return (
    <article className="container leasing-page lease-offer-page" aria-labelledby="lease-offer-title">
      <Breadcrumbs
        items={[
          { href: leaseOverviewPagePath(offer.type), label: m.leasing_offer_crumb() },
          { href: path, label: offer.title },
        ]}
      />
      <header className="leasing-page__head">
        {offer.campaign && <p className="lease-card__campaign">{offer.campaign}</p>}
        <h1 id="lease-offer-title">{leaseOfferTitle(offer)}</h1>
        <p>
          {m.leasing_offer_facts({ fuel: leaseFuelLabels[offer.fuel], hp: formatInteger(offer.powerHp) })}
          {offer.electricRangeKm !== null && ` · ${m.leasing_offer_range({ range: formatKm(offer.electricRangeKm) })}`} · {offer.deliveryText}
        </p>
      </header>

      <div className="lease-offer-page__top">
        <div className="lease-offer-page__gallery">
          {offer.images.slice(0, 3).map((image, i) => (
            <img key={image.url} src={image.url} alt={image.alt} width={image.width} height={image.height} loading={i === 0 ? 'eager' : 'lazy'} />
          ))}
        </div>
        <section className="leasing-offer" aria-labelledby="lease-offer-standard">
          <h2 id="lease-offer-standard">{m.leasing_offer_standard_heading()}</h2>
          {standard && (
            <>
              <CreditPriceView price={standard} label={false} size="large" />
              {/* Beside the monthly price: the energy class and WLTP figures, and the delivery costs (issue 30). */}
              <EnergyLine energy={energy} />
              <DeliveryNote cost={delivery.cost} included={delivery.included} />
            </>
          )}
          {offer.standardOffer.representative_example && <p className="leasing-offer__lender">{offer.standardOffer.representative_example}</p>}
          <h3>{m.leasing_offer_includes()}</h3>
          <ul className="lease-offer-page__includes">
            {offer.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Button href="/directcontact" variant="secondary" size="medium">
            {m.leasing_offer_contact()}
          </Button>
        </section>
      </div>

      <LeaseCalculator
        key={offer.id}
        subject={subject}
        fixedType={offer.leaseType}
        inputs={data.inputs}
        vat={data.vat}
        notices={data.notices}
        quote={data.quote}
        problem={data.problem}
        action={path}
        backHref={leaseOverviewPagePath(offer.type)}
      />

      <section className="detail-section" aria-labelledby="lease-offer-about">
        <h2 id="lease-offer-about">{m.leasing_offer_about()}</h2>
        <p>{offer.description}</p>
      </section>
    </article>
  )
}

/**
 * A stock vehicle's calculator page (/lager/{bil}/leaseberegner: every lease
 * and finance type the vehicle is offered with) and its price-type pages
 * (/lager/{bil}/privatleasing …: the vehicle's offer of that type with its
 * representative example, and the calculator for that type).
 */
import { useEffect } from 'react'
import { routeSegments } from '#app.config'
import { formatKr } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { CreditPriceView, EnergyLine } from '#src/pricing/price-summary.tsx'
import { priceView } from '#src/pricing/price-view.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import { AppLink } from '#src/ui/app-link.tsx'
import { trackLeaseCalculator } from '../leasing-analytics.ts'
import { priceTypePath, stockVehiclePath } from '../lease-paths.ts'
import { offerRow, offeredTypes } from './calculator-options.ts'
import { calculatorPagePath, calculatorPageTitle, type CalculatorPageData } from './calculator-route.ts'
import { LeaseCalculator } from './lease-calculator.tsx'

export function CalculatorPage({ data, brand }: { data: CalculatorPageData; brand?: string }) {
  const { subject, fixedType, inputs } = data
  const vehiclePath = stockVehiclePath(subject.id, brand)
  const ownPath = calculatorPagePath(subject.id, fixedType, brand)
  const title = calculatorPageTitle(data)

  useEffect(() => {
    trackLeaseCalculator(subject)
  }, [subject])

  const row = fixedType ? offerRow(subject, fixedType) : null
  const offer = row ? priceView(row, data.vat) : null
  const types = offeredTypes(subject)
  return (
    <article className="container leasing-page" aria-labelledby="leasing-title">
      <Breadcrumbs
        items={[
          { href: `/${routeSegments.stock}`, label: m.stock_overview_crumb() },
          { href: vehiclePath, label: subject.title },
          { href: ownPath, label: fixedType ? acquisitionTypeLabels[fixedType] : m.leasing_calculator_crumb() },
        ]}
      />
      <header className="leasing-page__head">
        <h1 id="leasing-title">{title}</h1>
        <p>{fixedType ? m.leasing_price_type_intro() : m.leasing_calculator_intro()}</p>
      </header>

      <div className="leasing-subject">
        {subject.image && (
          <img className="leasing-subject__image" src={subject.image.url} alt={subject.image.alt} width={subject.image.width} height={subject.image.height} />
        )}
        <div className="leasing-subject__body">
          <p className="leasing-subject__title">{subject.title}</p>
          <p>{m.leasing_subject_price({ price: formatKr(subject.cashPrice) })}</p>
          <EnergyLine energy={subject.energy} />
          <AppLink href={vehiclePath}>{m.leasing_subject_link()}</AppLink>
        </div>
      </div>

      {offer && offer.kind !== 'cash' && fixedType && (
        <section className="leasing-offer" aria-labelledby="leasing-offer-heading">
          <h2 id="leasing-offer-heading">{m.leasing_offer_heading({ type: acquisitionTypeLabels[fixedType] })}</h2>
          <CreditPriceView price={offer} label={false} size="large" />
          {row?.representative_example && <p className="leasing-offer__lender">{row.representative_example}</p>}
        </section>
      )}

      {types.length > 1 && (
        <nav className="leasing-types" aria-label={m.leasing_types_label()}>
          <ul>
            {types.map((type) => (
              <li key={type}>
                <AppLink href={priceTypePath(subject.id, type, brand)} aria-current={type === fixedType ? 'page' : undefined}>
                  {acquisitionTypeLabels[type]}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <LeaseCalculator
        key={`${subject.id}:${fixedType ?? 'alle'}`}
        subject={subject}
        fixedType={fixedType}
        inputs={inputs}
        vat={data.vat}
        notices={data.notices}
        quote={data.quote}
        problem={data.problem}
        action={ownPath}
        backHref={`/${routeSegments.stock}`}
      />
    </article>
  )
}

/**
 * The site's one price presentation (issue 14): stock cards and detail,
 * compare, favourites, lease overview and detail, calculators and minilease
 * all show a price through this module.
 *
 * - cash: the price incl. leveringsomkostninger, with the price before a discount;
 * - lease and finance: the representative example as one grid of figures in
 *   the same type as the monthly price — monthly payment, ÅOP, down payment,
 *   duration, total credit costs and total amount payable — then the rest of
 *   the example (price, credit amount, debitorrente, distance, residual value,
 *   lender) in body text. The ÅOP is never smaller than the monthly price
 *   (markedsføringsloven § 18, kreditaftaleloven § 8).
 *
 * The component loads its own stylesheet (React 19 hoists the link into the
 * head once), so any page that shows a price gets its styles.
 */
import type { PriceType } from '#app.config'
import { formatKm, formatKr, formatKrPerMonth, formatMonths, formatPercent } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import type { FixedInterestPeriod } from '../product-api/contract/vehicle.ts'
import { acquisitionTypeLabels } from '../product-api/contract/vocabulary.ts'
import pricingCss from './pricing.css?url'
import type { EnergyFacts } from './energy-view.ts'
import { energyTexts } from './energy-text.ts'
import type { CreditPrice, Money, PriceView, RepresentativeExample } from './price-view.ts'

/** "3.999 kr./md." or "3.199 kr./md. ekskl. moms". */
function withVat(text: string, money: Money): string {
  return money.vat === 'excl' ? `${text} ${m.stock_price_excl_vat()}` : text
}

function fixedInterestText(period: FixedInterestPeriod | null): string | null {
  if (period === null) return null
  if (period === 'fixed') return m.pricing_rate_fixed()
  if (period === 'variable') return m.pricing_rate_variable()
  return m.pricing_rate_fixed_months({ months: formatMonths(period) })
}

/** The rest of the example, after the key figures: one sentence of labelled values. */
export function exampleDetails(price: CreditPrice): string[] {
  const e = price.example
  const lease = price.kind === 'lease'
  const parts: string[] = []
  if (e.cashPrice !== null) parts.push(`${lease ? m.pricing_car_price() : m.pricing_cash_price()} ${formatKr(e.cashPrice)}`)
  if (e.creditAmount !== null) parts.push(`${m.pricing_credit_amount()} ${formatKr(e.creditAmount)}`)
  if (e.debitRate !== null) {
    const kind = fixedInterestText(e.fixedInterest)
    parts.push(`${m.pricing_debit_rate()} ${formatPercent(e.debitRate)}${kind ? ` (${kind})` : ''}`)
  }
  if (e.establishmentFee !== null) parts.push(`${m.pricing_establishment_fee()} ${formatKr(e.establishmentFee)}`)
  if (e.kmPerYear !== null) parts.push(m.pricing_km_per_year({ km: formatKm(e.kmPerYear) }))
  if (e.residual !== null) parts.push(`${lease ? m.pricing_residual_value() : m.pricing_balloon()} ${formatKr(e.residual)}`)
  if (e.lender !== null) parts.push(`${lease ? m.pricing_lessor() : m.pricing_lender()} ${e.lender}`)
  return parts
}

/** The key figures of the example, in the order the law lists them after the monthly payment; `vat` is "ekskl. moms" when so. */
export function keyFigures(price: CreditPrice): { key: string; label: string; value: string; vat: string | null }[] {
  const e: RepresentativeExample = price.example
  const vat = (money: Money) => (money.vat === 'excl' ? m.stock_price_excl_vat() : null)
  return [
    { key: 'monthly', label: m.pricing_monthly(), value: formatKrPerMonth(e.monthly.amount), vat: vat(e.monthly) },
    { key: 'apr', label: m.pricing_apr(), value: formatPercent(e.apr), vat: null },
    { key: 'down-payment', label: price.kind === 'lease' ? m.pricing_first_payment() : m.pricing_down_payment(), value: formatKr(e.downPayment), vat: null },
    { key: 'duration', label: m.pricing_duration(), value: formatMonths(e.months), vat: null },
    { key: 'credit-costs', label: m.pricing_credit_costs(), value: formatKr(e.creditCosts), vat: null },
    { key: 'total-payable', label: m.pricing_total_payable(), value: formatKr(e.totalPayable.amount), vat: vat(e.totalPayable) },
  ]
}

interface CreditPriceProps {
  price: CreditPrice
  /** Show the price type above the figures (cards, lists); off where a heading already names it. */
  label?: boolean
  /** `large` on detail pages and calculators. */
  size?: 'compact' | 'large'
  /** Dimmed while a new figure is on its way (calculators), announced by the caller. */
  stale?: boolean
}

/** A lease or finance price: the representative example, key figures first, all as prominent as the monthly payment. */
export function CreditPriceView({ price, label = true, size = 'compact', stale = false }: CreditPriceProps) {
  return (
    <div className={`price price--credit price--${size}`} data-price-type={price.priceType} data-stale={stale || undefined}>
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      {label && <p className="price__type">{acquisitionTypeLabels[price.priceType]}</p>}
      <dl className="price-figures" aria-label={m.pricing_example_label({ type: acquisitionTypeLabels[price.priceType] })}>
        {keyFigures(price).map((f) => (
          <div key={f.key} className="price-figures__item" data-figure={f.key}>
            <dt>{f.label}</dt>
            {/* The figure never wraps inside ("2.554 kr./md."); "ekskl. moms" may go to the next line. */}
            <dd>
              <span className="price-figures__value">{f.value}</span>
              {f.vat && <span className="price-figures__vat"> {f.vat}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="price__example">{exampleDetails(price).join(' · ')}</p>
    </div>
  )
}

/**
 * A monthly price in one line with its ÅOP in the same type, for summaries
 * and table cells where the whole example is one click away: "3.999 kr./md. · ÅOP 6,34 %".
 */
export function MonthlyWithApr({ price }: { price: CreditPrice }) {
  const e = price.example
  return (
    <span className="price-line" data-price-type={price.priceType}>
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      <span className="price-line__figure" data-figure="monthly">
        {withVat(formatKrPerMonth(e.monthly.amount), e.monthly)}
      </span>{' '}
      <span className="price-line__figure" data-figure="apr">
        {m.pricing_apr_inline({ apr: formatPercent(e.apr) })}
      </span>
    </span>
  )
}

function Headline({ label, amount, money }: { label: string; amount: string; money: Money }) {
  return (
    <p>
      <span className="price__label">{label}</span> <strong className="price__amount">{amount}</strong>
      {money.vat === 'excl' && <span className="price__vat"> {m.stock_price_excl_vat()}</span>}
    </p>
  )
}

/**
 * A vehicle's price in one price type: the cash price, or the lease or
 * finance price with its representative example. `headline={false}` leaves out
 * the type label where a heading already names it (the detail page's price blocks).
 */
export function PriceSummary({
  price,
  priceType,
  headline = true,
  size = 'compact',
}: {
  price: PriceView | null
  priceType: PriceType
  headline?: boolean
  size?: 'compact' | 'large'
}) {
  if (!price) {
    return (
      <p className="price price--none">
        <link rel="stylesheet" href={pricingCss} precedence="default" />
        {m.stock_price_not_offered({ type: acquisitionTypeLabels[priceType] })}
      </p>
    )
  }
  if (price.kind !== 'cash') return <CreditPriceView price={price} label={headline} size={size} />
  return (
    <div className="price">
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      {headline && <Headline label={m.stock_price_cash_label()} amount={formatKr(price.price.amount)} money={price.price} />}
      {price.before && (
        <p className="price__before">
          <s>{m.stock_price_before({ amount: formatKr(price.before.amount) })}</s>
          {size === 'large' ? (
            <span className="price__before-reference"> {m.stock_price_before_reference()}</span>
          ) : (
            // Cards keep to one line: an asterisk, explained once under the list (BeforePriceNote).
            <>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden"> {m.stock_price_before_reference()}</span>
            </>
          )}
        </p>
      )}
      <p className="price__terms">{m.stock_price_incl_delivery()}</p>
    </div>
  )
}

/**
 * The one explanation of the asterisk on cards' "Før"-prices, under a list of
 * cards; nothing when no card in the list shows one.
 */
export function BeforePriceNote({ prices }: { prices: readonly (PriceView | null)[] }) {
  if (!prices.some((p) => p?.kind === 'cash' && p.before !== null)) return null
  return (
    <p className="price-note">
      <span aria-hidden="true">* </span>
      {m.stock_price_before_reference()}
    </p>
  )
}

/**
 * The energy class and WLTP consumption and CO₂ beside a price or monthly
 * payment (issue 30, BEK 1696/2017): "Energiklasse A · 5,2 l/100 km · CO₂ 118 g/km (WLTP)";
 * a van without a class. One line of text (24 on a stock page): it wraps
 * only between the facts.
 */
export function EnergyLine({ energy }: { energy: EnergyFacts }) {
  const [first = '', ...rest] = energyTexts(energy).map((text) => text.replace(/ /g, '\u00a0'))
  return (
    <p className="price-energy">
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      {energy.energyClass !== null ? <strong>{first}</strong> : first}
      {rest.map((text) => ` · ${text}`).join('')} (WLTP)
    </p>
  )
}

/** Whether an advertised price includes the delivery costs, and what they are: "Inkl. levering (3.880 kr.)." (issue 30). */
export function DeliveryNote({ cost, included }: { cost: number; included: boolean }) {
  return (
    <p className="price__terms price-delivery">
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      {included ? m.pricing_delivery_included({ amount: formatKr(cost) }) : m.pricing_delivery_excluded({ amount: formatKr(cost) })}
    </p>
  )
}

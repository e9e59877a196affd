import type { PriceType } from '../../../app.config.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { acquisitionTypeLabels } from '../../product-api/contract/vocabulary.ts'
import { formatKm, formatKr, formatKrPerMonth, formatMonths, formatPercent } from '../../format/format.ts'
import type { Money, PriceView } from './price-view.ts'

/** The price's main line: its label and the amount with its VAT basis. */
function Headline({ label, amount, money }: { label: string; amount: string; money: Money }) {
  return (
    <p className="price__main">
      <span className="price__label">{label}</span> <strong className="price__amount">{amount}</strong>
      {money.vat === 'excl' && <span className="price__vat"> {m.stock_price_excl_vat()}</span>}
    </p>
  )
}

/**
 * A vehicle's price in one price type, with what Danish rules require next to
 * it: the cash price incl. leveringsomkostninger; for lease the first payment,
 * term, yearly distance and total cost; for finance the representative
 * example's key figures. `headline={false}` leaves out the main line where
 * the price already stands next to it (the detail page's price blocks).
 */
export function PriceSummary({ price, priceType, headline = true }: { price: PriceView | null; priceType: PriceType; headline?: boolean }) {
  if (!price) {
    return <p className="price price--none">{m.stock_price_not_offered({ type: acquisitionTypeLabels[priceType] })}</p>
  }
  switch (price.kind) {
    case 'cash':
      return (
        <div className="price">
          {headline && <Headline label={m.stock_price_cash_label()} amount={formatKr(price.price.amount)} money={price.price} />}
          {price.before && (
            <p className="price__before">
              <s>{m.stock_price_before({ amount: formatKr(price.before.amount) })}</s>
            </p>
          )}
          <p className="price__terms">{m.stock_price_incl_delivery()}</p>
        </div>
      )
    case 'lease':
      return (
        <div className="price">
          {headline && (
            <Headline label={acquisitionTypeLabels[price.priceType]} amount={formatKrPerMonth(price.monthly.amount)} money={price.monthly} />
          )}
          <p className="price__terms">
            {m.stock_price_lease_terms({
              firstPayment: formatKr(price.firstPayment),
              months: formatMonths(price.months),
              kmPerYear: formatKm(price.kmPerYear),
              totalCost: formatKr(price.totalCost.amount),
            })}
            {price.totalCost.vat === 'excl' ? ` ${m.stock_price_excl_vat()}` : ''}
          </p>
        </div>
      )
    case 'finance':
      return (
        <div className="price">
          {headline && (
            <Headline label={acquisitionTypeLabels[price.priceType]} amount={formatKrPerMonth(price.monthly.amount)} money={price.monthly} />
          )}
          <p className="price__terms">
            {m.stock_price_finance_terms({
              cashPrice: formatKr(price.cashPrice),
              downPayment: formatKr(price.downPayment),
              creditAmount: formatKr(price.creditAmount),
              months: formatMonths(price.months),
              debitRate: formatPercent(price.debitRate),
              apr: formatPercent(price.apr),
              totalPayable: formatKr(price.totalPayable),
            })}
          </p>
        </div>
      )
  }
}

import type { PriceRow, PriceType, StockDetailAction } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import type { FixedInterestPeriod, PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { Button } from '#src/ui/button.tsx'
import { formatKm, formatKr, formatKrPerMonth, formatMonths, formatPercent } from '#src/format/format.ts'
import { MonthlyWithApr, PriceSummary } from '#src/pricing/price-summary.tsx'
import { cashPriceExclVat, isLeaseType, priceView } from '#src/pricing/price-view.ts'
import type { PriceView, VatMode } from '#src/pricing/price-view.ts'
import { openPriceBlock, vehicleActionPath, type PriceBlock } from './detail-settings.ts'
import { tidySentenceEnds } from '#src/format/sentence.ts'

function fixedInterestText(period: FixedInterestPeriod): string {
  if (period === 'fixed') return m.stock_row_fixed_interest_fixed()
  if (period === 'variable') return m.stock_row_fixed_interest_variable()
  return m.stock_row_fixed_interest_months({ months: formatMonths(period) })
}

/**
 * Label and formatted value of a configured price row; null when the row has no value for this price type.
 * Rates follow the contract: `borrowing_rate` is the debitorrente, `interest_rate` the effektiv debitorrente.
 * The discount is the price view's (the "Før"-price − the price, issue 30), never the row's own figure,
 * which may be reckoned from an older, higher price than the 30-day reference shown beside it.
 */
export function priceRowEntry(key: PriceRow, row: PriceRowValues, priceType: PriceType, view: PriceView | null): { label: string; value: string } | null {
  const lease = isLeaseType(priceType)
  switch (key) {
    case 'total_price':
      return {
        label: priceType === 'purchase' ? m.stock_row_cash_price_total() : lease ? m.stock_row_total_cost() : m.stock_row_cash_price(),
        value: formatKr(row.total_price),
      }
    case 'discount':
      return view?.kind === 'cash' && view.discount
        ? {
            label: m.stock_row_discount(),
            value: view.discount.vat === 'excl' ? `${formatKr(view.discount.amount)} ${m.stock_price_excl_vat()}` : formatKr(view.discount.amount),
          }
        : null
    case 'monthly_installment':
      return row.monthly_installment === null ? null : { label: m.stock_row_monthly(), value: formatKrPerMonth(row.monthly_installment) }
    case 'down_payment':
      return row.down_payment === null ? null : { label: lease ? m.stock_row_first_payment() : m.stock_row_down_payment(), value: formatKr(row.down_payment) }
    case 'contract_duration':
      return row.contract_duration === null ? null : { label: m.stock_row_duration(), value: formatMonths(row.contract_duration) }
    case 'borrowing_rate':
      return row.borrowing_rate === null ? null : { label: m.stock_row_debit_rate(), value: formatPercent(row.borrowing_rate) }
    case 'interest_rate':
      return row.interest_rate === null ? null : { label: m.stock_row_effective_rate(), value: formatPercent(row.interest_rate) }
    case 'fixedinterest_period':
      return row.fixedinterest_period === null ? null : { label: m.stock_row_fixed_interest(), value: fixedInterestText(row.fixedinterest_period) }
    case 'annual_distance':
      return row.annual_distance === null ? null : { label: m.stock_row_annual_distance(), value: formatKm(row.annual_distance) }
    case 'installment_protection':
      return row.installment_protection === null
        ? null
        : { label: m.stock_row_installment_protection(), value: row.installment_protection ? m.stock_yes() : m.stock_no() }
    case 'bank':
      return row.bank === null ? null : { label: lease ? m.stock_row_lessor() : m.stock_row_lender(), value: row.bank }
    case 'net_loan_amount':
      return row.net_loan_amount === null ? null : { label: m.stock_row_credit_amount(), value: formatKr(row.net_loan_amount) }
    case 'remaining_balance':
      return row.remaining_balance === null || row.remaining_balance === 0
        ? null
        : { label: lease ? m.stock_row_residual_value() : m.stock_row_balloon(), value: formatKr(row.remaining_balance) }
  }
}

function exclVatEntries(row: PriceRowValues, priceType: PriceType, vatReportable: boolean): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = []
  if (row.monthly_installment_excl_vat !== null) {
    out.push({ label: m.stock_row_monthly_excl_vat(), value: formatKrPerMonth(row.monthly_installment_excl_vat) })
  }
  if (priceType === 'purchase') {
    // A momsbil is sold with deductible moms: its price excl. moms shows (issue 30); any other car's price has no moms to deduct.
    const excl = cashPriceExclVat(row, vatReportable)
    if (excl !== null) out.push({ label: m.stock_row_price_excl_vat(), value: formatKr(excl) })
  } else if (row.total_price_excl_vat !== null) {
    out.push({
      label: isLeaseType(priceType) ? m.stock_row_total_cost_excl_vat() : m.stock_row_cash_price_excl_vat(),
      value: formatKr(row.total_price_excl_vat),
    })
  }
  return out
}

/** The data rows of a price block: the brand's configured rows, then the figures excl. moms. */
export function priceBlockEntries(
  block: Pick<PriceBlock, 'priceType' | 'row' | 'rows'>,
  view: PriceView | null,
  vatReportable: boolean,
): { label: string; value: string }[] {
  return [
    ...block.rows.map((key) => priceRowEntry(key, block.row, block.priceType, view)),
    ...exclVatEntries(block.row, block.priceType, vatReportable),
  ].filter((e) => e !== null)
}

export function actionLabel(action: StockDetailAction): string {
  switch (action) {
    case 'testdrive':
      return m.stock_action_testdrive()
    case 'interest':
      return m.stock_action_interest()
    case 'lease_calculator':
      return m.stock_action_lease_calculator()
  }
}

interface PriceBlocksProps {
  vehicleId: string
  blocks: PriceBlock[]
  /** The price type to open first (the one the shopper browsed with). */
  initial: PriceType
  vat: VatMode
  /** Brand address of the page (`/renault/lager/…`), when the page is on one. */
  brand?: string
  deliveryCost: number
  /** Momsbil: sold with deductible moms, so the price excl. moms shows too. */
  vatReportable: boolean
}

/** Id of a price block's heading (its type, in the summary): the price bar links to it. */
export function priceBlockHeadingId(priceType: PriceType): string {
  return `price-${priceType}`
}

/**
 * One block per price type the brand offers the vehicle in, as an exclusive
 * accordion (native details, works without JavaScript). Each block shows the
 * headline price with its legally required terms, the brand's configured data
 * rows, the lender's representative example and the configured actions.
 */
export function PriceBlocks({ vehicleId, blocks, initial, vat, brand, deliveryCost, vatReportable }: PriceBlocksProps) {
  const open = openPriceBlock(blocks, initial)?.priceType
  return (
    <div className="price-blocks">
      {blocks.map((block) => {
        const view = priceView(block.row, vat)
        const entries = priceBlockEntries(block, view, vatReportable)
        const headingId = priceBlockHeadingId(block.priceType)
        return (
          <details key={block.priceType} name="prisform" className="price-block" open={block.priceType === open}>
            <summary className="price-block__summary">
              <span className="price-block__type" id={headingId}>
                {acquisitionTypeLabels[block.priceType]}
              </span>
              <span className="price-block__headline">
                {/* A monthly price never shows without its ÅOP, also in a folded block. */}
                {view?.kind === 'cash' ? formatKr(view.price.amount) : view ? <MonthlyWithApr price={view} /> : null}
              </span>
            </summary>
            <div className="price-block__body">
              <PriceSummary price={view} priceType={block.priceType} headline={false} size="large" />
              {block.priceType === 'purchase' && deliveryCost > 0 && (
                <p className="price__terms">{tidySentenceEnds(m.stock_delivery_cost_included({ amount: formatKr(deliveryCost) }))}</p>
              )}
              {entries.length > 0 && (
                <dl className="data-rows" aria-labelledby={headingId}>
                  {entries.map((e) => (
                    <div key={e.label} className="data-rows__row">
                      <dt>{e.label}</dt>
                      <dd>{e.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {block.row.representative_example && <p className="price-block__example">{block.row.representative_example}</p>}
              {block.actions.length > 0 && (
                // The floating buttons keep clear of these actions (src/ui/floating-step-aside.ts).
                <div className="price-block__actions" data-primary-area="">
                  {block.actions.map((action, i) => (
                    <Button
                      key={action}
                      href={vehicleActionPath(vehicleId, action, brand, block.priceType)}
                      variant={i === 0 ? 'primary' : 'secondary'}
                      size="medium"
                    >
                      {actionLabel(action)}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          </details>
        )
      })}
    </div>
  )
}

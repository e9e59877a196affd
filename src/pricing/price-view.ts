/**
 * What a price shows, derived from the product API's price rows (spec 3) and
 * the Danish rules for advertising prices (markedsføringsloven, kreditaftaleloven):
 *
 * - cash: the advertised price is the total incl. leveringsomkostninger;
 * - lease and finance: a monthly figure always comes with the representative
 *   example — ÅOP, down payment (udbetaling / førstegangsydelse), duration,
 *   total credit costs and total amount payable, plus the debitorrente, credit
 *   amount and lender — and never without them: a row that lacks one of the
 *   required figures gives no price view, so the monthly price is not shown.
 *
 * One view for every place a price shows (stock cards and detail, compare,
 * favourites, lease overview and detail, calculators). Pure functions: the
 * components (price-summary.tsx) format with src/format.
 */
import type { PriceType } from '#app.config'
import type { FixedInterestPeriod, PriceRowValues } from '../product-api/contract/vehicle.ts'

/** Danish moms. */
export const danishVatRate = 0.25

/** Which VAT basis amounts are shown in: incl. moms (private) or excl. moms (business). */
export const vatModes = ['incl', 'excl'] as const
export type VatMode = (typeof vatModes)[number]

export type LeaseType = 'private_lease' | 'business_lease'
export type FinanceType = 'private_finance' | 'business_finance'

export function isLeaseType(t: PriceType): t is LeaseType {
  return t === 'private_lease' || t === 'business_lease'
}

export function isBusinessType(t: PriceType): boolean {
  return t === 'business_lease' || t === 'business_finance'
}

/** An amount with the VAT basis it is shown in. */
export interface Money {
  amount: number
  vat: VatMode
}

export interface CashPrice {
  kind: 'cash'
  priceType: 'purchase'
  price: Money
  /** The "Før"-price: the lowest price of the 30 days before the reduction, same VAT basis; null without one. */
  before: Money | null
  /**
   * The discount as shown: the "Før"-price − the price, same VAT basis; null
   * without a "Før"-price (a reduction is only announced against the 30-day
   * reference, prisangivelsesbekendtgørelsen § 9 a, so never the row's own
   * `discount`, which may be reckoned from an older, higher price).
   */
  discount: Money | null
}

/** The representative example of a lease or a loan (the key figures first). */
export interface RepresentativeExample {
  monthly: Money
  /** ÅOP, percent. */
  apr: number
  /** Udbetaling (loan) or førstegangsydelse (lease), kr. incl. moms. */
  downPayment: number
  months: number
  /** Samlede kreditomkostninger, kr. */
  creditCosts: number
  /** Samlet beløb at betale: loan installments (and balloon), or the lease's first payment and monthly payments. */
  totalPayable: Money
  /** Debitorrente (the nominal annual rate), percent; null when the lender gives none. */
  debitRate: number | null
  fixedInterest: FixedInterestPeriod | null
  /** Kreditbeløb, kr. */
  creditAmount: number | null
  /** Kontantpris (loan) or the car's price (lease), kr. */
  cashPrice: number | null
  /** Balloon (restgæld) of a loan or residual value (restværdi) of a lease; null when there is none. */
  residual: number | null
  /** Km per year (lease). */
  kmPerYear: number | null
  establishmentFee: number | null
  /** Långiver / leasinggiver. */
  lender: string | null
}

export interface LeasePrice {
  kind: 'lease'
  priceType: LeaseType
  example: RepresentativeExample
}

export interface FinancePrice {
  kind: 'finance'
  priceType: FinanceType
  example: RepresentativeExample
}

export type CreditPrice = LeasePrice | FinancePrice
export type PriceView = CashPrice | CreditPrice

/** A cash price with its "Før"-price and the discount that follows from the two. */
export function cashPriceView(price: Money, before: Money | null): CashPrice {
  const discount = before !== null && before.amount > price.amount ? { amount: before.amount - price.amount, vat: price.vat } : null
  return { kind: 'cash', priceType: 'purchase', price, before: discount ? before : null, discount }
}

/** Picks the excl.-moms figure when asked for and available, else the incl. figure. */
function money(incl: number, excl: number | null, vat: VatMode): Money {
  return vat === 'excl' && excl !== null ? { amount: excl, vat: 'excl' } : { amount: incl, vat: 'incl' }
}

/** The representative example of a lease or finance row, or null when a required figure is missing. */
export function representativeExample(row: PriceRowValues, vat: VatMode): RepresentativeExample | null {
  const lease = isLeaseType(row.acquisition_type)
  if (
    row.monthly_installment === null ||
    row.contract_duration === null ||
    row.apr === null ||
    row.credit_costs === null ||
    row.total_payable === null ||
    (lease && (row.down_payment === null || row.annual_distance === null)) ||
    // A loan is advertised with its debitorrente (kreditaftaleloven § 8).
    (!lease && row.borrowing_rate === null)
  ) {
    return null
  }
  const residual = row.remaining_balance !== null && row.remaining_balance > 0 ? row.remaining_balance : null
  return {
    monthly: money(row.monthly_installment, row.monthly_installment_excl_vat, vat),
    apr: row.apr,
    downPayment: row.down_payment ?? 0,
    months: row.contract_duration,
    creditCosts: row.credit_costs,
    // A lease's total is its total_price (first payment + monthly payments), which has an excl.-moms figure.
    totalPayable: lease ? money(row.total_payable, row.total_price_excl_vat, vat) : { amount: row.total_payable, vat: 'incl' },
    debitRate: row.borrowing_rate,
    fixedInterest: row.fixedinterest_period,
    creditAmount: row.net_loan_amount,
    cashPrice: lease ? (row.net_loan_amount !== null && row.down_payment !== null ? row.net_loan_amount + row.down_payment : null) : row.total_price,
    residual,
    kmPerYear: row.annual_distance,
    establishmentFee: row.establishment_fee !== null && row.establishment_fee > 0 ? row.establishment_fee : null,
    lender: row.bank,
  }
}

/**
 * The price view of one row, or null when the row lacks a figure the Danish
 * rules require for its kind (such a price is not advertised at all).
 */
export function priceView(row: PriceRowValues, vat: VatMode): PriceView | null {
  const t = row.acquisition_type
  if (t === 'purchase') {
    const price = money(row.total_price, row.total_price_excl_vat, vat)
    // A "Før"-price is the lowest price of the 30 days before the reduction (prisangivelsesbekendtgørelsen
    // § 9 a), not the price just before it; without that reference, or when it is not higher, none is shown.
    let before: Money | null = null
    const reference = row.lowest_price_30_days
    if (row.discount > 0 && reference !== null && reference > row.total_price) {
      before = price.vat === 'excl' ? { amount: Math.round(reference / (1 + danishVatRate)), vat: 'excl' } : { amount: reference, vat: 'incl' }
    }
    return cashPriceView(price, before)
  }
  const example = representativeExample(row, vat)
  if (!example) return null
  return isLeaseType(t) ? { kind: 'lease', priceType: t, example } : { kind: 'finance', priceType: t, example }
}

/**
 * The cash price excl. moms of a momsbil (a vehicle sold with deductible moms,
 * vans and business cars): the row's figure, else the price incl. moms / 1,25
 * to the krone; null for a car without deductible moms (brugtmoms), whose
 * price has no moms to take out.
 */
export function cashPriceExclVat(row: PriceRowValues, vatReportable: boolean): number | null {
  if (!vatReportable || row.acquisition_type !== 'purchase') return null
  return row.total_price_excl_vat ?? Math.round(row.total_price / (1 + danishVatRate))
}

/** The card price of a vehicle for the chosen price type; null when the vehicle is not offered so. */
export function cardPriceView(rows: readonly PriceRowValues[], priceType: PriceType, vat: VatMode): PriceView | null {
  const row = rows.find((r) => r.acquisition_type === priceType)
  return row ? priceView(row, vat) : null
}

/**
 * The lowest monthly price among the rows, as a full credit price (compare and
 * favourites show it with its ÅOP and example); null when none has one.
 */
export function lowestMonthlyPrice(rows: readonly PriceRowValues[], vat: VatMode = 'incl'): CreditPrice | null {
  let best: CreditPrice | null = null
  for (const row of rows) {
    const view = priceView(row, vat)
    if (view && view.kind !== 'cash' && (!best || view.example.monthly.amount < best.example.monthly.amount)) best = view
  }
  return best
}

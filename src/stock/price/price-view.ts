/**
 * What a price shows, derived from the product API's price rows (spec 3) and
 * the Danish rules for advertising prices:
 *
 * - cash: the advertised price is the total incl. leveringsomkostninger;
 * - finance: a monthly figure always comes with the representative example
 *   (debitorrente, ÅOP, kreditbeløb, løbetid, samlet beløb at betale, ydelse);
 * - lease: a monthly figure always comes with førstegangsydelse, løbetid,
 *   km pr. år and totalomkostninger.
 *
 * Pure functions (no formatting): the components format with format.ts.
 */
import type { PriceType } from '../../../app.config.ts'
import type { PriceRowValues } from '../../product-api/contract/vehicle.ts'
import type { VatMode } from '../search/stock-search-params.ts'

/** Danish moms. */
export const danishVatRate = 0.25

export function isLeaseType(t: PriceType): t is 'private_lease' | 'business_lease' {
  return t === 'private_lease' || t === 'business_lease'
}

export function isFinanceType(t: PriceType): t is 'private_finance' | 'business_finance' {
  return t === 'private_finance' || t === 'business_finance'
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
  /** Price before the discount, same VAT basis; null without a discount. */
  before: Money | null
}

export interface LeasePrice {
  kind: 'lease'
  priceType: 'private_lease' | 'business_lease'
  monthly: Money
  /** Førstegangsydelse (incl. moms). */
  firstPayment: number
  months: number
  kmPerYear: number
  /** Totalomkostninger over the contract. */
  totalCost: Money
}

export interface FinancePrice {
  kind: 'finance'
  priceType: 'private_finance' | 'business_finance'
  monthly: Money
  cashPrice: number
  downPayment: number
  months: number
  /** Debitorrente (the row's `borrowing_rate`: the nominal annual borrowing rate), percent. */
  debitRate: number
  /** ÅOP, percent. */
  apr: number
  /** Kreditbeløb. */
  creditAmount: number
  /** Samlet beløb at betale. */
  totalPayable: number
}

export type PriceView = CashPrice | LeasePrice | FinancePrice

/** Picks the excl.-moms figure when asked for and available, else the incl. figure. */
function money(incl: number, excl: number | null, vat: VatMode): Money {
  return vat === 'excl' && excl !== null ? { amount: excl, vat: 'excl' } : { amount: incl, vat: 'incl' }
}

/**
 * The price view of one row, or null when the row lacks a figure the Danish
 * rules require for its kind (such a price is not advertised at all).
 */
export function priceView(row: PriceRowValues, vat: VatMode): PriceView | null {
  const t = row.acquisition_type
  if (t === 'purchase') {
    const price = money(row.total_price, row.total_price_excl_vat, vat)
    let before: Money | null = null
    if (row.discount > 0 && row.price_before_discount !== null) {
      before =
        price.vat === 'excl'
          ? { amount: Math.round(row.price_before_discount / (1 + danishVatRate)), vat: 'excl' }
          : { amount: row.price_before_discount, vat: 'incl' }
    }
    return { kind: 'cash', priceType: 'purchase', price, before }
  }
  if (isLeaseType(t)) {
    if (row.monthly_installment === null || row.down_payment === null || row.contract_duration === null || row.annual_distance === null) {
      return null
    }
    return {
      kind: 'lease',
      priceType: t,
      monthly: money(row.monthly_installment, row.monthly_installment_excl_vat, vat),
      firstPayment: row.down_payment,
      months: row.contract_duration,
      kmPerYear: row.annual_distance,
      totalCost: money(row.total_price, row.total_price_excl_vat, vat),
    }
  }
  if (
    row.monthly_installment === null ||
    row.contract_duration === null ||
    row.borrowing_rate === null ||
    row.apr === null ||
    row.net_loan_amount === null ||
    row.total_payable === null
  ) {
    return null
  }
  return {
    kind: 'finance',
    priceType: t,
    monthly: money(row.monthly_installment, row.monthly_installment_excl_vat, vat),
    cashPrice: row.total_price,
    downPayment: row.down_payment ?? 0,
    months: row.contract_duration,
    debitRate: row.borrowing_rate,
    apr: row.apr,
    creditAmount: row.net_loan_amount,
    totalPayable: row.total_payable,
  }
}

/** The card price of a vehicle for the chosen price type; null when the vehicle is not offered so. */
export function cardPriceView(rows: readonly PriceRowValues[], priceType: PriceType, vat: VatMode): PriceView | null {
  const row = rows.find((r) => r.acquisition_type === priceType)
  return row ? priceView(row, vat) : null
}

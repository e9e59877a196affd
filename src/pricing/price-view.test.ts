import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '../product-api/contract/vehicle.ts'
import { cardPriceView, lowestMonthlyPrice, priceView } from './price-view.ts'
import { emptyPriceRow as empty } from './price-row.fixture.ts'

const purchase: PriceRowValues = {
  ...empty,
  acquisition_type: 'purchase',
  total_price: 299_900,
  total_price_excl_vat: 239_920,
  discount: 20_000,
  price_before_discount: 319_900,
  lowest_price_30_days: 319_900,
}
// Figures of the site's lease example (docs/decisions/0015-leasing.md): 300.000 kr. car, 19.995 kr. first
// payment, 36 × 3.999 kr., residual value 179.000 kr. Total 19.995 + 36 · 3.999 = 163.959 kr.;
// credit costs 163.959 + 179.000 − 300.000 = 42.959 kr.; credit amount 300.000 − 19.995 = 280.005 kr.
const lease: PriceRowValues = {
  ...empty,
  acquisition_type: 'private_lease',
  total_price: 163_959,
  monthly_installment: 3_999,
  down_payment: 19_995,
  contract_duration: 36,
  annual_distance: 15_000,
  borrowing_rate: 4.9,
  fixedinterest_period: 'fixed',
  bank: 'Renault Leasing (RCI Banque)',
  net_loan_amount: 280_005,
  remaining_balance: 179_000,
  apr: 6.34,
  total_payable: 163_959,
  credit_costs: 42_959,
}
const finance: PriceRowValues = {
  ...empty,
  acquisition_type: 'private_finance',
  total_price: 154_900,
  monthly_installment: 2_554,
  down_payment: 31_000,
  contract_duration: 60,
  // Debitorrente 6,95 %, effektiv debitorrente 7,18 %, ÅOP 9,06 % (contract: vehicle.ts, price row).
  borrowing_rate: 6.95,
  interest_rate: 7.18,
  apr: 9.06,
  net_loan_amount: 123_900,
  total_payable: 153_240,
  credit_costs: 29_340,
  bank: 'Santander Consumer Bank',
}

describe('priceView', () => {
  it('shows the cash price with the price before the discount', () => {
    expect(priceView(purchase, 'incl')).toEqual({
      kind: 'cash',
      priceType: 'purchase',
      price: { amount: 299_900, vat: 'incl' },
      before: { amount: 319_900, vat: 'incl' },
      discount: { amount: 20_000, vat: 'incl' },
    })
  })

  it('reckons the discount from the "Før"-price shown, not from the row’s older price (issue 30)', () => {
    // Reduced from 319.900 kr. to 299.900 kr., but listed at 309.900 kr. within the 30 days: "Før 309.900 kr.", "Rabat 10.000 kr.".
    expect(priceView({ ...purchase, lowest_price_30_days: 309_900 }, 'incl')).toMatchObject({
      before: { amount: 309_900, vat: 'incl' },
      discount: { amount: 10_000, vat: 'incl' },
    })
    // Without a "Før"-price no discount is announced.
    expect(priceView({ ...purchase, lowest_price_30_days: null }, 'incl')).toMatchObject({ before: null, discount: null })
    // Excl. moms: 309.900 / 1,25 = 247.920 kr.; 247.920 − 239.920 = 8.000 kr.
    expect(priceView({ ...purchase, lowest_price_30_days: 309_900 }, 'excl')).toMatchObject({
      before: { amount: 247_920, vat: 'excl' },
      discount: { amount: 8_000, vat: 'excl' },
    })
  })

  /** Prisangivelsesbekendtgørelsen § 9 a: the "Før"-price is the lowest price of the 30 days before the reduction. Hand-checked. */
  const references: { title: string; discount: number; beforeDiscount: number | null; lowest30: number | null; shown: number | null }[] = [
    { title: 'reduced from the 30-day low', discount: 20_000, beforeDiscount: 319_900, lowest30: 319_900, shown: 319_900 },
    { title: 'listed lower 3 weeks earlier: the lower price is the reference', discount: 20_000, beforeDiscount: 319_900, lowest30: 309_900, shown: 309_900 },
    { title: 'no history 30 days back: no "Før"-price', discount: 20_000, beforeDiscount: 319_900, lowest30: null, shown: null },
    { title: 'the 30-day low is the price now: no "Før"-price', discount: 20_000, beforeDiscount: 319_900, lowest30: 299_900, shown: null },
    { title: 'no discount: no "Før"-price', discount: 0, beforeDiscount: null, lowest30: 319_900, shown: null },
  ]
  for (const r of references) {
    it(`"Før"-price: ${r.title}`, () => {
      const view = priceView({ ...purchase, discount: r.discount, price_before_discount: r.beforeDiscount, lowest_price_30_days: r.lowest30 }, 'incl')
      expect(view?.kind === 'cash' ? view.before : 'not cash').toEqual(r.shown === null ? null : { amount: r.shown, vat: 'incl' })
    })
  }

  it('shows excl. moms figures when asked for and available', () => {
    const view = priceView(purchase, 'excl')
    expect(view).toMatchObject({ price: { amount: 239_920, vat: 'excl' }, before: { amount: 255_920, vat: 'excl' } })
    // A row without excl. figures stays incl. moms, and says so.
    expect(priceView(lease, 'excl')).toMatchObject({ example: { monthly: { amount: 3_999, vat: 'incl' } } })
  })

  it('gives a lease price its whole representative example', () => {
    expect(priceView(lease, 'incl')).toEqual({
      kind: 'lease',
      priceType: 'private_lease',
      example: {
        monthly: { amount: 3_999, vat: 'incl' },
        apr: 6.34,
        downPayment: 19_995,
        months: 36,
        creditCosts: 42_959,
        totalPayable: { amount: 163_959, vat: 'incl' },
        debitRate: 4.9,
        fixedInterest: 'fixed',
        creditAmount: 280_005,
        cashPrice: 300_000,
        residual: 179_000,
        kmPerYear: 15_000,
        establishmentFee: null,
        lender: 'Renault Leasing (RCI Banque)',
      },
    })
  })

  it('gives a finance price the representative example’s figures', () => {
    expect(priceView(finance, 'incl')).toEqual({
      kind: 'finance',
      priceType: 'private_finance',
      example: {
        monthly: { amount: 2_554, vat: 'incl' },
        apr: 9.06,
        downPayment: 31_000,
        months: 60,
        creditCosts: 29_340,
        totalPayable: { amount: 153_240, vat: 'incl' },
        debitRate: 6.95,
        fixedInterest: null,
        creditAmount: 123_900,
        cashPrice: 154_900,
        residual: null,
        kmPerYear: null,
        establishmentFee: null,
        lender: 'Santander Consumer Bank',
      },
    })
  })

  it('takes the debitorrente from borrowing_rate, not from the effective rate in interest_rate', () => {
    expect(priceView({ ...finance, interest_rate: null }, 'incl')).toMatchObject({ example: { debitRate: 6.95, apr: 9.06 } })
    expect(priceView({ ...finance, borrowing_rate: null }, 'incl')).toBeNull()
  })

  it('does not advertise a monthly price without the figures Danish rules require', () => {
    expect(priceView({ ...finance, apr: null }, 'incl')).toBeNull()
    expect(priceView({ ...finance, credit_costs: null }, 'incl')).toBeNull()
    expect(priceView({ ...lease, apr: null }, 'incl')).toBeNull()
    expect(priceView({ ...lease, total_payable: null }, 'incl')).toBeNull()
    expect(priceView({ ...lease, annual_distance: null }, 'incl')).toBeNull()
  })
})

describe('cardPriceView', () => {
  it('picks the row of the chosen price type, or null when the vehicle is not offered so', () => {
    expect(cardPriceView([purchase, lease], 'private_lease', 'incl')?.kind).toBe('lease')
    expect(cardPriceView([purchase], 'business_finance', 'incl')).toBeNull()
  })
})

describe('lowestMonthlyPrice', () => {
  it('is the cheapest monthly offer with its example (compare and favourites)', () => {
    expect(lowestMonthlyPrice([purchase, lease, finance])).toMatchObject({ kind: 'finance', example: { monthly: { amount: 2_554 }, apr: 9.06 } })
    expect(lowestMonthlyPrice([purchase])).toBeNull()
  })
})

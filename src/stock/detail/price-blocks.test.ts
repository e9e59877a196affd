import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'
import { formatKr } from '#src/format/format.ts'
import { priceView, vatModes } from '#src/pricing/price-view.ts'
import { priceBlockEntries, priceRowEntry } from './price-blocks.tsx'

const plain = (s: string | undefined) => s?.replace(/\u00a0/g, ' ')

/** A finance row as the product API sends it (contract: vehicle.ts, price row). */
const finance = {
  acquisition_type: 'private_finance',
  borrowing_rate: 4.95,
  interest_rate: 5.06,
  apr: 5.87,
} as PriceRowValues

describe('price block rows', () => {
  it('shows borrowing_rate as the debitorrente and interest_rate as the effektiv debitorrente', () => {
    const debit = priceRowEntry('borrowing_rate', finance, 'private_finance', null)
    const effective = priceRowEntry('interest_rate', finance, 'private_finance', null)
    expect({ label: debit?.label, value: plain(debit?.value) }).toEqual({ label: 'Debitorrente', value: '4,95 %' })
    expect({ label: effective?.label, value: plain(effective?.value) }).toEqual({ label: 'Effektiv debitorrente', value: '5,06 %' })
  })

  it('leaves out a rate the row does not have', () => {
    expect(priceRowEntry('borrowing_rate', { ...finance, borrowing_rate: null }, 'private_finance', null)).toBeNull()
    expect(priceRowEntry('interest_rate', { ...finance, interest_rate: null }, 'private_finance', null)).toBeNull()
  })
})

/**
 * Issue 30: a vehicle page showed "Før 311.900 kr." (the lowest price of the 30 days before the reduction)
 * beside "Rabat 15.000 kr.", reckoned from an older 319.900 kr. A discount shown with a "Før"-price must be
 * that "Før"-price − the price (prisangivelsesbekendtgørelsen § 9 a), or not be shown at all.
 */
describe.each([400, 10_000])('the discount beside the "Før"-price, over the data set of %i vehicles', (count) => {
  const { vehicles } = createDataSet({ vehicleCount: count, mediaOrigin: 'http://127.0.0.1:4010' })

  it('is the "Før"-price − the price wherever both show, and never shows without a "Før"-price', { timeout: 60_000 }, () => {
    const wrong: string[] = []
    let shown = 0
    let rowDisagrees = 0
    for (const v of vehicles) {
      const row = v.prices.find((p) => p.acquisition_type === 'purchase')
      if (!row) continue
      if (row.discount > 0 && row.lowest_price_30_days !== null && row.lowest_price_30_days - row.total_price !== row.discount) rowDisagrees++
      for (const vat of vatModes) {
        const view = priceView(row, vat)
        const entry = priceRowEntry('discount', row, 'purchase', view)
        if (!entry) continue
        shown++
        if (view?.kind !== 'cash' || !view.before) {
          wrong.push(`${v.id} (${vat}): Rabat ${plain(entry.value)} without a "Før"-price`)
          continue
        }
        const expected = formatKr(view.before.amount - view.price.amount) + (view.price.vat === 'excl' ? ' ekskl. moms' : '')
        if (plain(entry.value) !== plain(expected))
          wrong.push(`${v.id} (${vat}): Før ${view.before.amount}, pris ${view.price.amount}, Rabat ${plain(entry.value)}`)
      }
    }
    expect(wrong).toEqual([])
    // The data set has discounts reckoned from an older, higher price (the case of the issue), and shows discounts.
    expect(rowDisagrees).toBeGreaterThan(0)
    expect(shown).toBeGreaterThan(0)
  })

  it('shows "Pris ekskl. moms" for every momsbil (price / 1,25) and for no other vehicle', { timeout: 60_000 }, () => {
    const wrong: string[] = []
    let momsbiler = 0
    for (const v of vehicles) {
      const row = v.prices.find((p) => p.acquisition_type === 'purchase')
      if (!row) continue
      const entry = priceBlockEntries({ priceType: 'purchase', row, rows: [] }, priceView(row, 'incl'), v.vatReportable).find(
        (e) => e.label === 'Pris ekskl. moms',
      )
      if (v.vatReportable) momsbiler++
      const expected = v.vatReportable ? formatKr(row.total_price_excl_vat ?? Math.round(row.total_price / 1.25)) : undefined
      if (entry?.value !== expected) wrong.push(`${v.id} (momsbil: ${v.vatReportable}): ${entry?.value ?? 'none'}`)
    }
    expect(wrong).toEqual([])
    expect(momsbiler).toBeGreaterThan(0)
  })
})

describe('a momsbil’s price excl. moms (issue 30)', () => {
  const purchase = {
    acquisition_type: 'purchase',
    total_price: 299_900,
    total_price_excl_vat: null,
    monthly_installment_excl_vat: null,
    discount: 0,
    lowest_price_30_days: null,
  } as unknown as PriceRowValues
  it('is the price / 1,25 when the row has no figure excl. moms: 299.900 kr. → 239.920 kr.', () => {
    expect(priceBlockEntries({ priceType: 'purchase', row: purchase, rows: [] }, null, true).map((e) => [e.label, plain(e.value)])).toEqual([
      ['Pris ekskl. moms', '239.920 kr.'],
    ])
  })
  it('does not show for a car without deductible moms', () => {
    expect(priceBlockEntries({ priceType: 'purchase', row: purchase, rows: [] }, null, false)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { priceRowEntry } from './price-blocks.tsx'

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
    const debit = priceRowEntry('borrowing_rate', finance, 'private_finance')
    const effective = priceRowEntry('interest_rate', finance, 'private_finance')
    expect({ label: debit?.label, value: plain(debit?.value) }).toEqual({ label: 'Debitorrente', value: '4,95 %' })
    expect({ label: effective?.label, value: plain(effective?.value) }).toEqual({ label: 'Effektiv debitorrente', value: '5,06 %' })
  })

  it('leaves out a rate the row does not have', () => {
    expect(priceRowEntry('borrowing_rate', { ...finance, borrowing_rate: null }, 'private_finance')).toBeNull()
    expect(priceRowEntry('interest_rate', { ...finance, interest_rate: null }, 'private_finance')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { cardPrice, toCardPrice } from './overview-data.ts'

describe('a card’s cash price in the page data', () => {
  it('is the amount alone when it is with VAT and without a "Før"-price, and gives the same price view back', () => {
    const plain = { kind: 'cash', priceType: 'purchase', price: { amount: 389900, vat: 'incl' }, before: null } as const
    expect(toCardPrice(plain)).toBe(389900)
    expect(cardPrice(toCardPrice(plain))).toEqual(plain)
  })

  it('carries the amount, the "Før"-price and the VAT basis only, and gives the same price view back', () => {
    const reduced = { kind: 'cash', priceType: 'purchase', price: { amount: 437900, vat: 'incl' }, before: { amount: 474900, vat: 'incl' } } as const
    expect(toCardPrice(reduced)).toEqual({ cash: 437900, before: 474900 })
    expect(cardPrice(toCardPrice(reduced))).toEqual(reduced)
    const excl = { kind: 'cash', priceType: 'purchase', price: { amount: 123920, vat: 'excl' }, before: null } as const
    expect(toCardPrice(excl)).toEqual({ cash: 123920, excl: true })
    expect(cardPrice(toCardPrice(excl))).toEqual(excl)
  })

  it('keeps a credit price whole (its representative example) and no price as none', () => {
    const lease = {
      kind: 'lease',
      priceType: 'private_lease',
      example: {
        monthly: { amount: 3999, vat: 'incl' },
        downPayment: 29995,
        durationMonths: 36,
        totalCost: 173959,
        apr: 6.2,
        debitRate: 4.5,
        creditAmount: 300000,
        cashPrice: 329995,
        residual: null,
        kmPerYear: 15000,
        establishmentFee: null,
        lender: 'Santander',
      },
    } as unknown as Parameters<typeof toCardPrice>[0]
    expect(toCardPrice(lease)).toBe(lease)
    expect(cardPrice(toCardPrice(lease))).toBe(lease)
    expect(cardPrice(toCardPrice(null))).toBeNull()
  })
})

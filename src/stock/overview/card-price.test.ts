import { describe, expect, it } from 'vitest'
import { cardEnergy, cardPrice, toCardEnergy, toCardPrice } from './overview-data.ts'

describe('a card’s cash price in the page data', () => {
  it('is the amount alone when it is with VAT and without a "Før"-price, and gives the same price view back', () => {
    const plain = { kind: 'cash', priceType: 'purchase', price: { amount: 389900, vat: 'incl' }, before: null, discount: null } as const
    expect(toCardPrice(plain)).toBe(389900)
    expect(cardPrice(toCardPrice(plain))).toEqual(plain)
  })

  it('carries the amount, the "Før"-price and the VAT basis only, and gives the same price view back', () => {
    const reduced = {
      kind: 'cash',
      priceType: 'purchase',
      price: { amount: 437900, vat: 'incl' },
      before: { amount: 474900, vat: 'incl' },
      discount: { amount: 37000, vat: 'incl' },
    } as const
    expect(toCardPrice(reduced)).toEqual({ cash: 437900, before: 474900 })
    expect(cardPrice(toCardPrice(reduced))).toEqual(reduced)
    const excl = { kind: 'cash', priceType: 'purchase', price: { amount: 123920, vat: 'excl' }, before: null, discount: null } as const
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

describe('a card’s energy facts in the page data (issue 30)', () => {
  const petrol = { energyClass: 'A+', fuelLPer100Km: 3.8, electricWhPerKm: null, co2GPerKm: 90 } as const
  const electric = { energyClass: 'A+++', fuelLPer100Km: null, electricWhPerKm: 150, co2GPerKm: 0 } as const
  const van = { energyClass: null, fuelLPer100Km: 8.4, electricWhPerKm: null, co2GPerKm: 221 } as const
  it('are one short text, and give the same facts back', () => {
    expect([petrol, electric, van].map(toCardEnergy)).toEqual(['A+,3.8,,90', 'A+++,,150,0', ',8.4,,221'])
    for (const facts of [petrol, electric, van]) expect(cardEnergy(toCardEnergy(facts))).toEqual(facts)
  })
})

import { describe, expect, it } from 'vitest'
import { brands, defaultStockDetail, otherMakesStockDetail } from '#app.config'
import type { PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import { priceBlocks, stockDetailSettings, vehicleActionPath, vehiclePublicPath } from './detail-settings.ts'

const row = (acquisition_type: PriceRowValues['acquisition_type']) => ({ acquisition_type }) as PriceRowValues
const allRows = [row('purchase'), row('private_lease'), row('business_lease'), row('private_finance'), row('business_finance')]

describe('stock detail settings', () => {
  it('follows the brand’s settings per price type', () => {
    const dacia = priceBlocks({ brand: { slug: 'dacia', name: 'Dacia' }, prices: allRows })
    expect(dacia.map((b) => b.priceType)).toEqual(['purchase', 'private_lease', 'private_finance', 'business_finance'])
    const mercedes = priceBlocks({ brand: { slug: 'mercedes-benz', name: 'Mercedes-Benz' }, prices: allRows })
    expect(mercedes.find((b) => b.priceType === 'business_finance')?.rows).not.toContain('installment_protection')
    expect(mercedes.find((b) => b.priceType === 'private_finance')?.rows).toContain('installment_protection')
  })

  it('shows only the price types the vehicle is offered in', () => {
    expect(priceBlocks({ brand: { slug: 'renault', name: 'Renault' }, prices: [row('purchase')] }).map((b) => b.priceType)).toEqual(['purchase'])
  })

  it('gives other makes the group’s settings for other makes from app.config', () => {
    expect(stockDetailSettings('toyota')).toBe(otherMakesStockDetail)
    const toyota = priceBlocks({ brand: { slug: 'toyota', name: 'Toyota' }, prices: allRows })
    expect(toyota.map((b) => b.priceType)).toEqual(['purchase', 'private_lease', 'business_lease', 'private_finance', 'business_finance'])
    expect(toyota.find((b) => b.priceType === 'private_finance')?.rows).toEqual(defaultStockDetail.private_finance.rows)
  })

  it('takes every brand’s settings from app.config, starting from the defaults', () => {
    for (const brand of brands) expect(stockDetailSettings(brand.slug)).toBe(brand.stockDetail)
    expect(stockDetailSettings('renault')).toBe(defaultStockDetail)
  })

  it('builds the public paths of the page and its actions', () => {
    expect(vehiclePublicPath('104233-1-mercedes-benz-glc')).toBe('/lager/104233-1-mercedes-benz-glc')
    expect(vehicleActionPath('104233-1-mercedes-benz-glc', 'testdrive')).toBe('/lager/104233-1-mercedes-benz-glc/book-proventur')
    expect(vehicleActionPath('104233-1-mercedes-benz-glc', 'interest', 'mercedes-benz')).toBe('/mercedes-benz/lager/104233-1-mercedes-benz-glc/kontakt-mig')
    // Spec 2.1 lease calculator, opened on the block's price type (issue 14).
    expect(vehicleActionPath('104233-1-mercedes-benz-glc', 'lease_calculator', undefined, 'private_lease')).toBe(
      '/lager/104233-1-mercedes-benz-glc/leaseberegner?acquisition=private_lease',
    )
  })
})

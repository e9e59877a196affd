import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '../../product-api/contract/vehicle.ts'
import { otherMakesStockDetail, priceBlocks, stockDetailSettings, vehicleActionPath, vehiclePublicPath } from './detail-settings.ts'

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

  it('gives other makes the group’s used-car settings', () => {
    expect(stockDetailSettings('toyota')).toBe(otherMakesStockDetail)
  })

  it('builds the public paths of the page and its actions', () => {
    expect(vehiclePublicPath('104233-1-mercedes-benz-glc')).toBe('/lager/104233-1-mercedes-benz-glc')
    expect(vehicleActionPath('104233-1-mercedes-benz-glc', 'testdrive')).toBe('/lager/104233-1-mercedes-benz-glc/book-proventur')
    expect(vehicleActionPath('104233-1-mercedes-benz-glc', 'interest', 'mercedes-benz')).toBe(
      '/mercedes-benz/lager/104233-1-mercedes-benz-glc/kontakt-mig',
    )
  })
})

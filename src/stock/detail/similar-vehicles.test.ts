import { describe, expect, it } from 'vitest'
import type { Vehicle, VehicleSummary } from '#src/product-api/contract/vehicle.ts'
import { pickSimilar, similarLinkBrand, similarVehicleSearches } from './similar-vehicles.ts'

const summary = (id: string) => ({ id }) as VehicleSummary

describe('Lignende biler', () => {
  it('searches the same model first, then the body style within ±20 % of the cash price (rounded out to whole thousands)', () => {
    const vehicle = {
      brand: { slug: 'renault' },
      model: { slug: 'clio' },
      bodyStyle: 'hatchback',
      prices: [
        { acquisition_type: 'private_lease', total_price: 3_000 },
        { acquisition_type: 'purchase', total_price: 189_900 },
      ],
    } as unknown as Vehicle
    // 189.900 × 0,8 = 151.920 → 151.000; 189.900 × 1,2 = 227.880 → 228.000.
    expect(similarVehicleSearches(vehicle)).toEqual([
      { brand: ['renault'], model: ['clio'], sort: 'price_asc' },
      { body: ['hatchback'], priceMin: 151_000, priceMax: 228_000, sort: 'price_asc' },
    ])
    expect(similarVehicleSearches({ ...vehicle, bodyStyle: null })).toHaveLength(1)
  })

  it('takes four, in order, without the vehicle itself and without repeats', () => {
    expect(
      pickSimilar('b', [
        [summary('a'), summary('b'), summary('c')],
        [summary('c'), summary('d'), summary('e'), summary('f')],
      ]).map((v) => v.id),
    ).toEqual(['a', 'c', 'd', 'e'])
    expect(pickSimilar('a', [[summary('a')], []])).toEqual([])
  })

  // Hand-checked: a brand address of another make is redirected (301) to the brand-less one (vehicle-route.ts),
  // so a link there would take the shopper through a redirect.
  it.each([
    ['no brand page, a Renault', undefined, 'renault', undefined],
    ['the Renault page, a Renault', 'renault', 'renault', 'renault'],
    ['the Renault page, a Dacia', 'renault', 'dacia', undefined],
    ['the Renault page, a car of unknown make', 'renault', undefined, undefined],
  ] as const)('links a similar car under its own address: %s', (_, page, make, expected) => {
    expect(similarLinkBrand(page, make)).toBe(expected)
  })
})

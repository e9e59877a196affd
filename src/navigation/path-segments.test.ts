import { describe, expect, it } from 'vitest'
import { slug } from '../product-api/contract/common.ts'
import { isSlugSegment, isVehicleSegment, requireSegment } from './path-segments.ts'

describe('path segments that can name a product-API record', () => {
  // Hand-checked: lowercase letters, digits and single hyphens, 1–160 characters.
  const slugs: [string, boolean][] = [
    ['bilhuset-nord-greve', true],
    ['id-4', true],
    ['a', true],
    ['x'.repeat(160), true],
    ['x'.repeat(161), false],
    ['', false],
    ['Bilhuset', false],
    ['bil--huset', false],
    ['-bil', false],
    ['bil-', false],
    ['bil huset', false],
    ['bil/huset', false],
    ['køge', false],
  ]

  it('takes slugs only (table)', () => {
    for (const [value, ok] of slugs) expect(isSlugSegment(value), value).toBe(ok)
  })

  it("agrees with the product API's slug schema, which the server functions validate with", () => {
    for (const [value] of slugs.filter(([value]) => value !== '')) expect(isSlugSegment(value), value).toBe(slug.safeParse(value).success)
  })

  it('takes a vehicle segment of 1–200 characters', () => {
    expect(isVehicleSegment('110809-1-toyota-yaris-1-5-hybrid-active')).toBe(true)
    expect(isVehicleSegment('x'.repeat(200))).toBe(true)
    expect(isVehicleSegment('x'.repeat(201))).toBe(false)
    expect(isVehicleSegment('')).toBe(false)
  })

  it("throws the route's not-found for a segment it does not take", () => {
    const notFound = () => new Error('404')
    expect(requireSegment(isSlugSegment, 'volvo', notFound)).toBe('volvo')
    expect(() => requireSegment(isSlugSegment, 'Volvo', notFound)).toThrow('404')
  })
})

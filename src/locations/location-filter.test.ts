import { describe, expect, it } from 'vitest'
import type { LocationSummary } from '../product-api/contract/location.ts'
import { foldDanish } from '../places/fold-danish.ts'
import { byDistance, filterLocations, formatDistance, matchesLocationQuery } from './location-filter.ts'
import { distanceKm } from '../places/distance.ts'

function location(slug: string, name: string, town: string, street: string, postcode: string, lat: number, lng: number, brands: string[]): LocationSummary {
  return {
    slug,
    name,
    town,
    address: { street, postcode, town, country: 'DK' },
    coordinates: { lat, lng },
    brands,
  } as LocationSummary
}

const greve = location('greve', 'Bilhuset Nord Greve', 'Greve', 'Håndværkerbyen 21', '2670', 55.5935, 12.2853, ['mercedes-benz', 'renault'])
const glostrup = location('glostrup', 'Bilhuset Nord Glostrup Vans', 'Glostrup', 'Ejby Industrivej 40', '2600', 55.6837, 12.3952, ['mercedes-benz'])
const aarhus = location('aarhus', 'Bilhuset Nord Aarhus', 'Aarhus', 'Viborgvej 195', '8210', 56.1665, 10.142, ['mercedes-benz'])
const hjoerring = location('hjoerring', 'Bilhuset Nord Hjørring', 'Hjørring', 'Frederikshavnsvej 78', '9800', 57.463, 9.999, ['renault', 'dacia'])
const all = [greve, glostrup, aarhus, hjoerring]

describe('foldDanish', () => {
  it('folds æ/ø/å and their two-letter spellings together', () => {
    expect(foldDanish('Århus')).toBe(foldDanish('Aarhus'))
    expect(foldDanish('Hjørring')).toBe(foldDanish('hjorring'))
    expect(foldDanish('Hjørring')).toBe(foldDanish('HJOERRING'))
    expect(foldDanish('Næstved')).toBe(foldDanish('naestved'))
    expect(foldDanish('Citroën')).toBe('citron')
  })
})

describe('location search', () => {
  it('matches town, street, name and postcode prefixes, every word required', () => {
    expect(matchesLocationQuery(aarhus, 'århus')).toBe(true)
    expect(matchesLocationQuery(aarhus, 'viborgvej 195')).toBe(true)
    expect(matchesLocationQuery(aarhus, 'viborgvej greve')).toBe(false)
    expect(matchesLocationQuery(hjoerring, 'hjorring')).toBe(true)
    expect(filterLocations(all, { q: '26' }).map((l) => l.slug)).toEqual(['greve', 'glostrup'])
    expect(filterLocations(all, { q: '2670' }).map((l) => l.slug)).toEqual(['greve'])
    // A number must start a number: 670 is not a postcode prefix.
    expect(filterLocations(all, { q: '670' })).toEqual([])
    expect(filterLocations(all, { q: '  ' })).toHaveLength(4)
  })

  it('filters by brand', () => {
    expect(filterLocations(all, { brand: 'dacia' }).map((l) => l.slug)).toEqual(['hjoerring'])
    expect(filterLocations(all, { brand: 'mercedes-benz', q: 'vans' }).map((l) => l.slug)).toEqual(['glostrup'])
  })
})

describe('nearest first', () => {
  it('measures great-circle distances', () => {
    // Copenhagen – Aarhus is about 157 km as the crow flies.
    expect(distanceKm({ lat: 55.6761, lng: 12.5683 }, { lat: 56.1629, lng: 10.2039 })).toBeCloseTo(157, -1)
  })

  it('sorts by distance from the visitor, and keeps the order without a position', () => {
    const aalborg = { lat: 57.05, lng: 9.92 }
    const nearest = byDistance(all, aalborg)
    expect(nearest.map((r) => r.location.slug).slice(0, 2)).toEqual(['hjoerring', 'aarhus'])
    const distances = nearest.map((r) => r.distanceKm ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(byDistance(all, null).map((r) => [r.location.slug, r.distanceKm])).toEqual([
      ['greve', null],
      ['glostrup', null],
      ['aarhus', null],
      ['hjoerring', null],
    ])
  })

  it('formats distances in Danish', () => {
    expect(formatDistance(0.04)).toBe('100 m')
    expect(formatDistance(0.86)).toBe('900 m')
    expect(formatDistance(4.46)).toBe('4,5 km')
    expect(formatDistance(123.4)).toBe('123 km')
  })
})

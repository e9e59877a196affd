import { describe, expect, it } from 'vitest'
import { locationFinderSearchSchema } from './location-finder-search.ts'
import { queryParam, queryText } from './location-finder-query.ts'

describe('location finder search parameters', () => {
  it('keeps valid values and drops invalid ones', () => {
    expect(locationFinderSearchSchema.parse({ q: 'Greve', brand: 'renault' })).toEqual({ q: 'Greve', brand: 'renault' })
    expect(locationFinderSearchSchema.parse({ q: '   ', brand: 'volvo' })).toEqual({ q: undefined, brand: undefined })
    expect(locationFinderSearchSchema.parse({ q: { nested: true }, brand: 7 })).toEqual({ q: undefined, brand: undefined })
    expect(locationFinderSearchSchema.parse({ q: ['a', 'Odense'] })).toEqual({ q: 'Odense', brand: undefined })
    expect(locationFinderSearchSchema.parse({ q: 'x'.repeat(300) }).q).toHaveLength(100)
  })

  it('keeps a postcode decoded as a number a number, so the URL round-trips', () => {
    expect(locationFinderSearchSchema.parse({ q: 2670 })).toEqual({ q: 2670, brand: undefined })
    expect(queryText(2670)).toBe('2670')
    expect(queryParam(' 2670 ')).toBe(2670)
    expect(queryParam('0800')).toBe('0800')
    expect(queryParam('Greve')).toBe('Greve')
    expect(queryParam('  ')).toBeUndefined()
  })
})

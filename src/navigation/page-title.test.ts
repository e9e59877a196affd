import { describe, expect, it } from 'vitest'
import { fallbackTitle, withSiteName } from './page-title.ts'

describe('fallbackTitle', () => {
  it('capitalises the last path segment and turns dashes into spaces', () => {
    expect(fallbackTitle({ pathname: '/service/lejebiler' })).toBe('Lejebiler')
    expect(fallbackTitle({ pathname: '/nye-biler/leasing-og-finansiering/' })).toBe('Leasing og finansiering')
  })
  it('decodes Danish letters in the segment', () => {
    expect(fallbackTitle({ pathname: '/om-os/%C3%A5bningstider' })).toBe('Åbningstider')
  })
  it('uses status code and message on 404 and 500', () => {
    expect(fallbackTitle({ pathname: '/x', statusCode: 404, message: 'Ups, denne side findes ikke' })).toBe('404 Ups, denne side findes ikke')
    expect(fallbackTitle({ pathname: '/x', statusCode: 500, message: 'Ups, noget gik galt' })).toBe('500 Ups, noget gik galt')
  })
  it('ignores status for other codes and falls back to the site name on the home page', () => {
    expect(fallbackTitle({ pathname: '/lager', statusCode: 200, message: 'x' })).toBe('Lager')
    expect(fallbackTitle({ pathname: '/' })).toBe('Bilhuset Nord')
  })
  it('survives a malformed percent-encoding', () => {
    expect(fallbackTitle({ pathname: '/a/%E0%A4%A' })).toBe('%E0%A4%A')
  })
})

describe('withSiteName', () => {
  it('appends the site name once', () => {
    expect(withSiteName('Lager')).toBe('Lager | Bilhuset Nord')
    expect(withSiteName('Bilhuset Nord')).toBe('Bilhuset Nord')
    expect(withSiteName('Lager | Bilhuset Nord')).toBe('Lager | Bilhuset Nord')
  })
  it('keeps a title that opens with the site name, and suffixes one that only names the group inside (issue 30)', () => {
    expect(withSiteName('Bilhuset Nord – Mercedes-Benz, Renault og Dacia')).toBe('Bilhuset Nord – Mercedes-Benz, Renault og Dacia')
    expect(withSiteName('Om Bilhuset Nord')).toBe('Om Bilhuset Nord | Bilhuset Nord')
    // A branch is named after the group: its page still follows the pattern (tests/locations.spec.ts).
    expect(withSiteName('Bilhuset Nord Greve')).toBe('Bilhuset Nord Greve | Bilhuset Nord')
  })
})

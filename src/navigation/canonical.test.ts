import { describe, expect, it } from 'vitest'
import { canonicalUrl } from './canonical.ts'

describe('canonicalUrl', () => {
  const site = 'https://www.bilhusetnord.dk'
  it('drops tracking, sorting and UI parameters and keeps listing-defining ones', () => {
    expect(canonicalUrl(site, '/lager', '?utm_source=x&gclid=1&sort=price&type=used&brand=renault&open=1')).toBe(
      'https://www.bilhusetnord.dk/lager?type=used&brand=renault',
    )
  })
  it('orders kept parameters by the whitelist and values alphabetically, so equal listings share one URL', () => {
    expect(canonicalUrl(site, '/lager', '?fuel=petrol&brand=renault&fuel=electric')).toBe(
      'https://www.bilhusetnord.dk/lager?brand=renault&fuel=electric&fuel=petrol',
    )
  })
  it('drops page=1 and empty values but keeps later pages', () => {
    expect(canonicalUrl(site, '/lager', '?page=1&brand=')).toBe('https://www.bilhusetnord.dk/lager')
    expect(canonicalUrl(site, '/lager', '?page=3')).toBe('https://www.bilhusetnord.dk/lager?page=3')
  })
  it('removes a trailing slash from the path and a trailing slash on the site URL', () => {
    expect(canonicalUrl(`${site}/`, '/om-os/', '')).toBe('https://www.bilhusetnord.dk/om-os')
    expect(canonicalUrl(site, '/', '')).toBe('https://www.bilhusetnord.dk/')
  })
  it('keeps the maybach model group', () => {
    expect(canonicalUrl(site, '/mercedes-benz/modeller', new URLSearchParams({ group: 'maybach' }))).toBe(
      'https://www.bilhusetnord.dk/mercedes-benz/modeller?group=maybach',
    )
  })
})

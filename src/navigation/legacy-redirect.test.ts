import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { matchLegacyRedirect } from '#redirects/match-redirect.ts'
import { followLegacyRedirect, legacyRedirectFor } from './legacy-redirect.ts'

/** A router location: internal path (route files' default segments), query with '?', hash without '#'. */
function at(pathname: string, searchStr = '', hash = '') {
  return { pathname, searchStr, hash }
}

describe('legacyRedirectFor (client-side navigation)', () => {
  // Expected targets from spec 2.3's list of redirects.
  it.each([
    ['/brugte-biler', '/lager?type=used'],
    ['/brugte-biler/', '/lager?type=used'],
    ['/om-os', '/om-os/om-bilhuset-nord'],
    ['/vaerksted/services/lejebiler', '/service/lejebiler'],
    ['/nye-biler/mercedes-benz/maybach', '/mercedes-benz/modeller?group=maybach'],
  ])('%s → %s, 301', (from, to) => {
    expect(legacyRedirectFor(at(from), matchLegacyRedirect)).toEqual({ href: to, statusCode: 301 })
  })

  it('reads the router’s internal path as the public address the table speaks', () => {
    // Inside the router /mercedes-benz/modeller/cla-coupe is /mercedes-benz/models/cla-coupe.
    expect(legacyRedirectFor(at('/mercedes-benz/models/cla-coupe'), matchLegacyRedirect)?.href).toBe('/mercedes-benz/modeller/cla-eq')
  })

  it('passes the query on as the server does and keeps the hash, as a browser does', () => {
    expect(legacyRedirectFor(at('/om-os', '?utm_source=nyhedsbrev', 'historie'), matchLegacyRedirect)?.href).toBe(
      '/om-os/om-bilhuset-nord?utm_source=nyhedsbrev#historie',
    )
  })

  it('matches Danish letters as the router decodes them', () => {
    expect(legacyRedirectFor(at('/tilbehør'), matchLegacyRedirect)?.href).toBe('/tilbehor')
  })

  it.each(['/', '/stock', '/stock/compare', '/locations/bilhuset-nord-greve', '/om-os/om-bilhuset-nord', '/nye-biler', '/mercedes-benz/models/cla-eq'])(
    '%s is not an old address',
    (path) => {
      expect(legacyRedirectFor(at(path), matchLegacyRedirect)).toBeNull()
    },
  )
})

describe('followLegacyRedirect', () => {
  it('throws the router’s 301 redirect for an old address', async () => {
    const thrown = await followLegacyRedirect(at('/butik/')).then(
      () => null,
      (error: unknown) => error,
    )
    expect(isRedirect(thrown)).toBe(true)
    if (!isRedirect(thrown)) return
    expect(thrown.options.href).toBe('/tilbehor')
    expect(thrown.status).toBe(301)
  })

  it('lets other addresses through', async () => {
    await expect(followLegacyRedirect(at('/stock', '?type=used'))).resolves.toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { matchLegacyRedirect } from '#redirects/match-redirect.ts'
import { activeNavHref, footerNavigation, mainNavigation } from './main-navigation.ts'

const origin = 'https://www.bilhuset-nord.dk'
const headerLinks = mainNavigation()
const footerLinks = footerNavigation().flatMap((column) => column.links)

describe('header and footer links', () => {
  it.each([...headerLinks, ...footerLinks].map((l) => [l.label, l.href] as const))(
    '%s (%s) is a page address, not an old address the redirect table sends on',
    (_label, href) => {
      expect(matchLegacyRedirect(new URL(href, origin))).toBeNull()
    },
  )

  // Spec 2.3: /brugte-biler/ → /lager?type=used and /om-os/ → /om-os/om-{product}.
  it.each([
    ['Brugte biler', '/lager?type=used'],
    ['Om os', '/om-os/om-bilhuset-nord'],
  ])('%s points at %s in the header and the footer', (label, href) => {
    expect(headerLinks.find((l) => l.label === label)?.href).toBe(href)
    expect(footerLinks.find((l) => l.label === label)?.href).toBe(href)
  })
})

describe('activeNavHref', () => {
  it.each([
    ['/lokationer', '', '/lokationer'],
    ['/lokationer/bilhuset-nord-greve', '', '/lokationer'],
    ['/lager', '', '/lager'],
    ['/lager', '?type=used', '/lager?type=used'],
    ['/lager', '?brand=renault&type=used', '/lager?type=used'],
    ['/lager', '?type=new', '/lager'],
    ['/lager/123-1-renault-clio', '', '/lager'],
    ['/nye-biler', '', '/nye-biler'],
    ['/nye-biler/leasing-og-finansiering', '', '/nye-biler/leasing-og-finansiering'],
    ['/nye-biler/ladelosninger', '', '/nye-biler'],
    ['/om-os/om-bilhuset-nord', '', '/om-os/om-bilhuset-nord'],
    ['/', '', undefined],
    ['/udforsk', '', undefined],
    ['/lagerhal', '', undefined],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(activeNavHref(headerLinks, pathname, search)).toBe(expected)
  })
})

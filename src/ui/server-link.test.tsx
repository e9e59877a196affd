/**
 * ServerLink renders, on the server, exactly the anchor the router's own Link
 * renders (issue 34): the same href, the same active state and the same
 * attributes in the same order, for the site's real route tree and URL
 * rewrite, on pages of every kind. The router's Link is the answer key; if a
 * route ever gets search middlewares or stringified params, the location of a
 * link starts to depend on the page and these comparisons fail. Links with
 * params and a search (the vehicle cards, pagination and facet links) are
 * compared the same way, on pages with and without the optional brand, so a
 * location remembered under too short a key shows as a wrong href.
 */
import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, Link, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { getRouter } from '../router.tsx'
import { toInternalPath } from '../navigation/localized-paths.ts'
import { isRememberablePath, RouterLink, ServerLink } from './server-link.tsx'

/** Renders `node` with the site's router standing on the public address `at`. */
function renderAt(at: string, node: ReactNode): string {
  const router = getRouter()
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [at] }), isServer: true })
  return renderToString(<RouterContextProvider router={router}>{node}</RouterContextProvider>)
}

/** A public href as AppLink hands it on: the internal path with its search and hash. */
function internal(href: string): string {
  const url = new URL(href, 'http://site.invalid')
  return `${toInternalPath(url.pathname)}${url.search}${url.hash}`
}

// Pages of each kind: home, stock with and without a search, a brand's stock, a vehicle, compare,
// lease, a brand's models, a location, a content page, the search agent.
const pages = [
  '/',
  '/lager',
  '/lager?type=used',
  '/lager?brand=renault&fuel=el&page=2',
  '/mercedes-benz/lager',
  '/lager/104233-1-mercedes-benz-glc-300e-4matic',
  '/lager/sammenligne',
  '/leasing',
  '/renault/modeller',
  '/renault/modeller/renault-5',
  '/afdelinger',
  '/om-os',
  '/soegeagent',
]

// Links of the header and footer kinds, and content links with a search and a hash.
const hrefs = [
  '/',
  '/lager',
  '/lager?type=used',
  '/lager?type=new&brand=renault',
  '/lager/sammenligne',
  '/lager/favoritter',
  '/mercedes-benz/lager',
  '/leasing',
  '/renault/modeller',
  '/renault/modeller/renault-5',
  '/afdelinger',
  '/om-os',
  '/om-os#kontakt',
  '/soegeagent',
  '/vaerksted/book-tid',
]

describe('ServerLink', () => {
  it('renders what the router’s Link renders, link by link and page by page', () => {
    let compared = 0
    let active = 0
    for (const page of pages) {
      for (const href of hrefs) {
        const to = internal(href)
        const expected = renderAt(
          page,
          <Link to={to as '/'} className="nav-link">
            Se
          </Link>,
        )
        const actual = renderAt(
          page,
          <ServerLink to={to} className="nav-link">
            Se
          </ServerLink>,
        )
        expect(actual, `${href} on ${page}`).toBe(expected)
        compared++
        if (expected.includes('aria-current="page"')) active++
      }
    }
    expect(compared).toBe(pages.length * hrefs.length)
    // The comparison covers active links too (a page's own link and its parents').
    expect(active).toBeGreaterThanOrEqual(pages.length)
  })

  it('keeps the anchor’s own attributes in Link’s order, and drops type as Link does', () => {
    for (const page of ['/lager', '/leasing']) {
      const props = { id: 'lager-link', target: '_blank', rel: 'nofollow', 'aria-label': 'Alle biler på lager', type: 'text/html', style: { color: 'red' } }
      const expected = renderAt(
        page,
        <Link to={'/stock' as '/'} {...props}>
          Lager
        </Link>,
      )
      const actual = renderAt(
        page,
        <ServerLink to="/stock" {...props}>
          Lager
        </ServerLink>,
      )
      expect(actual).toBe(expected)
      expect(actual).not.toContain('type=')
    }
  })

  it('remembers a path’s location across pages and still marks the page’s own link active', () => {
    const onLeasing = renderAt('/leasing', <ServerLink to={internal('/leasing')}>Leasing</ServerLink>)
    const onStock = renderAt('/lager', <ServerLink to={internal('/leasing')}>Leasing</ServerLink>)
    expect(onLeasing).toContain('aria-current="page"')
    expect(onLeasing).toContain('href="/leasing"')
    expect(onStock).not.toContain('aria-current')
    expect(onStock).toContain('href="/leasing"')
  })

  it('takes only absolute paths whose placeholders are whole segments', () => {
    expect(isRememberablePath('/stock?type=used')).toBe(true)
    expect(isRememberablePath('/stock/$vehicle')).toBe(true)
    expect(isRememberablePath('/{-$brand}/stock/$vehicle')).toBe(true)
    expect(isRememberablePath('/$')).toBe(false)
    expect(isRememberablePath('/stock/v-$vehicle')).toBe(false)
    expect(isRememberablePath('/stock?q=$x')).toBe(false)
    expect(isRememberablePath('stock')).toBe(false)
    expect(isRememberablePath('../stock')).toBe(false)
  })

  it('is what the stock pages render on the server', () => {
    expect(RouterLink).toBe(ServerLink)
  })
})

const vehicle = '104233-1-mercedes-benz-glc-300e-4matic'

// Stock and vehicle pages with and without the optional brand segment, in an order that puts a page
// with a brand between two without (and the other way round), plus pages of other kinds.
const stockPages = [
  '/lager',
  `/mercedes-benz/lager/${vehicle}`,
  `/lager/${vehicle}`,
  `/lager/${vehicle}?acquisition=private-lease`,
  '/lager?type=used',
  `/renault/lager/${vehicle}`,
  '/lager?brand=renault&brand=dacia&page=2',
  '/lager?q=%C3%85rhus%20C%20%C3%A6bleg%C3%B8d&near=S%C3%B8borg',
  `/mercedes-benz/lager/${vehicle}/proevetur`,
  '/',
  '/leasing',
]

type LinkCase = {
  name: string
  to: string
  params?: Record<string, unknown>
  search?: Record<string, unknown>
  className?: string
  title?: string
  rel?: string
}

// The vehicle cards' link (/lager, "Lignende biler"), with the price block's search; its brand is the page's.
const cardLinks: LinkCase[] = [
  { name: 'card', to: '/{-$brand}/stock/$vehicle', params: { vehicle }, search: { acquisition: undefined, vat: undefined }, title: 'Mercedes-Benz GLC' },
  { name: 'card, lease, excl. VAT', to: '/{-$brand}/stock/$vehicle', params: { vehicle }, search: { acquisition: 'private-lease', vat: 'excl' } },
  { name: 'card, lease', to: '/{-$brand}/stock/$vehicle', params: { vehicle }, search: { acquisition: 'private-lease', vat: undefined } },
  { name: 'card, another vehicle', to: '/{-$brand}/stock/$vehicle', params: { vehicle: '2-renault-5' }, search: {} },
  { name: 'card, a brand given', to: '/{-$brand}/stock/$vehicle', params: { brand: 'renault', vehicle }, search: undefined },
  { name: 'card, no brand', to: '/{-$brand}/stock/$vehicle', params: { brand: undefined, vehicle } },
  { name: 'card, Danish letters and spaces', to: '/{-$brand}/stock/$vehicle', params: { vehicle: 'Æble grød/ål ø 1' }, search: { acquisition: undefined } },
  { name: 'card, a number', to: '/{-$brand}/stock/$vehicle', params: { vehicle: 104233 } },
]

// Pagination, filter chips and the facets' "Vis alle": /lager with a search; the brand is the page's or none.
const searchLinks: LinkCase[] = [
  { name: 'page 1', to: '/{-$brand}/stock', search: { type: undefined, page: undefined } },
  { name: 'page 2', to: '/{-$brand}/stock', search: { brand: ['renault', 'dacia'], page: 2 }, rel: 'next' },
  { name: 'page "2"', to: '/{-$brand}/stock', search: { brand: ['renault', 'dacia'], page: '2' } },
  { name: 'used', to: '/{-$brand}/stock', search: { type: 'used' } },
  { name: 'order of the keys', to: '/{-$brand}/stock', search: { page: 2, brand: ['renault', 'dacia'] } },
  { name: 'Danish text and spaces', to: '/{-$brand}/stock', search: { q: 'Århus C æblegød', near: 'Søborg' } },
  { name: 'a flag and a list', to: '/{-$brand}/stock', search: { vis: ['equipment', 'model'], electric: true } },
  { name: 'facet, no brand', to: '/{-$brand}/stock', params: { brand: undefined }, search: { vis: ['equipment'] } },
  { name: 'no search', to: '/{-$brand}/stock' },
  { name: 'empty search', to: '/{-$brand}/stock', search: {} },
  { name: 'compare, with a search', to: '/stock/compare', search: { ids: ['1', '2'] } },
]

function linkNamed(name: string): LinkCase {
  const link = [...cardLinks, ...searchLinks].find((l) => l.name === name)
  if (!link) throw new Error(`No link case ${name}`)
  return link
}

function renderBoth(page: string, link: LinkCase): { expected: string; actual: string } {
  const { name: _name, to, ...props } = link
  const expected = renderAt(
    page,
    <Link to={to as '/'} {...(props as object)} resetScroll={false}>
      Se
    </Link>,
  )
  const actual = renderAt(
    page,
    <RouterLink to={to as '/'} {...(props as object)} resetScroll={false}>
      Se
    </RouterLink>,
  )
  return { expected, actual }
}

describe('ServerLink with params and a search', () => {
  it('renders what the router’s Link renders, link by link and page by page, twice over', () => {
    let compared = 0
    let active = 0
    const hrefs = new Set<string>()
    // The second round takes every location from what the first remembered.
    for (const round of [1, 2]) {
      for (const page of stockPages) {
        for (const link of [...cardLinks, ...searchLinks]) {
          const { expected, actual } = renderBoth(page, link)
          expect(actual, `${link.name} on ${page} (round ${round})`).toBe(expected)
          compared++
          if (expected.includes('aria-current="page"')) active++
          hrefs.add(/href="([^"]*)"/.exec(expected)?.[1] ?? '')
        }
      }
    }
    expect(compared).toBe(2 * stockPages.length * (cardLinks.length + searchLinks.length))
    // Active links on their own page: a card on its vehicle page, the search a stock page has.
    expect(active).toBeGreaterThanOrEqual(2 * 6)
    // The brand is the page's where the card leaves it out, so one card has hrefs with and without it.
    expect(hrefs).toContain(`/lager/${vehicle}`)
    expect(hrefs).toContain(`/mercedes-benz/lager/${vehicle}`)
    expect(hrefs).toContain(`/renault/lager/${vehicle}`)
  })

  it('writes the hrefs the site’s addresses have (hand-checked)', () => {
    const href = (page: string, link: LinkCase) => /href="([^"]*)"/.exec(renderBoth(page, link).actual)?.[1]
    expect(href('/lager', linkNamed('card'))).toBe(`/lager/${vehicle}`)
    expect(href(`/mercedes-benz/lager/${vehicle}`, linkNamed('card'))).toBe(`/mercedes-benz/lager/${vehicle}`)
    expect(href('/lager', linkNamed('card, lease, excl. VAT'))).toBe(`/lager/${vehicle}?acquisition=private-lease&amp;vat=excl`)
    expect(href('/lager', linkNamed('card, Danish letters and spaces'))).toBe('/lager/%C3%86ble%20gr%C3%B8d%2F%C3%A5l%20%C3%B8%201')
    expect(href('/lager', linkNamed('page 2'))).toBe('/lager?brand=renault&amp;brand=dacia&amp;page=2')
    expect(href('/lager', linkNamed('Danish text and spaces'))).toBe('/lager?q=%C3%85rhus+C+%C3%A6bleg%C3%B8d&amp;near=S%C3%B8borg')
    expect(href(`/mercedes-benz/lager/${vehicle}`, linkNamed('facet, no brand'))).toBe('/lager?vis=equipment')
  })

  it('marks a card active on its own vehicle page, and a search link on the stock page with that search', () => {
    const on = (page: string, link: LinkCase) => renderBoth(page, link).actual
    expect(on(`/lager/${vehicle}`, linkNamed('card'))).toContain('aria-current="page"')
    expect(on(`/lager/${vehicle}?acquisition=private-lease`, linkNamed('card, lease'))).toContain('class="active"')
    expect(on(`/lager/${vehicle}`, linkNamed('card, lease'))).not.toContain('aria-current')
    expect(on('/lager?type=used', linkNamed('used'))).toContain('data-status="active"')
    expect(on('/lager', linkNamed('used'))).not.toContain('aria-current')
  })

  it('builds each location once: a card, a page link and a facet link rendered again ask the router for nothing', () => {
    const links = [linkNamed('card'), linkNamed('page 2'), linkNamed('facet, no brand')]
    const builds = (page: string) => {
      const router = getRouter()
      router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [page] }), isServer: true })
      const buildLocation = vi.spyOn(router, 'buildLocation')
      renderToString(
        <RouterContextProvider router={router}>
          {links.map(({ name, to, ...props }) => (
            <RouterLink key={name} to={to as '/'} {...(props as object)}>
              Se
            </RouterLink>
          ))}
        </RouterContextProvider>,
      )
      return buildLocation.mock.calls.length
    }
    // A page with a brand of its own: the card's location is remembered under it.
    const page = `/mercedes-benz/lager/${vehicle}?acquisition=private-lease`
    builds(page)
    expect(builds(page)).toBe(0)
  })

  it('leaves links it cannot remember to the router’s Link', () => {
    const cases = [
      { to: '/{-$brand}/stock', search: (s: object) => ({ ...s, page: 3 }) },
      { to: '/{-$brand}/stock', hash: 'resultater', search: { type: 'used' } },
      { to: '/{-$brand}/stock', activeOptions: { exact: true }, search: { type: 'used' } },
      { to: '/{-$brand}/stock', search: { since: new Date(0) } },
      { to: '/{-$brand}/stock/$vehicle', params: { vehicle: { id: 1 } } },
      { to: './compare' },
      { to: '/{-$brand}/stock', title: 'Lager', href: undefined, search: { type: 'used' } },
      { to: '/{-$brand}/stock', disabled: true },
    ]
    for (const page of ['/lager?type=used', `/mercedes-benz/lager/${vehicle}`]) {
      for (const props of cases) {
        const expected = renderAt(page, <Link {...(props as { to: '/' })}>Se</Link>)
        const actual = renderAt(page, <RouterLink {...(props as { to: '/' })}>Se</RouterLink>)
        expect(actual, `${JSON.stringify(props)} on ${page}`).toBe(expected)
      }
    }
  })
})

/**
 * ServerLink renders, on the server, exactly the anchor the router's own Link
 * renders (issue 34): the same href, the same active state and the same
 * attributes in the same order, for the site's real route tree and URL
 * rewrite, on pages of every kind. The router's Link is the answer key; if a
 * route ever gets search middlewares or stringified params, the location of a
 * link starts to depend on the page and these comparisons fail.
 */
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, Link, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { getRouter } from '../router.tsx'
import { toInternalPath } from '../navigation/localized-paths.ts'
import { isFixedPath, ServerLink } from './server-link.tsx'

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

  it('takes only absolute paths without placeholders', () => {
    expect(isFixedPath('/stock?type=used')).toBe(true)
    expect(isFixedPath('/stock/$vehicle')).toBe(false)
    expect(isFixedPath('stock')).toBe(false)
    expect(isFixedPath('../stock')).toBe(false)
  })
})

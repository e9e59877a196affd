import { m } from '../i18n/paraglide/messages.js'
import { routeSegments } from '#app.config'

export interface NavItem {
  label: string
  href: string
}

export interface NavColumn {
  heading: string
  links: NavItem[]
}

/**
 * Header and footer links point at the pages themselves, never at an old
 * address that the legacy redirect table (redirects/) sends on: "Brugte biler"
 * is the used-car stock, "Om os" the about-us page (spec 2.3). A unit test
 * checks every link against the table.
 */
const usedCars = `/${routeSegments.stock}?type=used`
const about = '/om-os/om-bilhuset-nord'

/** The header's main navigation (foundation issue: nye biler … om os). */
export function mainNavigation(): NavItem[] {
  return [
    { label: m.nav_new_cars(), href: '/nye-biler' },
    { label: m.nav_used_cars(), href: usedCars },
    { label: m.nav_vans(), href: '/varevogne' },
    { label: m.nav_stock(), href: `/${routeSegments.stock}` },
    { label: m.nav_leasing(), href: '/nye-biler/leasing-og-finansiering' },
    { label: m.nav_service(), href: '/service' },
    { label: m.nav_locations(), href: `/${routeSegments.locations}` },
    { label: m.nav_about(), href: about },
  ]
}

/** The footer's link columns. */
export function footerNavigation(): NavColumn[] {
  return [
    {
      heading: m.footer_heading_cars(),
      links: [
        { label: m.nav_new_cars(), href: '/nye-biler' },
        { label: m.nav_used_cars(), href: usedCars },
        { label: m.nav_vans(), href: '/varevogne' },
        { label: m.nav_stock(), href: `/${routeSegments.stock}` },
        { label: 'Minilease', href: '/minilease' },
      ],
    },
    {
      heading: m.footer_heading_service(),
      links: [
        { label: m.nav_service(), href: '/service' },
        { label: 'Serviceaftaler', href: '/service/serviceaftaler' },
        { label: 'Lejebiler', href: '/service/lejebiler' },
        { label: 'Tilbehør', href: '/tilbehor' },
        { label: m.nav_locations(), href: `/${routeSegments.locations}` },
      ],
    },
    {
      heading: m.footer_heading_company(),
      links: [
        { label: m.nav_about(), href: about },
        { label: 'Udforsk', href: '/udforsk' },
        { label: 'Events', href: '/events' },
        { label: 'Kontakt', href: '/directcontact' },
      ],
    },
  ]
}

function splitHref(href: string): { path: string; query: URLSearchParams } {
  const q = href.indexOf('?')
  return q === -1 ? { path: href, query: new URLSearchParams() } : { path: href.slice(0, q), query: new URLSearchParams(href.slice(q + 1)) }
}

/** True when the current query carries every parameter the item's href sets, with the same value. */
function queryMatches(itemQuery: URLSearchParams, current: URLSearchParams): boolean {
  return [...itemQuery].every(([name, value]) => current.getAll(name).includes(value))
}

/**
 * The item of the current section: its path is the public `pathname` or a
 * parent of it, and the query has the item's own parameters. The most specific
 * item wins, so /lager?type=used marks "Brugte biler" and not "Lager".
 * Returns the item's href, or undefined.
 */
export function activeNavHref(items: readonly NavItem[], pathname: string, searchStr = ''): string | undefined {
  const current = new URLSearchParams(searchStr)
  let best: { href: string; pathLength: number; params: number } | undefined
  for (const item of items) {
    const { path, query } = splitHref(item.href)
    const under = pathname === path || pathname.startsWith(path === '/' ? '/' : `${path}/`)
    if (!under || path === '/' || !queryMatches(query, current)) continue
    const params = [...query].length
    if (!best || path.length > best.pathLength || (path.length === best.pathLength && params > best.params)) {
      best = { href: item.href, pathLength: path.length, params }
    }
  }
  return best?.href
}

/** The path of a nav href, without its query. */
export function navPath(href: string): string {
  return splitHref(href).path
}

import { m } from '../i18n/paraglide/messages.js'
import { routeSegments } from '../../app.config.ts'

export interface NavItem {
  label: string
  href: string
}

/** The header's main navigation (foundation issue: nye biler … om os). */
export function mainNavigation(): NavItem[] {
  return [
    { label: m.nav_new_cars(), href: '/nye-biler' },
    { label: m.nav_used_cars(), href: '/brugte-biler' },
    { label: m.nav_vans(), href: '/varevogne' },
    { label: m.nav_stock(), href: `/${routeSegments.stock}` },
    { label: m.nav_leasing(), href: '/nye-biler/leasing-og-finansiering' },
    { label: m.nav_service(), href: '/service' },
    { label: m.nav_locations(), href: `/${routeSegments.locations}` },
    { label: m.nav_about(), href: '/om-os' },
  ]
}

/** True when `pathname` is the item's page or below it. */
export function isActive(item: NavItem, pathname: string): boolean {
  const base = item.href.split('?')[0] ?? item.href
  return pathname === base || pathname.startsWith(`${base}/`)
}

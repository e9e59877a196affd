import type { Location } from '../product-api/contract/location.ts'
import { withSiteName } from '../navigation/page-title.ts'
import { m } from '../i18n/paraglide/messages.js'
import { addressLine } from './location-contact.ts'
import { locationJsonLd } from './location-json-ld.ts'

/**
 * Head of a location page: title, description, the stylesheets and the
 * schema.org AutoDealer JSON-LD (with opening hours). `publicPath` is the
 * page's public path; the JSON-LD's url is made absolute with `siteUrl`
 * when known.
 */
export function locationHead(location: Location | undefined, publicPath: string, stylesheets: string[], siteUrl = '') {
  const links = stylesheets.map((href) => ({ rel: 'stylesheet', href }))
  if (!location) return { meta: [], links }
  return {
    meta: [
      { title: withSiteName(location.name) },
      { name: 'description', content: m.locations_meta_detail({ name: location.name, address: addressLine(location) }) },
      { 'script:ld+json': locationJsonLd(location, `${siteUrl}${publicPath}`) },
    ],
    links,
  }
}

/** The public site URL from the root route's loader data (in a route's head). */
export function siteUrlOf(matches: readonly { loaderData?: unknown }[]): string {
  const data = matches[0]?.loaderData as { publicConfig?: { siteUrl?: string } } | undefined
  return data?.publicConfig?.siteUrl ?? ''
}

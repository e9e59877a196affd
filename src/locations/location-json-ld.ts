/**
 * schema.org structured data of a location page: an AutoDealer with address,
 * position, contact, CVR, the showroom's opening hours and the workshop as an
 * AutoRepair department with its own hours.
 */
import { findBrand } from '#app.config'
import type { DayHours, Location } from '../product-api/contract/location.ts'

const schemaDay: Record<DayHours['weekday'], string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
}

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string[]
  opens: string
  closes: string
  description?: string
}

/** Open days grouped by identical hours ("Mon–Thu 09:00–17:30" becomes one entry). Closed days are left out. */
export function openingHoursSpecification(days: readonly DayHours[]): OpeningHoursSpecification[] {
  const groups = new Map<string, OpeningHoursSpecification>()
  for (const day of days) {
    if (!day.open || !day.opens || !day.closes) continue
    const key = `${day.opens}-${day.closes}-${day.comment ?? ''}`
    const group = groups.get(key)
    if (group) {
      group.dayOfWeek.push(schemaDay[day.weekday])
    } else {
      groups.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [schemaDay[day.weekday]],
        opens: day.opens,
        closes: day.closes,
        ...(day.comment ? { description: day.comment } : {}),
      })
    }
  }
  return [...groups.values()]
}

export function locationJsonLd(location: Location, pageUrl: string): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: location.address.street,
    postalCode: location.address.postcode,
    addressLocality: location.address.town,
    addressCountry: location.address.country,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${pageUrl}#forhandler`,
    name: location.name,
    url: pageUrl,
    description: location.description,
    image: location.image.url,
    telephone: location.phone,
    email: location.email,
    vatID: `DK${location.vatNumber}`,
    legalName: location.legalName,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.lat, longitude: location.coordinates.lng },
    brand: location.brands.map((slug) => ({ '@type': 'Brand', name: findBrand(slug)?.name ?? slug })),
    openingHoursSpecification: openingHoursSpecification(location.openingHours.showroom),
    department: [
      {
        '@type': 'AutoRepair',
        name: `${location.name} – værksted`,
        telephone: location.phone,
        address,
        openingHoursSpecification: openingHoursSpecification(location.openingHours.workshop),
      },
    ],
  }
}

/** JSON for a <script type="application/ld+json">, safe inside HTML (no "</script>" breakout). */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

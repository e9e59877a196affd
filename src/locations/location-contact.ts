/**
 * Contact details of a location: WhatsApp and a route link to a maps
 * provider's directions, the address line and the IBAN (CVR numbers, phone
 * and e-mail links: src/format/phone.ts). Phone numbers arrive as E.164.
 */
import type { Location, LocationSummary } from '../product-api/contract/location.ts'

/** WhatsApp's click-to-chat link: the number without "+". */
export function whatsappHref(e164: string): string {
  return `https://wa.me/${e164.replace(/^\+/, '')}`
}

/** Directions to the location in Google Maps (opens the app on phones). */
export function directionsHref(location: Pick<LocationSummary, 'name' | 'address' | 'coordinates'>): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', `${location.name}, ${location.address.street}, ${location.address.postcode} ${location.address.town}`)
  return url.href
}

export function addressLine(location: Pick<LocationSummary, 'address'>): string {
  return `${location.address.street}, ${location.address.postcode} ${location.address.town}`
}

/** An IBAN in the printed form of groups of four: "DK5000400440116243" → "DK50 0040 0440 1162 43". */
export function formatIban(iban: Location['iban']): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * The visitor's maps consent: the `functional` category of the site's cookie
 * consent (src/consent, machines/consent, ADR 0018). Given or withdrawn on a
 * map, in the cookie banner or in "Cookieindstillinger", it applies to every
 * map of the site and to every open tab. On the server and during hydration
 * it is unknown, so neither the map nor the notice shows.
 */
import { consentAllows, type ConsentView } from '#machines/consent/consent-view.ts'
import { setConsentCategory } from '../consent/consent.ts'

/** `unknown` during the server render and hydration, before the journal is looked for. */
export type MapsConsent = 'unknown' | 'granted' | 'denied'

export function mapsConsentOf(view: ConsentView): MapsConsent {
  if (view.status === 'unknown') return 'unknown'
  return consentAllows(view, 'functional') ? 'granted' : 'denied'
}

/** Gives (true) or withdraws (false) consent to maps, for every map of the site. */
export function setMapsConsent(granted: boolean): void {
  setConsentCategory('functional', granted)
}

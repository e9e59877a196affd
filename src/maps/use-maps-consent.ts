import { useLazyStore } from '../../machines/kit/use-lazy-store.ts'
import { getMapsConsentStore, mapsConsentOf, type MapsConsent } from './maps-consent-store.ts'

/** The visitor's maps consent; `unknown` during the server render and hydration. */
export function useMapsConsent(): MapsConsent {
  return mapsConsentOf(useLazyStore(getMapsConsentStore))
}

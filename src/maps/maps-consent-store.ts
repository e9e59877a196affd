/**
 * The page's maps-consent store: the maps-consent machine (machines/) with
 * its journal in localStorage, shared between tabs. Created lazily in the
 * browser only; on the server there is no store and consent is unknown.
 */
import {
  mapsConsentDefinition,
  mapsConsentState,
  type MapsConsentMachine,
} from '../../machines/maps-consent/maps-consent-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'
import type { StoreView } from '../../machines/kit/persistent-store.ts'
import type { MapsConsentSnapshot } from '../../machines/maps-consent/maps-consent-machine.ts'

/** `unknown` during the server render and hydration, before the journal is read. */
export type MapsConsent = 'unknown' | 'granted' | 'denied'

let store: PersistentStore<MapsConsentMachine> | null = null

export function getMapsConsentStore(): PersistentStore<MapsConsentMachine> | null {
  if (typeof window === 'undefined') return null
  store ??= createPersistentStore(mapsConsentDefinition, { storage: browserJournalStorage() })
  return store
}

export function mapsConsentOf(view: StoreView<MapsConsentSnapshot>): MapsConsent {
  return view.status === 'pending' ? 'unknown' : mapsConsentState(view.snapshot)
}

/** Gives (true) or withdraws (false) consent to maps, for every map of the site. */
export function setMapsConsent(granted: boolean): void {
  getMapsConsentStore()?.send({ type: granted ? 'consent.grant' : 'consent.withdraw' })
}

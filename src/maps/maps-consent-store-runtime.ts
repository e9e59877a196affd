/**
 * The maps-consent store itself: the maps-consent machine with its journal in
 * localStorage, shared between tabs. Loaded on demand by maps-consent-store.ts,
 * so xstate and the machine are not on a page's first load before a visitor
 * has answered.
 */
import { mapsConsentDefinition, type MapsConsentMachine } from '../../machines/maps-consent/maps-consent-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'

export function createMapsConsentStore(): PersistentStore<MapsConsentMachine> {
  return createPersistentStore(mapsConsentDefinition, { storage: browserJournalStorage() })
}

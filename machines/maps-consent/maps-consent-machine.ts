/**
 * The visitor's consent to interactive maps (spec 8: without it the map
 * cannot load, and the page says so with a way to give consent). Given or
 * withdrawn on any map, it applies to every map of the site, survives reloads
 * and is shared between tabs.
 *
 * Persisted like the other machines: the accepted events are journaled
 * (`record`) and replayed on load. Before the journal is loaded (server
 * rendering, hydration) the site treats consent as unknown and shows neither
 * the map nor the notice.
 */
import { setup, emit, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'

export const mapsConsentJournalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('consent.grant') }),
  z.object({ type: z.literal('consent.withdraw') }),
])
export type MapsConsentJournalEvent = z.infer<typeof mapsConsentJournalEventSchema>
export type MapsConsentEvent = MapsConsentJournalEvent

export const mapsConsentMachine = setup({
  types: {
    events: {} as MapsConsentEvent,
    emitted: {} as JournalRecordEmitted<MapsConsentJournalEvent>,
  },
  actions: {
    /** Journals the accepted event (the store appends it; replay never runs actions). */
    record: emit(({ event }) => ({ type: journalRecordType, event })),
  },
}).createMachine({
  id: 'maps-consent',
  initial: 'denied',
  states: {
    denied: {
      description:
        'Intet samtykke til kort (aldrig givet eller trukket tilbage). Kortet indlæses ikke; i stedet vises en besked om cookieindstillingerne med en knap til at give samtykke. Listen over lokationer virker som altid.',
      on: { 'consent.grant': { target: 'granted', actions: 'record' } },
    },
    granted: {
      description: 'Samtykke givet: det interaktive kort indlæses på alle sider med kort. Under kortet kan samtykket trækkes tilbage.',
      on: { 'consent.withdraw': { target: 'denied', actions: 'record' } },
    },
  },
})

export type MapsConsentMachine = typeof mapsConsentMachine
export type MapsConsentSnapshot = SnapshotFrom<MapsConsentMachine>

export function mapsConsentState(snapshot: MapsConsentSnapshot): 'denied' | 'granted' {
  return snapshot.value as 'denied' | 'granted'
}

export const mapsConsentDefinition: PersistedMachineDefinition<MapsConsentMachine, MapsConsentJournalEvent> = {
  machine: mapsConsentMachine,
  journal: { machineId: 'maps-consent', version: 1, eventSchema: mapsConsentJournalEventSchema, compactAfter: 10 },
  project: (snapshot) => mapsConsentState(snapshot),
  compact: (snapshot) => (mapsConsentState(snapshot) === 'granted' ? [{ type: 'consent.grant' }] : []),
}

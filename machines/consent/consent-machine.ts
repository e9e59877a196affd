/**
 * The visitor's cookie consent (ADR 0018): one machine for every category
 * beyond the necessary ones — functional (interactive maps), statistics
 * (Tag Manager analytics, session recording) and marketing. The consent
 * banner and settings (src/shell/consent-banner.tsx, consent-dialog.tsx), the map's own "allow maps" button and the
 * footer's "Cookieindstillinger" all send their choice here.
 *
 * Persisted like the other machines: the accepted events are journaled
 * (`record`) and replayed on load, and a change in another tab (a grant or a
 * revocation) reaches every open tab through the storage event. Each stored
 * choice carries the date it was made and the policy version it answered; the
 * journal's version is the policy version, so a new policy asks again.
 * Before the journal is loaded (server rendering, hydration) consent is
 * unknown and nothing non-necessary runs.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'
import { consentPolicyVersion, nextConsentChoice as nextChoice, type ConsentCategory, type ConsentChoice } from './consent-policy.ts'

export type { ConsentChoice } from './consent-policy.ts'

const categorySchema = z.enum(['functional', 'statistics', 'marketing'])
/** When and under which policy the choice was made (the clock's ISO instant; never read here). */
const stampSchema = { at: z.iso.datetime({ offset: true }), policyVersion: z.number().int().positive() }

export const consentJournalEventSchema = z.discriminatedUnion('type', [
  /** The visitor's whole choice: "Accepter alle", "Afvis alle" or "Gem valg" in the banner or settings. */
  z.object({ type: z.literal('consent.save'), functional: z.boolean(), statistics: z.boolean(), marketing: z.boolean(), ...stampSchema }),
  /** One category given or withdrawn outside the banner (the map's "Tillad kort" / "Slå kortet fra"). */
  z.object({ type: z.literal('consent.set'), category: categorySchema, granted: z.boolean(), ...stampSchema }),
])
export type ConsentJournalEvent = z.infer<typeof consentJournalEventSchema>
export type ConsentEvent = ConsentJournalEvent

export interface ConsentContext {
  choice: ConsentChoice | null
}

function sameCategories(a: ConsentChoice | null, b: ConsentChoice): boolean {
  return a !== null && a.functional === b.functional && a.statistics === b.statistics && a.marketing === b.marketing && a.policyVersion === b.policyVersion
}

export const consentMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    emitted: {} as JournalRecordEmitted<ConsentJournalEvent>,
  },
  guards: {
    /** Only a choice that differs from the stored one is recorded (a repeated choice keeps its date). */
    changesChoice: ({ context, event }) => !sameCategories(context.choice, nextChoice(context.choice, event)),
  },
  actions: {
    choose: assign({ choice: ({ context, event }) => nextChoice(context.choice, event) }),
    /** Journals the accepted event (the store appends it; replay never runs actions). */
    record: emit(({ event }) => ({ type: journalRecordType, event })),
  },
}).createMachine({
  id: 'consent',
  context: { choice: null },
  initial: 'unanswered',
  states: {
    unanswered: {
      description:
        'Den besøgende har ikke svaret på den gældende cookiepolitik. Banneret vises med "Accepter alle", "Afvis alle" og "Tilpas"; kun nødvendige cookies bruges: ingen Tag Manager, intet kort, ingen sessionsoptagelse.',
      on: {
        'consent.save': { target: 'answered', actions: ['choose', 'record'] },
        'consent.set': { target: 'answered', actions: ['choose', 'record'] },
      },
    },
    answered: {
      description:
        'Valget er gemt med dato og politikversion. Kun de valgte kategorier kører; "Cookieindstillinger" i sidefoden åbner valget igen, og en ændring gælder straks i alle faner.',
      on: {
        'consent.save': { guard: 'changesChoice', actions: ['choose', 'record'] },
        'consent.set': { guard: 'changesChoice', actions: ['choose', 'record'] },
      },
    },
  },
})

export type ConsentMachine = typeof consentMachine
export type ConsentSnapshot = SnapshotFrom<ConsentMachine>

export function consentState(snapshot: ConsentSnapshot): 'unanswered' | 'answered' {
  return snapshot.value as 'unanswered' | 'answered'
}

/** Whether a category may run under this snapshot (always false before an answer). */
export function consentGranted(snapshot: ConsentSnapshot, category: ConsentCategory): boolean {
  return snapshot.context.choice?.[category] === true
}

export const consentDefinition: PersistedMachineDefinition<ConsentMachine, ConsentJournalEvent> = {
  machine: consentMachine,
  journal: { machineId: 'consent', version: consentPolicyVersion, eventSchema: consentJournalEventSchema, compactAfter: 10 },
  project: (snapshot) => ({ state: consentState(snapshot), choice: snapshot.context.choice }),
  compact: (snapshot) => {
    const choice = snapshot.context.choice
    return choice === null ? [] : [{ type: 'consent.save', ...choice }]
  },
}

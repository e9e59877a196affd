/**
 * Test model of the consent machine: the banner's three answers and the
 * map's own grant and withdrawal are tried in every state (refused repeats
 * must leave no trace in the journal), with Danish descriptions for QA
 * paths, charts and /statecharts.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { consentMachine, consentState, type ConsentMachine, type ConsentSnapshot } from './consent-machine.ts'
import { consentPolicyVersion } from './consent-policy.ts'

/** A fixed instant: the choice's date comes from the site clock, never from the machine. */
const at = '2026-11-23T10:00:00.000Z'
const stamp = { at, policyVersion: consentPolicyVersion }

function describeChoice(snapshot: ConsentSnapshot): string {
  const choice = snapshot.context.choice
  if (consentState(snapshot) === 'unanswered' || choice === null) return 'ikke svaret: banneret vises, kun nødvendige cookies'
  const on = (['functional', 'statistics', 'marketing'] as const).filter((c) => choice[c])
  return on.length === 0 ? 'svaret: kun nødvendige' : `svaret: ${on.join(', ')}`
}

export const consentModel: MachineModel<ConsentMachine> = {
  id: 'consent',
  title: 'Samtykke til cookies',
  summary:
    'Den besøgende vælger i cookiebanneret mellem "Accepter alle", "Afvis alle" og et tilpasset valg af kategorierne ' +
    'funktionelle (kort), statistik og marketing; nødvendige cookies er altid slået til. Før et svar indlæses hverken Tag ' +
    'Manager, kort eller sessionsoptagelse. Valget gemmes med dato og politikversion, deles mellem faner (også ' +
    'tilbagetrækning) og kan ændres via "Cookieindstillinger" i sidefoden eller kortets egne knapper. En ny politikversion ' +
    'spørger igen.',
  machine: consentMachine,
  persisted: true,
  events: (): AnyEventObject[] => [
    { type: 'consent.save', functional: true, statistics: true, marketing: true, ...stamp },
    { type: 'consent.save', functional: false, statistics: false, marketing: false, ...stamp },
    { type: 'consent.save', functional: true, statistics: false, marketing: false, ...stamp },
    { type: 'consent.set', category: 'functional', granted: true, ...stamp },
    { type: 'consent.set', category: 'functional', granted: false, ...stamp },
  ],
  stateKey: (snapshot) => JSON.stringify({ state: consentState(snapshot), choice: snapshot.context.choice }),
  describeEvent(event) {
    switch (event.type) {
      case 'consent.save': {
        const e = event as unknown as { functional: boolean; statistics: boolean; marketing: boolean }
        if (e.functional && e.statistics && e.marketing) return 'Accepter alle'
        if (!e.functional && !e.statistics && !e.marketing) return 'Afvis alle'
        return 'Gem valg (kun funktionelle)'
      }
      case 'consent.set': {
        const e = event as unknown as { granted: boolean }
        return e.granted ? 'Tillad kort ("Tillad kort og vis kortet")' : 'Slå kortet fra'
      }
      default:
        return event.type
    }
  },
  describeSnapshot: describeChoice,
  eventTypes: {
    'consent.save': 'Den besøgende trykker "Accepter alle" eller "Afvis alle" i banneret eller gemmer et tilpasset valg i cookieindstillingerne.',
    'consent.set': 'Den besøgende giver eller trækker samtykket til kort tilbage med kortets egne knapper.',
  },
}

/**
 * What a visitor does in the browser tests (tests/consent-paths.spec.ts):
 * "Accepter alle" and "Afvis alle" (banner or "Cookieindstillinger"), and the
 * map's own button, which offers "Tillad kort" only without maps consent and
 * "Slå kortet fra" only with it. The custom choice in the settings takes the
 * same transitions as the other answers.
 */
export function consentUiEvents(snapshot: ConsentSnapshot): AnyEventObject[] {
  const functional = snapshot.context.choice?.functional === true
  return consentModel.events(snapshot).filter((event) => {
    const e = event as unknown as { type: string; functional?: boolean; statistics?: boolean; granted?: boolean }
    return e.type === 'consent.save' ? e.functional === e.statistics : e.granted !== functional
  })
}

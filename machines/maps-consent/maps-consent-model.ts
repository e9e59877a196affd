/**
 * Test model of the maps-consent machine: both events are tried in every
 * state (the refused ones must leave no trace in the journal), with Danish
 * descriptions for QA paths, charts and /statecharts.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { mapsConsentMachine, mapsConsentState, type MapsConsentMachine } from './maps-consent-machine.ts'

const stateNames = { denied: 'intet samtykke: beskeden vises i stedet for kortet', granted: 'samtykke givet: kortet vises' } as const

export const mapsConsentModel: MachineModel<MapsConsentMachine> = {
  id: 'maps-consent',
  title: 'Samtykke til kort',
  summary:
    'Det interaktive kort (lokationer) indlæses kun, når den besøgende har givet samtykke til kort. Uden samtykke vises en ' +
    'besked om, at kortet ikke kan indlæses på grund af cookieindstillingerne, med en knap til at give samtykke; listen ' +
    'over lokationer virker altid. Valget gemmes i browseren, gælder alle kort på sitet, deles mellem faner og kan ' +
    'trækkes tilbage under kortet.',
  machine: mapsConsentMachine,
  persisted: true,
  events: (): AnyEventObject[] => [{ type: 'consent.grant' }, { type: 'consent.withdraw' }],
  stateKey: (snapshot) => mapsConsentState(snapshot),
  describeEvent(event) {
    switch (event.type) {
      case 'consent.grant':
        return 'Giv samtykke til kort ("Tillad kort og vis kortet")'
      case 'consent.withdraw':
        return 'Træk samtykket tilbage ("Slå kortet fra")'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => stateNames[mapsConsentState(snapshot)],
  eventTypes: {
    'consent.grant': 'Den besøgende trykker "Tillad kort og vis kortet" i beskeden, der vises i stedet for kortet.',
    'consent.withdraw': 'Den besøgende trykker "Slå kortet fra" under kortet.',
  },
}

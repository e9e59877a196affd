/** Labels of the location finder's search machine (machines/location-search). */
import type { MachineLabels } from './label-types.ts'

export const locationSearchLabels: MachineLabels = {
  guards: {
    textDiffers: 'teksten er en anden søgning end adressens',
    fieldDiffers: 'feltet er en anden søgning end adressens',
    fieldDiffersFromTarget: 'den besøgende har skrevet videre, mens adressen blev ændret',
    urlChanged: 'adressens søgning er en anden end før',
    ownChange: 'det er sidens egen ændring, der lander',
    ownChangeTypedOn: 'sidens egen ændring lander, og den besøgende har skrevet videre',
  },
  actions: {
    takeText: 'husker feltets tekst',
    aimAtField: 'beder om feltets søgning i adressen',
    aimAtBrand: 'beder om det valgte mærke i adressen',
    landOwnChange: 'listen viser den nye søgning (feltet beholder det skrevne)',
    landTarget: 'listen viser den nye søgning',
    followUrl: 'feltet viser adressens søgning',
    forgetTarget: 'opgiver ændringen',
  },
  states: {
    synced: 'feltet og adressen er ens',
    typing: 'skriver (pause på 0,4 s)',
    updatingUrl: 'adressen ændres',
    failed: 'adressen kunne ikke ændres',
  },
  actors: { waitForPause: 'pausen', updateUrl: 'adresseskiftet' },
  events: {
    'text.change': 'skriver i søgefeltet',
    'search.submit': 'trykker »Søg«',
    'brand.change': 'vælger mærke',
    'url.change': 'adressens søgning ændres',
    'xstate.done.actor.waitForPause': 'pause i skrivningen',
    'xstate.done.actor.updateUrl': 'Adressen: ændret',
    'xstate.error.actor.updateUrl': 'Adressen: kunne ikke ændres',
  },
}

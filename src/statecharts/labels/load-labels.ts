/**
 * Labels of the load machines (machines/shared/load-machine.ts): the trade-in
 * valuation, a form's data, "Find nærmeste" and the lazy store's loader share
 * guards and actions; their states and events are named per flow.
 */
import type { MachineLabels } from './label-types.ts'

const shared = {
  guards: {
    succeeded: 'svaret har en værdi',
  },
  actions: {
    takeInput: 'husker, hvad der spørges om',
    takeValue: 'viser svaret',
    takeReason: 'husker, hvorfor der ikke kom et svar',
    takeErrorReason: 'husker, at forespørgslen fejlede',
    clearReason: 'glemmer den tidligere fejl',
    forget: 'glemmer svaret (nulstil)',
  },
}

export const tradeInValuationLabels: MachineLabels = {
  ...shared,
  states: { idle: 'ingen vurdering endnu', loading: 'vurderer', loaded: 'vurdering vist', failed: 'ingen vurdering', stale: 'vurderingen er forældet' },
  actors: { load: 'vurderingen' },
  events: {
    'load.start': 'trykker »Få en vurdering«',
    'load.retry': 'prøver igen',
    'load.invalidate': 'ændrer et felt om bilen',
    'xstate.done.actor.load': 'Vurderingen: svar',
    'xstate.error.actor.load': 'Vurderingen: sitet kan ikke nås',
  },
}

export const formDataLabels: MachineLabels = {
  ...shared,
  states: { idle: 'ikke klar endnu', loading: 'henter formularen', loaded: 'formularen vist', failed: 'fejl med »Prøv igen«' },
  actors: { load: 'formularens data' },
  events: {
    'load.start': 'siden beder om formularens data, eller en redaktør vælger en anden formular',
    'load.retry': 'trykker »Prøv igen«',
    'xstate.done.actor.load': 'Formularens data: svar',
    'xstate.error.actor.load': 'Formularens data: fejl',
  },
}

export const geolocationLabels: MachineLabels = {
  ...shared,
  states: { idle: 'normal rækkefølge', loading: 'finder positionen', loaded: 'nærmeste først', failed: 'ingen position' },
  actors: { load: 'positionen' },
  events: {
    'load.start': 'trykker »Vis nærmeste først« / »Opdatér min position«',
    'load.retry': 'trykker »Prøv igen«',
    'load.reset': 'trykker »Vis i normal rækkefølge«',
    'xstate.done.actor.load': 'Positionen: svar',
    'xstate.error.actor.load': 'Positionen: browseren kan ikke',
  },
}

export const lazyLoaderLabels: MachineLabels = {
  ...shared,
  states: { idle: 'koden er ikke hentet', loading: 'henter koden', loaded: 'listen kører', failed: 'koden kunne ikke hentes' },
  actors: { load: 'koden' },
  events: {
    'load.start': 'flueben, eller en gemt liste findes',
    'load.retry': 'peger på et flueben igen',
    'xstate.done.actor.load': 'Koden: hentet',
    'xstate.error.actor.load': 'Koden: fejl (offline, ny udgave)',
  },
}

export const plateLookupLabels: MachineLabels = {
  ...shared,
  states: {
    idle: 'ingen opslag endnu',
    loading: 'slår nummerpladen op',
    loaded: 'bilens oplysninger udfyldt',
    failed: 'ingen oplysninger',
    stale: 'nummerpladen er ændret',
  },
  actors: { load: 'Motorregistret' },
  events: {
    'load.start': 'trykker »Hent bilens oplysninger«',
    'load.retry': 'trykker »Prøv igen«',
    'load.invalidate': 'ændrer nummerpladen',
    'xstate.done.actor.load': 'Motorregistret: svar',
    'xstate.error.actor.load': 'Motorregistret: sitet kan ikke nås',
  },
}

/** Labels of the /lager filter panel's search machine (machines/stock-search). */
import type { MachineLabels } from './label-types.ts'

export const stockSearchLabels: MachineLabels = {
  guards: {
    reachedChoiceAddress: 'adressen er nået til valgets egen adresse',
    leftChoiceAddress: 'adressen har forladt valgets adresse (tilbage eller frem)',
    addressUnchanged: 'adressen blev ikke ændret (samme søgning)',
  },
  actions: {
    takeChoice: 'filtrene viser valget',
    noteChoiceAddress: 'husker valgets adresse',
    dropChoice: 'filtrene viser søgningen, hvis biler vises',
  },
  states: {
    showingResults: 'viser bilernes søgning',
    loadingChoice: 'viser valget, biler hentes',
  },
  actors: { showResults: 'navigationen' },
  events: {
    'filters.choose': 'vælger filter eller sortering',
    'results.change': 'bilerne er hentet',
    'address.change': 'adressen skifter',
    'xstate.done.actor.showResults': 'Navigationen: færdig',
    'xstate.error.actor.showResults': 'Navigationen: fejlede',
  },
}

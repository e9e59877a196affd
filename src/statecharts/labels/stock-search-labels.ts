/** Labels of the /lager filter panel's search machine (machines/stock-search). */
import type { MachineLabels } from './label-types.ts'

export const stockSearchLabels: MachineLabels = {
  guards: {
    leftForOtherAddress: 'adressen skifter til en anden end valgets (tilbage eller frem)',
    addressUnchanged: 'valget er den søgning, der allerede vises',
  },
  actions: {
    takeChoice: 'filtrene viser valget',
    dropChoice: 'filtrene viser søgningen, hvis biler vises',
  },
  states: {
    showingResults: 'viser bilernes søgning',
    loadingChoice: 'viser valget, biler hentes',
    failed: 'bilerne kunne ikke hentes',
  },
  actors: { showResults: 'hentningen' },
  events: {
    'filters.choose': 'vælger filter eller sortering',
    'search.retry': 'trykker »Prøv igen«',
    'results.change': 'bilerne er hentet',
    'address.change': 'adressen skifter',
    'xstate.done.actor.showResults': 'Hentningen: færdig',
    'xstate.error.actor.showResults': 'Hentningen: fejlede',
  },
}

/** Labels of the minilease configurator's machine (machines/minilease-configurator). */
import type { MachineLabels } from './label-types.ts'

export const minileaseConfiguratorLabels: MachineLabels = {
  guards: {
    hasPrice: 'en pris vises allerede',
    startsPriced: 'serveren havde en pris for adressens valg',
    isPriced: 'sitet svarede med en pris',
  },
  actions: {
    takeStart: 'overtager serverens pris eller fejl',
    takeChoice: 'husker det nye valg (og beskederne om flyttede valg)',
    takePrice: 'viser prisen for valget',
    takeRejection: 'viser produkt-API’ets beskeder om valget',
    takeFailure: 'viser "Beregningen kunne ikke hentes lige nu"',
    clearProblem: 'fjerner fejlbeskeden',
  },
  states: {
    idle: 'serverens pris',
    editing: 'valg ændret, ingen pris',
    stale: 'valg ændret, prisen nedtonet',
    pricing: 'beregner prisen',
    priced: 'pris vist',
    failed: 'fejl med »Prøv igen«',
  },
  actors: { waitForPause: 'pausen', requestPrice: 'prisen' },
  events: {
    'configurator.start': 'siden tager over',
    'choice.change': 'ændrer et valg',
    'price.retry': 'trykker »Prøv igen«',
    'xstate.done.actor.waitForPause': 'pause i ændringerne',
    'xstate.done.actor.requestPrice': 'Prisen: svar',
    'xstate.error.actor.requestPrice': 'Prisen: sitet kan ikke nås',
  },
}

/** Labels of the two vehicle lists (machines/shared/vehicle-list-machine.ts): compare and favourites. */
import { constants } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import type { MachineLabels } from './label-types.ts'

const common = {
  guards: {
    leavesEmpty: 'listen bliver tom',
    isNewVehicle: 'bilen er ikke allerede på listen',
    hasVehicles: 'der er biler på listen',
    someUnavailable: 'mindst én af bilerne er solgt',
  },
  actions: {
    addVehicle: 'tilføjer bilen til listen',
    removeVehicle: 'fjerner bilen fra listen',
    pruneVehicles: 'fjerner de solgte biler fra listen',
    clearVehicles: 'tømmer listen',
    record: 'skriver hændelsen i logbogen i browseren',
    requestPrune: 'beder om at fjerne de solgte biler',
  },
  states: {
    availability: 'tjek af, om bilerne stadig er til salg',
    'availability.idle': 'intet tjek',
    'availability.checking': 'tjekker',
    'availability.failed': 'tjek fejlede',
  },
  actors: { checkAvailability: 'tjekket' },
  events: {
    'availability.check': 'siden er indlæst: tjek bilerne',
    'xstate.done.actor.checkAvailability': 'Tjekket: svar',
    'xstate.error.actor.checkAvailability': 'Tjekket: fejl (fx netværk)',
  },
}

const { max, min } = constants.compare

export const compareLabels: MachineLabels = {
  guards: {
    ...common.guards,
    leavesTooFew: `listen får ${min - 1 === 1 ? '1 bil' : `1 til ${min - 1} biler`} (for få til at sammenligne)`,
    leavesComparable: `listen får ${min} til ${max - 1} biler`,
    leavesFull: `listen bliver fuld (${max} biler)`,
  },
  actions: {
    ...common.actions,
    notifyLimitReached: `viser beskeden »${m.compare_limit_reached({ max })}«`,
    notifyPruned: `viser beskeden »${m.compare_pruned({ count: 1 })}« (med antallet fjernede)`,
  },
  // The same words as the model's descriptions (machines/compare/compare-model.ts), so the diagram and the steps agree.
  states: {
    ...common.states,
    selection: 'valgte biler',
    'selection.empty': 'tom',
    'selection.tooFew': 'for få',
    'selection.comparable': 'kan sammenlignes',
    'selection.full': `fuld (${max} biler)`,
  },
  actors: common.actors,
  events: {
    ...common.events,
    'compare.add': 'flueben i »Sammenlign«',
    'compare.remove': 'fjerner en bil',
    'compare.clear': 'rydder listen',
    'compare.prune': 'Intern: fjerner de solgte',
  },
}

export const favouritesLabels: MachineLabels = {
  guards: {
    ...common.guards,
    leavesSaved: 'der er mindst én favorit tilbage',
  },
  actions: {
    ...common.actions,
    // Favourites has no maximum, so its machine never refuses an add; the action is declared all the same.
    notifyLimitReached: 'viser beskeden om, at listen er fuld (favoritter har intet maksimum, så det sker ikke)',
    notifyPruned: `viser beskeden »${m.favourites_pruned({ count: 1 })}« (med antallet fjernede)`,
  },
  states: {
    ...common.states,
    list: 'favoritter',
    'list.empty': 'ingen favoritter',
    'list.saved': 'gemte favoritter',
  },
  actors: common.actors,
  events: {
    ...common.events,
    'favourites.add': 'flueben i »Gem som favorit«',
    'favourites.remove': 'fjerner en favorit',
    'favourites.prune': 'Intern: fjerner de solgte',
  },
}

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
}

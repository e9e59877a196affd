/**
 * Compare list (spec 4, 5 and 9): the visitor selects up to 6 stock
 * vehicles to compare side by side; at least 2 are needed to compare.
 * Vehicles that are no longer for sale are removed, with a notice of how many.
 *
 * Built by the vehicle-list factory (machines/shared/vehicle-list-machine.ts)
 * with compare's limits and texts; persisted like every vehicle list (the
 * accepted add/remove/clear/prune events are journaled and replayed on load;
 * see docs/machines/README.md).
 */
import {
  createVehicleListMachine,
  vehicleListDefinition,
  vehicleListState,
  type VehicleListConfig,
  type VehicleListJournalEvent,
  type VehicleListSnapshot,
} from '../shared/vehicle-list-machine.ts'
import { compareLimits } from './compare-limits.ts'

export const compareMax: number = compareLimits.max
export const compareMin: number = compareLimits.min

export const compareConfig: VehicleListConfig<'compare'> = {
  id: 'compare',
  min: compareMin,
  max: compareMax,
  clearable: true,
  names: { list: 'selection', enough: 'comparable' },
  compactAfter: 30,
  texts: {
    list: `Hvilke køretøjer den besøgende har valgt at sammenligne (højst ${compareMax}).`,
    empty: 'Ingen køretøjer valgt. Sammenligningslinjen er skjult.',
    tooFew: 'Ét køretøj valgt. Sammenligningssiden viser "Ikke nok køretøjer valgt til sammenligning endnu, vælg mindst to."',
    enough: `${compareMin}-${compareMax - 1} køretøjer valgt: de kan sammenlignes side om side, og flere kan tilføjes.`,
    full: {
      state: `${compareMax} køretøjer valgt (maksimum). Et ${compareMax + 1}. afvises med "Kan ikke tilføje køretøj. Vælg maksimalt ${compareMax} køretøjer at sammenligne."`,
      refused: 'Afvist: listen er fuld. Intet gemmes.',
    },
    availability: 'Tjek af, om de valgte køretøjer stadig er til salg (produkt-API, via serveren).',
    idle: 'Intet tjek i gang. Et tjek startes, når siden er indlæst.',
  },
}

export const compareMachine = createVehicleListMachine(compareConfig)

export type CompareMachine = typeof compareMachine
export type CompareSnapshot = VehicleListSnapshot<'compare'>
export type CompareJournalEvent = VehicleListJournalEvent<'compare'>

export type SelectionState = 'empty' | 'tooFew' | 'comparable' | 'full'

export function compareSelectionState(snapshot: CompareSnapshot): SelectionState {
  return vehicleListState(compareConfig, snapshot) as SelectionState
}

export const compareDefinition = vehicleListDefinition(compareConfig, compareMachine)

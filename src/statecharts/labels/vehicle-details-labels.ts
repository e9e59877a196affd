/** Labels of the vehicle-details machine (machines/vehicle-details). */
import type { MachineLabels } from './label-types.ts'

export const vehicleDetailsLabels: MachineLabels = {
  guards: {
    hasIds: 'der er valgt biler',
    hasNoIds: 'der er ingen biler valgt',
    changesIds: 'bilerne er andre end dem, der vises',
    allLoaded: 'alle bilernes data er allerede hentet',
  },
  actions: {
    takeIds: 'husker, hvilke biler der skal vises',
    takeVehicles: 'viser de hentede biler',
  },
  states: { idle: 'intet at vise', loading: 'henter', loaded: 'vist', failed: 'hentning fejlede' },
  actors: { loadVehicles: 'hentningen' },
  events: {
    'details.show': 'bilerne at vise ændres',
    'details.retry': 'trykker »Prøv igen«',
    'xstate.done.actor.loadVehicles': 'Hentningen: svar',
    'xstate.error.actor.loadVehicles': 'Hentningen: fejl',
  },
}

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
}

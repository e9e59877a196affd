/**
 * Every machine of the site, in the order the charts and /statecharts show
 * them. Add a machine's model here when its folder is created.
 */
import type { AnyMachineModel } from './kit/machine-model.ts'
import { compareModel } from './compare/compare-model.ts'
import { favouritesModel } from './favourites/favourites-model.ts'
import { formSubmissionModel } from './form-submission/form-submission-model.ts'
import { mapsConsentModel } from './maps-consent/maps-consent-model.ts'
import { vehicleDetailsModel } from './vehicle-details/vehicle-details-model.ts'

export const machineModels: readonly AnyMachineModel[] = [
  compareModel as unknown as AnyMachineModel,
  favouritesModel as unknown as AnyMachineModel,
  formSubmissionModel as unknown as AnyMachineModel,
  mapsConsentModel as unknown as AnyMachineModel,
  vehicleDetailsModel as unknown as AnyMachineModel,
]

export function findMachineModel(id: string): AnyMachineModel | undefined {
  return machineModels.find((m) => m.id === id)
}

/**
 * Every machine of the site, in the order the charts and /statecharts show
 * them. Add a machine's model here when its folder is created.
 */
import type { AnyMachineModel } from './kit/machine-model.ts'
import { autochatModel } from './autochat/autochat-model.ts'
import { buildFreshnessModel } from './build-freshness/build-freshness-model.ts'
import { compareModel } from './compare/compare-model.ts'
import { favouritesModel } from './favourites/favourites-model.ts'
import { formSubmissionModel } from './form-submission/form-submission-model.ts'
import { consentModel } from './consent/consent-model.ts'
import { leaseCalculatorModel } from './lease-calculator/lease-calculator-model.ts'
import { vehicleDetailsModel } from './vehicle-details/vehicle-details-model.ts'
import { tradeInValuationModel } from './trade-in-valuation/trade-in-valuation-model.ts'
import { formDataModel } from './form-data/form-data-model.ts'
import { geolocationModel } from './geolocation/geolocation-model.ts'
import { lazyLoaderModel } from './lazy-loader/lazy-loader-model.ts'
import { plateLookupModel } from './plate-lookup/plate-lookup-model.ts'
import { searchAgentModel } from './search-agent/search-agent-model.ts'
import { sessionRecordingModel } from './session-recording/session-recording-model.ts'
import { chatOfferModel } from './chat-offer/chat-offer-model.ts'
import { minileaseConfiguratorModel } from './minilease-configurator/minilease-configurator-model.ts'
import { locationSearchModel } from './location-search/location-search-model.ts'
import { stockSearchModel } from './stock-search/stock-search-model.ts'

export const machineModels: readonly AnyMachineModel[] = [
  compareModel as unknown as AnyMachineModel,
  consentModel as unknown as AnyMachineModel,
  favouritesModel as unknown as AnyMachineModel,
  formSubmissionModel as unknown as AnyMachineModel,
  leaseCalculatorModel as unknown as AnyMachineModel,
  vehicleDetailsModel as unknown as AnyMachineModel,
  buildFreshnessModel as unknown as AnyMachineModel,
  autochatModel as unknown as AnyMachineModel,
  tradeInValuationModel as unknown as AnyMachineModel,
  plateLookupModel as unknown as AnyMachineModel,
  formDataModel as unknown as AnyMachineModel,
  geolocationModel as unknown as AnyMachineModel,
  lazyLoaderModel as unknown as AnyMachineModel,
  searchAgentModel as unknown as AnyMachineModel,
  sessionRecordingModel as unknown as AnyMachineModel,
  chatOfferModel as unknown as AnyMachineModel,
  minileaseConfiguratorModel as unknown as AnyMachineModel,
  locationSearchModel as unknown as AnyMachineModel,
  stockSearchModel as unknown as AnyMachineModel,
]

export function findMachineModel(id: string): AnyMachineModel | undefined {
  return machineModels.find((m) => m.id === id)
}

import { describeModelPaths } from '../kit/model-suite.ts'
import { checkVehicleListNotices } from '../shared/vehicle-list-model.ts'
import { favouritesDefinition } from './favourites-machine.ts'
import { favouritesModel } from './favourites-model.ts'

// Favourites have no maximum: only the notice of sold vehicles removed can come.
describeModelPaths({ model: favouritesModel, definition: favouritesDefinition, minPaths: 5, onStep: checkVehicleListNotices(Infinity) })

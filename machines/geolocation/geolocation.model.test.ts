import { describeModelPaths } from '../kit/model-suite.ts'
import { geolocationModel } from './geolocation-model.ts'

describeModelPaths({ model: geolocationModel, minPaths: 4 })

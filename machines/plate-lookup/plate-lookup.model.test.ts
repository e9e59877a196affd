import { describeModelPaths } from '../kit/model-suite.ts'
import { plateLookupModel } from './plate-lookup-model.ts'

describeModelPaths({ model: plateLookupModel, minPaths: 4 })

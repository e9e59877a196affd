import { describeModelPaths } from '../kit/model-suite.ts'
import { formDataModel } from './form-data-model.ts'

describeModelPaths({ model: formDataModel, minPaths: 4 })

import { describeModelPaths } from '../kit/model-suite.ts'
import { lazyLoaderModel } from './lazy-loader-model.ts'

describeModelPaths({ model: lazyLoaderModel, minPaths: 3 })

import { describeModelPaths } from '../kit/model-suite.ts'
import { tradeInValuationModel } from './trade-in-valuation-model.ts'

describeModelPaths({ model: tradeInValuationModel, minPaths: 4 })

/**
 * What a minilease car advertises beside its monthly price (issue 30): the
 * price from which it leases and its energy class and WLTP figures.
 */
import { energyFacts, type EnergyFacts } from '#src/pricing/energy-view.ts'
import type { MinileaseConfiguration } from '#src/product-api/contract/minilease.ts'

export interface MinileaseCarView {
  /** Lowest monthly price, incl. moms. */
  pricePerMonthFrom: number
  energy: EnergyFacts
}

export function minileaseCarView(config: MinileaseConfiguration): MinileaseCarView {
  return { pricePerMonthFrom: config.pricePerMonthFrom, energy: energyFacts(config) }
}

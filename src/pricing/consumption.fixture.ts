/**
 * For tests: WLTP consumption with every figure empty (0 g CO₂/km), to spread under the figures a test is
 * about (`{ ...emptyConsumption, combinedLPer100Km: 5.2, co2GPerKm: 118 }`).
 */
import type { Consumption } from '../product-api/contract/vehicle.ts'

export const emptyConsumption: Consumption = {
  standard: 'WLTP',
  combinedKmPerL: null,
  combinedLPer100Km: null,
  weightedLPer100Km: null,
  electricWhPerKm: null,
  co2GPerKm: 0,
  electricRangeKm: null,
}

/**
 * The energy facts that go beside an advertised price (issue 30): wherever a
 * passenger car's price or monthly payment is advertised, its energy class and
 * its WLTP fuel or electricity consumption and CO₂ emission show with it
 * (BEK nr. 1696 af 2017 on energy labelling of new passenger cars; the site
 * does the same for used cars). A van or truck has no passenger-car energy
 * class: it shows its WLTP consumption and CO₂ only, whatever class the data
 * carries. Electric cars: consumption in kWh/100 km (with Wh/km) and 0 g CO₂/km.
 *
 * Pure: every price view model (stock cards, favourites, lease offers,
 * minilease, chat cards) carries these facts, and price-summary.tsx shows them.
 */
import type { Consumption } from '../product-api/contract/vehicle.ts'
import type { EnergyLabel, VehicleType } from '../product-api/contract/vocabulary.ts'

export interface EnergyFacts {
  /** The energy class of a passenger car; null for a van or truck. */
  energyClass: EnergyLabel | null
  /** Fuel consumption, l/100 km (the weighted figure of a plug-in hybrid); null for an electric car. */
  fuelLPer100Km: number | null
  /** Electricity consumption, Wh/km (electric cars and plug-in hybrids); null for the others. */
  electricWhPerKm: number | null
  /** CO₂, g/km (weighted for plug-in hybrids; 0 for an electric car). */
  co2GPerKm: number
}

/** Vehicle types that carry a passenger-car energy class. */
export function hasPassengerCarLabel(type: VehicleType): boolean {
  return type === 'passenger'
}

export function energyFacts(vehicle: { type: VehicleType; energyLabel: EnergyLabel | null; consumption: Consumption }): EnergyFacts {
  const c = vehicle.consumption
  return {
    energyClass: hasPassengerCarLabel(vehicle.type) ? vehicle.energyLabel : null,
    fuelLPer100Km: c.weightedLPer100Km ?? c.combinedLPer100Km,
    electricWhPerKm: c.electricWhPerKm,
    co2GPerKm: c.co2GPerKm,
  }
}

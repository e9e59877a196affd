/**
 * The trade-in form's number-plate lookup (issue 35), as the browser sees
 * it: what the site answers (plate-lookup.functions.ts) and which form
 * fields a found car fills. The dealer takes passenger cars and vans in
 * trade; a motorcycle or a lorry gets its own message.
 */
import type { RegistryVehicleKind } from '../product-api/contract/registry-vocabulary.ts'
import { fuelChoices, type Fuel } from '../product-api/contract/vocabulary.ts'

/** The registry kinds the dealer takes in trade. */
export const tradeInVehicleKinds: readonly RegistryVehicleKind[] = ['passenger-car', 'van']

/** A car found in the registry, in the form's terms. */
export interface PlateCar {
  /** Normalised ("AB12345"). */
  plate: string
  make: string
  model: string
  variant: string | null
  /** One of the form's fuel choices; null when the registry's fuel is not one of them. */
  fuel: (typeof fuelChoices)[number] | null
  /** yyyy-mm-dd. */
  firstRegistration: string
  modelYear: number
}

export type PlateLookupAnswer =
  | { status: 'found'; car: PlateCar }
  | { status: 'unknown'; plate: string }
  | { status: 'refused-type'; plate: string; kind: RegistryVehicleKind; /** Danish, lower case ("motorcykel"). */ kindLabel: string }
  | { status: 'unavailable' }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'rejected'; fieldErrors: Record<string, string[]> }

/** The registry's fuel as one of the form's choices: the two kinds of full hybrid are "Hybrid" there. */
export function formFuel(fuel: Fuel | null): PlateCar['fuel'] {
  if (fuel === 'hybrid-diesel' || fuel === 'hybrid-petrol') return 'hybrid'
  return fuel !== null && (fuelChoices as readonly string[]).includes(fuel) ? (fuel as PlateCar['fuel']) : null
}

/**
 * The form fields a found car fills (mileage and condition are the visitor's
 * to give). Not the plate itself: it stays as typed, and changing it would
 * make the answer no longer fit.
 */
export function plateCarValues(car: PlateCar): Record<string, string> {
  return {
    make: car.make,
    model: car.model,
    variant: car.variant ?? '',
    ...(car.fuel ? { fuel: car.fuel } : {}),
    firstRegistration: car.firstRegistration,
    year: String(car.modelYear),
  }
}

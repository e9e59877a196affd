/**
 * Public paths of the leasing pages: a stock vehicle's calculator and
 * price-type pages (localised segments from app.config.ts, on the generic or
 * the brand's address) and a lease offer's page, /leasing/{offer id}
 * (docs/decisions/0015-leasing.md).
 */
import { priceTypeRouteSegments, routeSegments } from '#app.config'
import type { CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'

/** /lager/{bil}, or /{brand}/lager/{bil} on a brand's address. */
export function stockVehiclePath(vehicleId: string, brand?: string): string {
  return `${brand ? `/${brand}` : ''}/${routeSegments.stock}/${vehicleId}`
}

/** /lager/{bil}/leaseberegner */
export function calculatorPath(vehicleId: string, brand?: string): string {
  return `${stockVehiclePath(vehicleId, brand)}/${routeSegments.leaseCalculator}`
}

/** /lager/{bil}/privatleasing and the other price-type pages. */
export function priceTypePath(vehicleId: string, type: CalculatorType, brand?: string): string {
  return `${stockVehiclePath(vehicleId, brand)}/${routeSegments[priceTypeRouteSegments[type]]}`
}

/** The first segment of a lease offer's address. */
export const leaseOfferSegment = 'leasing'

/** /leasing/{offer id}: a lease offer's page. */
export function leaseOfferPath(offerId: string): string {
  return `/${leaseOfferSegment}/${offerId}`
}

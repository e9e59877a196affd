/**
 * A calculator's subject from the product API: a stock vehicle (its lease and
 * finance rows that its brand's stock-detail settings allow) or a lease offer
 * (its one lease type, with the API's terms). Pure, used on the server.
 */
import { findBrand, otherMakesStockDetail } from '#app.config'
import { calculatorTypes, type CalculatorType } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { energyFacts } from '#src/pricing/energy-view.ts'
import type { LeaseVehicle } from '#src/product-api/contract/lease.ts'
import type { Vehicle } from '#src/product-api/contract/vehicle.ts'
import type { CalculatorSubject } from './calculator-options.ts'

function isCalculatorType(type: string): type is CalculatorType {
  return (calculatorTypes as readonly string[]).includes(type)
}

/** Whether the make's stock-detail settings offer a price type (Dacia: no business lease). */
export function brandOffers(brandSlug: string, type: CalculatorType): boolean {
  const settings = findBrand(brandSlug)?.stockDetail ?? otherMakesStockDetail
  return settings[type].enabled
}

export function stockSubject(vehicle: Vehicle): CalculatorSubject {
  const image = vehicle.media.images[0]
  const purchase = vehicle.prices.find((p) => p.acquisition_type === 'purchase')
  return {
    kind: 'stock',
    id: vehicle.id,
    title: vehicle.title,
    brand: vehicle.brand.slug,
    model: vehicle.model.slug,
    location: vehicle.location.slug,
    // The API calculates on the cash price (the purchase row), as the product API's calculation does.
    cashPrice: purchase?.total_price ?? vehicle.prices[0]?.total_price ?? 0,
    image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
    energy: energyFacts(vehicle),
    offers: vehicle.prices.flatMap((row) => {
      const type = row.acquisition_type
      return isCalculatorType(type) && brandOffers(vehicle.brand.slug, type) ? [{ type, row }] : []
    }),
    terms: null,
  }
}

export function leaseSubject(offer: LeaseVehicle): CalculatorSubject {
  return {
    kind: 'lease',
    id: offer.id,
    title: offer.title,
    brand: offer.brand,
    model: offer.model,
    location: null,
    cashPrice: offer.listPrice,
    image: { url: offer.image.url, alt: offer.image.alt, width: offer.image.width, height: offer.image.height },
    energy: energyFacts(offer),
    offers: brandOffers(offer.brand, offer.leaseType) ? [{ type: offer.leaseType, row: offer.standardOffer }] : [],
    terms: { durations: offer.contractDurations, distances: offer.annualDistances, downPayments: offer.downPaymentOptions },
  }
}

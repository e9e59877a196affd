/**
 * What a lease offer advertises beside its monthly price, on the lease
 * overview's cards and on the offer's page (issue 30): the standard offer's
 * price with its representative example, the energy class and WLTP figures
 * (a van without a class), and whether the price includes the delivery costs.
 */
import { energyFacts, type EnergyFacts } from '#src/pricing/energy-view.ts'
import { priceView, type CreditPrice } from '#src/pricing/price-view.ts'
import type { LeaseVehicleSummary } from '#src/product-api/contract/lease.ts'

export interface LeaseOfferView {
  /** The standard offer; null when its row lacks a figure the rules require (no price is shown then). */
  price: CreditPrice | null
  energy: EnergyFacts
  delivery: { cost: number; included: boolean }
}

export function leaseOfferView(offer: LeaseVehicleSummary): LeaseOfferView {
  const view = priceView(offer.standardOffer, offer.leaseType === 'business_lease' ? 'excl' : 'incl')
  return {
    price: view && view.kind !== 'cash' ? view : null,
    energy: energyFacts(offer),
    delivery: { cost: offer.deliveryCost, included: offer.deliveryCostIncluded },
  }
}

/**
 * What the form pages show about their subject (a vehicle, a model) and the
 * trade-in valuation: small, serialisable views of the product API's data.
 */
import type { PriceType } from '#app.config'
import type { Model, ModelVariant } from '../product-api/contract/model.ts'
import type { Vehicle } from '../product-api/contract/vehicle.ts'
import type { Condition, Fuel, VehicleType } from '../product-api/contract/vocabulary.ts'
import { energyFacts, type EnergyFacts } from '../pricing/energy-view.ts'
import { lowestMonthlyPrice, priceView, type PriceView } from '../pricing/price-view.ts'

export interface ImageView {
  url: string
  alt: string
  width: number
  height: number
}

export interface VehicleView {
  id: string
  title: string
  brand: { slug: string; name: string }
  model: { slug: string; name: string }
  variant: string
  condition: Condition
  type: VehicleType
  fuel: Fuel
  productionYear: number
  mileageKm: number
  image: ImageView | null
  /**
   * The cash price (with its "Før"-price), or, for a vehicle offered on lease or finance only, the lowest
   * monthly payment as a full credit price (ÅOP and representative example): the one price presentation
   * (src/pricing) shows it, as on the vehicle's own page.
   */
  price: { type: PriceType; view: PriceView } | null
  /** Energy class (passenger cars) and WLTP consumption and CO₂, shown beside the price (issue 30). */
  energy: EnergyFacts
  location: { slug: string; name: string }
}

export interface ModelView {
  brand: string
  slug: string
  name: string
  /** "Mercedes-Benz GLC". */
  title: string
  fromPrice: number
  /** What the sentence under the from-price says about moms and delivery costs (modelPriceNote). */
  priceTerms: Pick<Model, 'fromPriceExclVat' | 'deliveryCost' | 'deliveryCostIncluded'>
  /** Every variant's energy class and WLTP figures: their ranges go beside the from-price (issue 30). */
  variantEnergy: Pick<ModelVariant, 'energyLabel' | 'consumption'>[]
  image: ImageView
}

/** A stock vehicle as its interest and test-drive forms show it. */
export function vehicleFormView(vehicle: Vehicle): VehicleView {
  const purchase = vehicle.prices.find((p) => p.acquisition_type === 'purchase')
  const cash = purchase ? priceView(purchase, 'incl') : null
  const monthly = cash ? null : lowestMonthlyPrice(vehicle.prices)
  const image = vehicle.media.images[0]
  return {
    id: vehicle.id,
    title: vehicle.title,
    brand: vehicle.brand,
    model: vehicle.model,
    variant: vehicle.variant,
    condition: vehicle.condition,
    type: vehicle.type,
    fuel: vehicle.fuel,
    productionYear: vehicle.productionYear,
    mileageKm: vehicle.mileageKm,
    image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
    price: cash ? { type: 'purchase', view: cash } : monthly ? { type: monthly.priceType, view: monthly } : null,
    energy: energyFacts(vehicle),
    location: { slug: vehicle.location.slug, name: vehicle.location.name },
  }
}

/** A model as its contact and test-drive forms show it. */
export function modelFormView(model: Model): ModelView {
  return {
    brand: model.brand,
    slug: model.slug,
    name: model.name,
    title: model.title,
    fromPrice: model.fromPrice,
    priceTerms: { fromPriceExclVat: model.fromPriceExclVat, deliveryCost: model.deliveryCost, deliveryCostIncluded: model.deliveryCostIncluded },
    variantEnergy: model.variants.map((v) => ({ energyLabel: v.energyLabel, consumption: v.consumption })),
    image: { url: model.image.url, alt: model.image.alt, width: model.image.width, height: model.image.height },
  }
}

export interface TradeInValuationView {
  valuationId: string
  make: string
  model: string
  year: number
  mileageKm: number
  estimate: number
  low: number
  high: number
  /** yyyy-mm-dd. */
  validUntil: string
  explanation: string
}

export type ValuationAnswer =
  | { status: 'ok'; valuation: TradeInValuationView }
  | { status: 'rejected'; fieldErrors: Record<string, string[]> }
  | { status: 'unavailable' }
  /** Too many valuations from this address lately: try again after this many seconds. */
  | { status: 'rate-limited'; retryAfterSeconds: number }

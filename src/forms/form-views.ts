/**
 * What the form pages show about their subject (a vehicle, a model) and the
 * trade-in valuation: small, serialisable views of the product API's data.
 */
import type { Condition, Fuel, VehicleType } from '../product-api/contract/vocabulary.ts'

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
  /** Cash price, or the lowest monthly payment when the vehicle is offered on lease or finance only. */
  price: { kind: 'cash' | 'monthly'; amount: number } | null
  location: { slug: string; name: string }
}

export interface ModelView {
  brand: string
  slug: string
  name: string
  /** "Mercedes-Benz GLC". */
  title: string
  fromPrice: number
  image: ImageView
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

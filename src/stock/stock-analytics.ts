/**
 * Stock vehicles as analytics entities (spec 3): the data cached in the
 * page-level constants object, keyed by vehicle id.
 */
import type { VehicleAnalyticsData } from '../analytics/data-layer.ts'
import type { VehicleSummary } from '../product-api/contract/vehicle.ts'

type VehicleFields = Pick<VehicleSummary, 'id' | 'brand' | 'model' | 'variant' | 'condition' | 'type' | 'fuel' | 'productionYear' | 'prices' | 'location'>

export function vehicleAnalyticsData(v: VehicleFields): VehicleAnalyticsData {
  return {
    vehicle_id: v.id,
    brand: v.brand.slug,
    model: v.model.slug,
    variant: v.variant,
    condition: v.condition,
    vehicle_type: v.type,
    fuel: v.fuel,
    production_year: v.productionYear,
    price: v.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? null,
    location_id: v.location.slug,
  }
}

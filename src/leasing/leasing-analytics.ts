/**
 * The leasing feature's data-layer events (spec 7): view_vehicle_lease_calculator,
 * view_lease_vehicle_overview and view_lease_vehicle_detail. Lease offers are
 * analytics entities (spec 3): their data goes to the page-level constants'
 * `leaseVehicles`, keyed by id, and the events carry ids only. Call from
 * effects (browser only).
 */
import { analyticsEvents, modelAnalyticsId, pushAnalyticsEvent, registerLeaseVehicle, type LeaseVehicleAnalyticsData } from '../analytics/data-layer.ts'
import type { LeaseVehicleSummary } from '../product-api/contract/lease.ts'
import type { CalculatorSubject } from './calculator/calculator-options.ts'

export function leaseVehicleAnalyticsData(offer: Pick<LeaseVehicleSummary, 'id' | 'brand' | 'model' | 'monthlyFrom'>): LeaseVehicleAnalyticsData {
  return { lease_vehicle_id: offer.id, brand: offer.brand, model: offer.model, monthly_price: offer.monthlyFrom }
}

/** The offers of the page shown; their data goes to the constants, the event carries their ids (spec 7's payload fields). */
export function trackLeaseOverview(offers: readonly LeaseVehicleSummary[], total: number): void {
  for (const offer of offers) registerLeaseVehicle(leaseVehicleAnalyticsData(offer))
  pushAnalyticsEvent(analyticsEvents.viewLeaseVehicleOverview({ result_count: total, lease_vehicle_ids: offers.map((o) => o.id) }))
}

export function trackLeaseDetail(offer: Pick<LeaseVehicleSummary, 'id' | 'brand' | 'model' | 'monthlyFrom'>): void {
  registerLeaseVehicle(leaseVehicleAnalyticsData(offer))
  pushAnalyticsEvent(analyticsEvents.viewLeaseVehicleDetail({ lease_vehicle_id: offer.id, model_id: modelAnalyticsId(offer.brand, offer.model) }))
}

export function trackLeaseCalculator(subject: CalculatorSubject): void {
  pushAnalyticsEvent(
    analyticsEvents.viewVehicleLeaseCalculator({
      vehicle_id: subject.id,
      // As view_vehicle_detail has it for the same vehicle: "{brand}/{model}".
      model_id: modelAnalyticsId(subject.brand, subject.model),
      location_id: subject.location,
    }),
  )
}

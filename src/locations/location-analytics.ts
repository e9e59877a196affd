/**
 * Locations as analytics entities (spec 3: cached in the page-level constants
 * by location id) and the location events of spec 7.
 */
import { analyticsEvents, pushAnalyticsEvent, registerLocation, type FilterChange, type LocationAnalyticsData } from '../analytics/data-layer.ts'
import type { LocationSummary } from '../product-api/contract/location.ts'

export function locationAnalyticsData(l: Pick<LocationSummary, 'slug' | 'name' | 'town'>): LocationAnalyticsData {
  return { location_id: l.slug, name: l.name, town: l.town }
}

/** view_location_overview: the finder's list as shown. */
export function trackLocationOverview(locations: readonly Pick<LocationSummary, 'slug' | 'name' | 'town'>[]): void {
  for (const l of locations) registerLocation(locationAnalyticsData(l))
  pushAnalyticsEvent(analyticsEvents.viewLocationOverview({ result_count: locations.length, location_ids: locations.map((l) => l.slug) }))
}

/** view_location_detail: a location page was shown. */
export function trackLocationDetail(l: Pick<LocationSummary, 'slug' | 'name' | 'town'>): void {
  registerLocation(locationAnalyticsData(l))
  pushAnalyticsEvent(analyticsEvents.viewLocationDetail({ location_id: l.slug }))
}

/** adjust_location_filter: the finder's search text, brand or sorting changed. */
export function trackLocationFilter(change: FilterChange, resultCount: number): void {
  pushAnalyticsEvent(analyticsEvents.adjustLocationFilter({ ...change, result_count: resultCount }))
}

export type LocationContactKind = 'phone' | 'email' | 'whatsapp' | 'route'

/** click_location_phone_number, click_location_email, click_location_whatsapp, click_location_route. */
export function trackLocationContact(kind: LocationContactKind, locationId: string): void {
  const payload = { location_id: locationId }
  switch (kind) {
    case 'phone':
      pushAnalyticsEvent(analyticsEvents.clickLocationPhoneNumber(payload))
      break
    case 'email':
      pushAnalyticsEvent(analyticsEvents.clickLocationEmail(payload))
      break
    case 'whatsapp':
      pushAnalyticsEvent(analyticsEvents.clickLocationWhatsapp(payload))
      break
    case 'route':
      pushAnalyticsEvent(analyticsEvents.clickLocationRoute(payload))
      break
  }
}

/** click_vehicle_show_openinghours: the visitor opened a location's opening hours (on a location or vehicle page). */
export function trackShowOpeningHours(locationId: string, vehicleId: string | null = null): void {
  pushAnalyticsEvent(analyticsEvents.clickVehicleShowOpeninghours({ location_id: locationId, vehicle_id: vehicleId }))
}

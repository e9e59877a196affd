/**
 * Models as analytics entities (spec 3): the data cached in the page-level
 * constants object, keyed by model id, and the model page's view event.
 */
import { analyticsEvents, pushAnalyticsEvent, registerModel, type ModelAnalyticsData } from '../analytics/data-layer.ts'
import type { Model } from '../product-api/contract/model.ts'

/** A model's analytics id: "{brand}/{model}" (model slugs are unique per brand only). */
export function modelAnalyticsId(brand: string, model: string): string {
  return `${brand}/${model}`
}

export function modelAnalyticsData(model: Pick<Model, 'brand' | 'slug' | 'title'>): ModelAnalyticsData {
  return { model_id: modelAnalyticsId(model.brand, model.slug), brand: model.brand, name: model.title }
}

/** view_vehicle_model_detail: the model page was shown. */
export function trackModelView(model: Pick<Model, 'brand' | 'slug' | 'title'>): void {
  const data = modelAnalyticsData(model)
  registerModel(data)
  pushAnalyticsEvent(analyticsEvents.viewVehicleModelDetail({ model_id: data.model_id, brand: model.brand }))
}

/**
 * Models as analytics entities (spec 3): the data cached in the page-level
 * constants object, keyed by model id, and the model page's view event.
 */
import { analyticsEvents, modelAnalyticsId, pushAnalyticsEvent, registerModel, type ModelAnalyticsData } from '../analytics/data-layer.ts'
import type { Model } from '../product-api/contract/model.ts'

export function modelAnalyticsData(model: Pick<Model, 'brand' | 'slug' | 'title'>): ModelAnalyticsData {
  return { model_id: modelAnalyticsId(model.brand, model.slug), brand: model.brand, name: model.title }
}

/** view_vehicle_model_detail: the model page was shown. */
export function trackModelView(model: Pick<Model, 'brand' | 'slug' | 'title'>): void {
  const data = modelAnalyticsData(model)
  registerModel(data)
  pushAnalyticsEvent(analyticsEvents.viewVehicleModelDetail({ model_id: data.model_id, brand: model.brand }))
}

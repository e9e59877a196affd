/**
 * The forms' data-layer events (spec 7): view_vehicle_testdrive and
 * view_vehicle_interest when a vehicle's form page is shown, form_ready
 * when a form can be used, and form_submit when a lead is sent. Entity data
 * goes to the page-level constants (registerVehicle / registerModel); the
 * events carry ids only. Call from effects and handlers (browser only).
 */
import { analyticsEvents, modelAnalyticsId, pushAnalyticsEvent, registerModel, registerVehicle, type FormEventIds } from '../analytics/data-layer.ts'
import type { SubmissionKind } from '../product-api/contract/submissions.ts'
import type { FormId } from './form-catalogue.ts'
import type { ModelView, VehicleView } from './form-views.ts'

/** What a form is about, as analytics ids. */
export interface FormAnalyticsSubject {
  vehicleId: string | null
  modelId: string | null
  locationId: string | null
}

export const noAnalyticsSubject: FormAnalyticsSubject = { vehicleId: null, modelId: null, locationId: null }

export function vehicleAnalyticsSubject(vehicle: VehicleView): FormAnalyticsSubject {
  return { vehicleId: vehicle.id, modelId: modelAnalyticsId(vehicle.brand.slug, vehicle.model.slug), locationId: vehicle.location.slug }
}

export function modelAnalyticsSubject(model: ModelView): FormAnalyticsSubject {
  return { vehicleId: null, modelId: modelAnalyticsId(model.brand, model.slug), locationId: null }
}

function ids(formId: FormId, subject: FormAnalyticsSubject): FormEventIds {
  return { form_id: formId, vehicle_id: subject.vehicleId, model_id: subject.modelId, location_id: subject.locationId }
}

/** view_vehicle_interest / view_vehicle_testdrive, with the vehicle cached in the constants. */
export function trackVehicleFormView(formId: 'vehicle-interest' | 'vehicle-test-drive', vehicle: VehicleView): void {
  registerVehicle({
    vehicle_id: vehicle.id,
    brand: vehicle.brand.slug,
    model: vehicle.model.slug,
    variant: vehicle.variant,
    condition: vehicle.condition,
    vehicle_type: vehicle.type,
    fuel: vehicle.fuel,
    production_year: vehicle.productionYear,
    price: vehicle.price?.view.kind === 'cash' ? vehicle.price.view.price.amount : null,
    location_id: vehicle.location.slug,
  })
  const payload = {
    vehicle_id: vehicle.id,
    model_id: modelAnalyticsId(vehicle.brand.slug, vehicle.model.slug),
    location_id: vehicle.location.slug,
  }
  pushAnalyticsEvent(formId === 'vehicle-interest' ? analyticsEvents.viewVehicleInterest(payload) : analyticsEvents.viewVehicleTestdrive(payload))
}

export function registerModelForForm(model: ModelView): void {
  registerModel({ model_id: modelAnalyticsId(model.brand, model.slug), brand: model.brand, name: model.title })
}

export function trackFormReady(formId: FormId, subject: FormAnalyticsSubject): void {
  pushAnalyticsEvent(analyticsEvents.formReady(ids(formId, subject)))
}

export function trackFormSubmit(formId: FormId, kind: SubmissionKind, subject: FormAnalyticsSubject): void {
  pushAnalyticsEvent(analyticsEvents.formSubmit({ ...ids(formId, subject), form_type: kind }))
}

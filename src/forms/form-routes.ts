/**
 * Loaders and heads of the form routes, kept here so the route files stay
 * thin. An unknown vehicle, or a segment that cannot name one, is the
 * vehicle-form-not-found error (404, shown as the vehicle-not-found screen);
 * an unknown or malformed model the page-not-found screen; an outdated vehicle slug, or a brand address of another make, is
 * redirected (301) to the form's current address. A product-API failure
 * throws, and the route's error boundary shows "Der gik noget galt...".
 */
import { notFound, redirect } from '@tanstack/react-router'
import { findBrand, type BrandConfig } from '#app.config'
import { makeErrorData } from '../errors/error-kinds.ts'
import { m } from '../i18n/paraglide/messages.js'
import { withSiteName } from '../navigation/page-title.ts'
import { requireSegment, isSlugSegment, isVehicleSegment } from '../navigation/path-segments.ts'
import { pageNotFound } from '../navigation/route-validation.ts'
import type { FormContextData } from './definitions/field.ts'
import { loadFormData, loadModelForm, loadVehicleForm } from './form.functions.ts'
import type { ModelView, VehicleView } from './form-views.ts'

export type VehicleFormId = 'vehicle-interest' | 'vehicle-test-drive'
export type ModelFormId = 'model-contact' | 'model-test-drive'

export interface VehicleFormPageData {
  vehicle: VehicleView
  data: FormContextData
}

export async function loadVehicleFormRoute(input: { vehicleId: string; formId: VehicleFormId; path: string; brand?: string }): Promise<VehicleFormPageData> {
  const vehicleNotFound = () =>
    notFound({
      data: makeErrorData('vehicle-form-not-found', 404, `Vehicle Not Found: ${input.path}`, {
        path: input.path,
        title: m.error_vehicle_not_found_title(),
      }),
    })
  const id = requireSegment(isVehicleSegment, input.vehicleId, vehicleNotFound)
  const result = await loadVehicleForm({ data: { id, formId: input.formId } })
  if (result.status === 'not-found') throw vehicleNotFound()
  const { vehicle } = result
  const to = input.formId === 'vehicle-interest' ? '/{-$brand}/stock/$vehicle/interest' : '/{-$brand}/stock/$vehicle/test-drive'
  // A brand address of another make goes to the generic address; an outdated slug to the current one.
  if (input.brand && vehicle.brand.slug !== input.brand) throw redirect({ to, params: { brand: undefined, vehicle: vehicle.id }, statusCode: 301 })
  if (vehicle.id !== input.vehicleId) throw redirect({ to, params: { brand: input.brand, vehicle: vehicle.id }, statusCode: 301 })
  return { vehicle, data: result.data }
}

export interface ModelFormPageData {
  brand: BrandConfig
  model: ModelView
  data: FormContextData
}

export async function loadModelFormRoute(input: { brand: string; model: string; formId: ModelFormId; path: string }): Promise<ModelFormPageData> {
  const brand = findBrand(input.brand)
  if (!brand) throw notFound({ data: makeErrorData('brand-not-found', 404, `Brand Not Found: ${input.brand}`, { path: input.path }) })
  const model = requireSegment(isSlugSegment, input.model, () => pageNotFound(input.path))
  const result = await loadModelForm({ data: { brand: input.brand, model, formId: input.formId } })
  if (result.status === 'not-found') throw pageNotFound(input.path)
  return { brand, model: result.model, data: result.data }
}

export function loadContactFormRoute(): Promise<FormContextData> {
  return loadFormData({ data: { formId: 'direct-contact' } })
}

export function loadTradeInFormRoute(): Promise<FormContextData> {
  return loadFormData({ data: { formId: 'trade-in' } })
}

/** The head's meta tags of a form page (the route adds the stylesheet). */
interface Head {
  meta: ({ title: string } | { name: string; content: string })[]
}

function head(title: string | undefined, description: string | undefined, index = false): Head {
  return {
    meta: [
      ...(title ? [{ title: withSiteName(title) }] : []),
      ...(description ? [{ name: 'description', content: description }] : []),
      // Form pages per vehicle and model are not search results of their own.
      ...(index ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    ],
  }
}

export function vehicleFormHead(formId: VehicleFormId, loaderData: VehicleFormPageData | undefined): Head {
  const vehicle = loaderData?.vehicle
  if (!vehicle) return head(undefined, undefined)
  return formId === 'vehicle-interest'
    ? head(`${m.forms_interest_title()} – ${vehicle.title}`, m.forms_interest_intro({ vehicle: vehicle.title }))
    : head(`${m.forms_test_drive_title()} – ${vehicle.title}`, m.forms_test_drive_intro({ vehicle: vehicle.title }))
}

export function modelFormHead(formId: ModelFormId, loaderData: ModelFormPageData | undefined): Head {
  const model = loaderData?.model
  if (!model) return head(undefined, undefined)
  return formId === 'model-contact'
    ? head(m.forms_model_contact_title({ model: model.title }), m.forms_model_contact_intro({ model: model.title }))
    : head(m.forms_model_test_drive_title({ model: model.title }), m.forms_model_test_drive_intro({ model: model.title }))
}

export function contactFormHead(): Head {
  return head(m.forms_direct_contact_title(), m.forms_direct_contact_intro(), true)
}

export function tradeInFormHead(): Head {
  return head(m.forms_trade_in_title(), m.forms_trade_in_intro(), true)
}

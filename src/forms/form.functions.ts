/**
 * Server functions of the forms feature: the only way the forms reach the
 * product API (the browser never calls it). Page loaders call the load
 * functions (in-process during server rendering, over HTTP after
 * hydration); the submission machine posts leads through `postLead`.
 */
import { createServerFn } from '@tanstack/react-start'
import { randomUUID } from 'node:crypto'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { findBrand, type PriceType } from '#app.config'
import type { LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { slug } from '../product-api/contract/common.ts'
import type { Model } from '../product-api/contract/model.ts'
import { fuelSchema, type Vehicle } from '../product-api/contract/vehicle.ts'
import { NotFoundError, RejectedInputError, isProductApiError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { requestClientAddress } from '../server/client-address.server.ts'
import { formIdSchema, type FormId } from './form-catalogue.ts'
import { tradeInCarFields } from './definitions/trade-in.ts'
import { type FormContextData } from './definitions/field.ts'
import { loadFormContextData } from './form-data.server.ts'
import { handleLeadPost, serverRuleEnv } from './lead-handler.server.ts'
import type { LeadPost } from './lead-post.ts'
import { createLeadLimiter, createValuationLimiter } from './form-limiters.server.ts'
import { parseNumber } from './rules/values.ts'
import { normaliseRegistration } from './rules/normalise.ts'
import { formValuesSchema } from './rules/check.ts'
import { modelFormView, vehicleFormView, type ModelView, type ValuationAnswer, type VehicleView } from './form-views.ts'

/** A form's data could not be loaded (product API unavailable): the page shows "Der gik noget galt...". */
export class FormLoadError extends Error {
  override name = 'FormLoadError'
}

function loadFailed(what: string, error: unknown): never {
  console.error(`[forms] ${what} could not be loaded: ${isProductApiError(error) ? `${error.kind} ${error.status ?? ''}`.trim() : String(error)}`)
  throw new FormLoadError('Formularen kunne ikke indlæses.')
}

export type VehicleFormLoad = { status: 'found'; vehicle: VehicleView; data: FormContextData } | { status: 'not-found' }

/** A stock vehicle and the data of its interest or test-drive form; `not-found` when the API does not know it. */
export const loadVehicleForm = createServerFn({ method: 'GET' })
  .validator(z.object({ id: z.string().min(1).max(200), formId: z.enum(['vehicle-interest', 'vehicle-test-drive']) }))
  .handler(async ({ data: input }): Promise<VehicleFormLoad> => {
    const api = productApi()
    let vehicle: Vehicle
    try {
      vehicle = await api.getVehicle(input.id)
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'not-found' }
      loadFailed('vehicle', error)
    }
    const view = vehicleFormView(vehicle)
    const subject = { vehicleId: vehicle.id, brand: vehicle.brand.slug, location: vehicle.location.slug }
    const offered = [...new Set(vehicle.prices.map((p) => p.acquisition_type))] as PriceType[]
    try {
      return { status: 'found', vehicle: view, data: await loadFormContextData(api, input.formId, subject, offered) }
    } catch (error) {
      loadFailed('form data', error)
    }
  })

export type ModelFormLoad = { status: 'found'; model: ModelView; data: FormContextData } | { status: 'not-found' }

/** A model and the data of its contact or test-drive form; `not-found` for an unknown brand or model. */
export const loadModelForm = createServerFn({ method: 'GET' })
  .validator(z.object({ brand: z.string().max(160), model: z.string().max(160), formId: z.enum(['model-contact', 'model-test-drive']) }))
  .handler(async ({ data: input }): Promise<ModelFormLoad> => {
    if (!findBrand(input.brand) || !slug.safeParse(input.model).success) return { status: 'not-found' }
    const api = productApi()
    let model: Model
    try {
      model = await api.getModel(input.brand, input.model)
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'not-found' }
      loadFailed('model', error)
    }
    const view = modelFormView(model)
    try {
      return { status: 'found', model: view, data: await loadFormContextData(api, input.formId, { brand: model.brand, model: model.slug }) }
    } catch (error) {
      loadFailed('form data', error)
    }
  })

/** The data of a form without a vehicle or model (direct contact, trade-in, the content blocks' forms). */
export const loadFormData = createServerFn({ method: 'GET' })
  .validator(z.object({ formId: formIdSchema.exclude(['vehicle-interest', 'vehicle-test-drive', 'model-contact', 'model-test-drive']) }))
  .handler(async ({ data: input }): Promise<FormContextData> => {
    try {
      return await loadFormContextData(productApi(), input.formId as FormId, {})
    } catch (error) {
      loadFailed('form data', error)
    }
  })

let limiter: ReturnType<typeof createLeadLimiter> | undefined
let valuationLimiter: ReturnType<typeof createValuationLimiter> | undefined

/**
 * Posts a lead (from the browser's outbox). Answers with the outcome and
 * the matching HTTP status: 201/200 accepted, 422 field errors, 429 rate
 * limit, 400/409 refused, 503 product API unavailable (the browser keeps
 * the lead and posts it again with the same key).
 */
export const postLead = createServerFn({ method: 'POST' })
  // The lead is parsed with zod in handleLeadPost, so a malformed one gets a clear answer instead of an error.
  .validator((input: LeadPost) => input)
  .handler(async ({ data }): Promise<LeadPostResult> => {
    limiter ??= createLeadLimiter()
    const { status, result, retryAfterSeconds } = await handleLeadPost(data, { api: productApi(), limiter, address: requestClientAddress() })
    setResponseStatus(status)
    setResponseHeader('cache-control', 'no-store')
    if (retryAfterSeconds !== undefined) setResponseHeader('retry-after', String(retryAfterSeconds))
    return result
  })

const valuationInput = z.object({ values: z.record(z.string().max(60), z.union([z.string().max(200), z.boolean()])) })

/**
 * The trade-in valuation of the visitor's car (the form's car fields, validated with the same rules).
 * Answers 200 with the valuation, 422 with field errors, 429 (with Retry-After) past the
 * per-address limit, 503 when the product API is unavailable.
 */
export const requestTradeInValuation = createServerFn({ method: 'POST' })
  .validator(valuationInput)
  .handler(async ({ data }): Promise<ValuationAnswer> => {
    setResponseHeader('cache-control', 'no-store')
    valuationLimiter ??= createValuationLimiter()
    const decision = await valuationLimiter.check(requestClientAddress(), randomUUID())
    if (!decision.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfterSeconds))
      return { status: 'rate-limited', retryAfterSeconds }
    }
    const env = serverRuleEnv()
    const fields = tradeInCarFields('blur', env.today)
    const parsed = formValuesSchema(fields, env).safeParse(Object.fromEntries(fields.map((f) => [f.name, data.values[f.name] ?? f.defaultValue])))
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '')
        fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message]
      }
      setResponseStatus(422)
      return { status: 'rejected', fieldErrors }
    }
    const values = parsed.data
    const text = (name: string) => String(values[name] ?? '').trim()
    const fuel = fuelSchema.safeParse(text('fuel'))
    const condition = z.enum(['excellent', 'good', 'fair']).catch('good').parse(text('condition'))
    const registration = normaliseRegistration(text('registrationNumber'))
    try {
      const valuation = await productApi().valueTradeIn({
        make: text('make'),
        model: text('model'),
        year: Math.trunc(parseNumber(text('year')) ?? 0),
        mileageKm: Math.trunc(parseNumber(text('mileage')) ?? 0),
        ...(fuel.success ? { fuel: fuel.data } : {}),
        condition,
        ...(registration ? { registrationNumber: registration } : {}),
      })
      return {
        status: 'ok',
        valuation: {
          valuationId: valuation.valuationId,
          make: valuation.make,
          model: valuation.model,
          year: valuation.year,
          mileageKm: valuation.mileageKm,
          estimate: valuation.estimate,
          low: valuation.low,
          high: valuation.high,
          validUntil: valuation.validUntil,
          explanation: valuation.explanation,
        },
      }
    } catch (error) {
      if (error instanceof RejectedInputError) {
        setResponseStatus(422)
        return { status: 'rejected', fieldErrors: { ...error.fieldErrors, ...(error.fieldErrors.mileageKm ? { mileage: error.fieldErrors.mileageKm } : {}) } }
      }
      console.error(`[forms] trade-in valuation unavailable: ${isProductApiError(error) ? error.kind : 'error'}`)
      setResponseStatus(503)
      return { status: 'unavailable' }
    }
  })

/**
 * The data the forms need from the product API (locations with opening
 * hours, models), for the form pages and for validating a posted lead with
 * exactly the form the visitor saw. Server only. Short in-memory cache:
 * locations and models change rarely, and a lead post should not cost more
 * API calls than the submission itself.
 */
import { priceTypes } from '#app.config'
import type { LocationSummary } from '../product-api/contract/location.ts'
import type { ProductApiClient } from '../product-api/client.ts'
import type { AcquisitionType } from '../product-api/contract/vocabulary.ts'
import type { FormId, FormSubject } from './form-catalogue.ts'
import type { FormContextData, LocationChoice, ModelChoice } from './definitions/field.ts'
import { todayInCopenhagen } from '../clock/clock.ts'

const cacheTtlMs = 60_000
const cache = new Map<string, { until: number; value: Promise<unknown> }>()

/** Caches successful results for a minute; failures are not kept. */
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = performance.now()
  const hit = cache.get(key)
  if (hit && hit.until > now) return hit.value as Promise<T>
  const value = load()
  cache.set(key, { until: now + cacheTtlMs, value })
  value.catch(() => cache.delete(key))
  return value
}

export function toLocationChoice(location: LocationSummary): LocationChoice {
  return {
    slug: location.slug,
    name: location.name,
    label: location.name.replace(/^Bilhuset Nord\s+/, ''),
    brands: location.brands,
    hours: location.openingHours.showroom.map(({ weekday, open, opens, closes }) => ({ weekday, open, opens, closes })),
  }
}

async function allLocations(api: ProductApiClient): Promise<LocationChoice[]> {
  const list = await cached('locations', () => api.listLocations())
  return list.items.map(toLocationChoice)
}

async function allModels(api: ProductApiClient): Promise<ModelChoice[]> {
  const list = await cached('models', () => api.listModels())
  return list.items.map((model) => ({ brand: model.brand, model: model.slug, label: model.title }))
}

/** The locations a form offers: those of the vehicle's or model's brand (the vehicle's own always), else all. */
export function locationsFor(formId: FormId, subject: FormSubject, locations: readonly LocationChoice[]): LocationChoice[] {
  const brand = subject.brand
  if (!brand) return [...locations]
  const ofBrand = locations.filter((l) => l.brands.includes(brand))
  const own = subject.location ? locations.find((l) => l.slug === subject.location) : undefined
  if (own && !ofBrand.includes(own)) ofBrand.unshift(own)
  // Other makes (used cars): any location can arrange the test drive.
  return ofBrand.length > 0 ? ofBrand : formId.startsWith('vehicle-') ? [...locations] : []
}

/**
 * The data of a form. `acquisitionTypes` is the vehicle's (pages); when
 * validating a post the site allows every type the API knows.
 */
export async function loadFormContextData(
  api: ProductApiClient,
  formId: FormId,
  subject: FormSubject,
  acquisitionTypes: readonly AcquisitionType[] = priceTypes,
): Promise<FormContextData> {
  const [locations, models] = await Promise.all([allLocations(api), formId === 'test-drive' ? allModels(api) : Promise.resolve([])])
  return {
    today: todayInCopenhagen(),
    locations: locationsFor(formId, subject, locations),
    acquisitionTypes: formId === 'vehicle-interest' ? [...acquisitionTypes] : [],
    models,
  }
}

/** For tests: forget cached locations and models. */
export function clearFormDataCache(): void {
  cache.clear()
}

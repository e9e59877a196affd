/**
 * Manufacturer information for the brand overview: per manufacturer tag, the
 * number of models and the lowest from-price, from the product API (server
 * only). When the product API cannot answer, the result says so and the
 * overview shows "Indlæsning af producentoplysninger for mærket mislykkedes."
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import type { BrandOverviewResult, ManufacturerSummary } from '#content-model/block-data.ts'
import { isProductApiError } from '../product-api/errors.ts'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { productApi } from '../server/product-api.server.ts'
import { manufacturers, resolveManufacturerTags, type Manufacturer } from './manufacturers.ts'

/** The models that belong to a manufacturer: its group, or the brand without the groups other manufacturers claim. */
export function modelsOfManufacturer(m: Manufacturer, brandModels: readonly ModelSummary[]): ModelSummary[] {
  if (m.group) return brandModels.filter((model) => model.group === m.group)
  const claimed = new Set(manufacturers.filter((o) => o.brand === m.brand && o.group).map((o) => o.group))
  return brandModels.filter((model) => !claimed.has(model.group))
}

export function summariseManufacturer(tagId: string, m: Manufacturer, brandModels: readonly ModelSummary[]): ManufacturerSummary {
  const models = modelsOfManufacturer(m, brandModels)
  const min = (values: (number | null)[]) => {
    const numbers = values.filter((v): v is number => v !== null)
    return numbers.length ? Math.min(...numbers) : null
  }
  const vans = models.length > 0 && models.every((model) => model.fromPriceExclVat !== null)
  return {
    tagId,
    manufacturer: m,
    modelCount: models.length,
    fromPrice: vans ? null : min(models.map((model) => model.fromPrice)),
    fromPriceExclVat: vans ? min(models.map((model) => model.fromPriceExclVat)) : null,
    stockCount: models.reduce((sum, model) => sum + model.stockCount, 0),
  }
}

export const fetchBrandOverview = createServerFn({ method: 'GET' })
  .validator(z.object({ tagIds: z.array(z.string().max(100)).max(20) }))
  .handler(async ({ data }): Promise<BrandOverviewResult> => {
    const resolved = resolveManufacturerTags(data.tagIds)
    const brandSlugs = [...new Set(resolved.flatMap((r) => (r.manufacturer ? [r.manufacturer.brand] : [])))]
    try {
      const lists = await Promise.all(brandSlugs.map((brand) => productApi().listModels({ brand })))
      const byBrand = new Map(brandSlugs.map((brand, i) => [brand, lists[i]?.items ?? []]))
      return {
        status: 'ok',
        items: resolved.map((r) => (r.manufacturer ? summariseManufacturer(r.tagId, r.manufacturer, byBrand.get(r.manufacturer.brand) ?? []) : r)),
      }
    } catch (error) {
      if (!isProductApiError(error)) throw error
      console.error('[brands] manufacturer information could not be loaded:', error.message)
      return { status: 'failed' }
    }
  })

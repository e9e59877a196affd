/**
 * Server functions of the model pages (the product API is called on the
 * server only).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { findBrand } from '#app.config'
import { slug } from '../product-api/contract/common.ts'
import type { Model, ModelSummary } from '../product-api/contract/model.ts'
import type { VehicleSummary } from '../product-api/contract/vehicle.ts'
import { NotFoundError, isProductApiError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { pageNotFound } from '../navigation/route-validation.ts'
import { brandNotFound } from '../navigation/brand-param.ts'

/**
 * Loading the brand's manufacturer information (its models) failed: the
 * product API was unavailable or answered outside the contract. The model
 * list shows "Indlæsning af producentoplysninger for mærket mislykkedes."
 */
export class BrandLoadError extends Error {
  override name = 'BrandLoadError'
}

const brandInput = z.object({ brand: z.string().max(160), path: z.string().max(2000) })

export const fetchBrandModels = createServerFn({ method: 'GET' })
  .validator(brandInput)
  .handler(async ({ data }): Promise<ModelSummary[]> => {
    if (!findBrand(data.brand)) throw brandNotFound(data.brand, data.path)
    try {
      const list = await productApi().listModels({ brand: data.brand })
      return list.items
    } catch (error) {
      if (isProductApiError(error)) {
        console.error(`[models] models of ${data.brand} could not be loaded:`, error.message)
        throw new BrandLoadError(`Brand manufacturer information could not be loaded: ${data.brand}`, { cause: error })
      }
      throw error
    }
  })

export interface ModelStock {
  total: number
  items: VehicleSummary[]
}

export interface ModelPageData {
  model: Model
  /** Vehicles of the model in stock; null when the stock search was unavailable. */
  stock: ModelStock | null
}

/** How many stock vehicles the model page shows. */
export const modelPageStockCount = 4

export const fetchModelPage = createServerFn({ method: 'GET' })
  .validator(z.object({ brand: z.string().max(160), model: z.string().max(160), path: z.string().max(2000) }))
  .handler(async ({ data }): Promise<ModelPageData> => {
    if (!findBrand(data.brand)) throw brandNotFound(data.brand, data.path)
    if (!slug.safeParse(data.model).success) throw pageNotFound(data.path)
    const api = productApi()
    const stockPromise = api
      .searchStock({ brand: [data.brand], model: [data.model], pageSize: modelPageStockCount, sort: 'newest' })
      .then((result): ModelStock => ({ total: result.total, items: result.items }))
      .catch((error: unknown) => {
        // The model page works without its stock teaser.
        if (isProductApiError(error)) {
          console.error(`[models] stock of ${data.brand}/${data.model} could not be loaded:`, error.message)
          return null
        }
        throw error
      })
    try {
      const [model, stock] = await Promise.all([api.getModel(data.brand, data.model), stockPromise])
      return { model, stock }
    } catch (error) {
      if (error instanceof NotFoundError) throw pageNotFound(data.path)
      throw error
    }
  })

/**
 * Server functions of the location pages. The product API is called on the
 * server only (src/server/product-api.server.ts); the browser calls these.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { slug } from '../product-api/contract/common.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { locationNotFound } from './location-errors.ts'

/** Every location (the finder filters them itself, so typing a search needs no round trip). */
export const fetchLocations = createServerFn({ method: 'GET' }).handler(async () => {
  const list = await productApi().listLocations()
  return list.items
})

export const fetchLocation = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().max(160) }))
  .handler(async ({ data }) => {
    // A malformed slug cannot name a location: answer 404 without asking the API.
    if (!slug.safeParse(data.slug).success) throw locationNotFound(data.slug)
    try {
      return await productApi().getLocation(data.slug)
    } catch (error) {
      if (error instanceof NotFoundError) throw locationNotFound(data.slug)
      throw error
    }
  })

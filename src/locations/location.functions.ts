/**
 * Server functions of the location pages. The product API is called on the
 * server only (src/server/product-api.server.ts); the browser calls these.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { slug } from '../product-api/contract/common.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { productApi } from '../server/product-api.server.ts'
import { findPlace } from '../places/place-lookup.server.ts'
import type { LocationSummary } from '../product-api/contract/location.ts'
import { locationNotFound } from './location-errors.ts'
import type { NearPlace } from './location-filter.ts'

/**
 * The finder's data: every location (it filters them itself), and the place the
 * search names (postcode, town or district: issue 17 "near me"), looked up on
 * the server so the place tables never reach the browser.
 */
export const fetchLocationFinder = createServerFn({ method: 'GET' })
  .validator(z.object({ q: z.string().max(200) }))
  .handler(async ({ data }): Promise<{ locations: LocationSummary[]; near: NearPlace }> => {
    const list = await productApi().listLocations()
    const text = data.q.trim()
    if (text === '') return { locations: list.items, near: { status: 'none' } }
    const place = findPlace(text)
    return { locations: list.items, near: place ? { status: 'found', place } : { status: 'unknown' } }
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

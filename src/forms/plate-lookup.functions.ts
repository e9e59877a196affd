/**
 * "Hent bilens oplysninger" on the trade-in form (issue 35): the site looks
 * the visitor's plate up in the registry through the product API
 * (`lookupRegistration`) and answers with the car in the form's terms, or
 * why there is none: an unknown plate (200 `unknown`), a vehicle kind the
 * dealer does not take (`refused-type`), the registry not answering (503),
 * too many lookups from one address (429: the registry is not to be read
 * out through the site), or a plate that cannot be Danish (422).
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { normalisePlate } from '../product-api/contract/plates.ts'
import { registryVehicleKindLabels } from '../product-api/contract/registry-vocabulary.ts'
import { NotFoundError } from '../product-api/errors.ts'
import { requestClientAddress } from '../server/client-address.server.ts'
import { productApi } from '../server/product-api.server.ts'
import { redisCommands } from '../server/redis.server.ts'
import { createRedisRateLimiter, type SharedRateLimiter } from '../server/shared-rate-limit.ts'
import { m } from '../i18n/paraglide/messages.js'
import { formFuel, tradeInVehicleKinds, type PlateLookupAnswer } from './plate-lookup.ts'
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rate-limit.ts'

/** Twenty lookups per address per ten minutes: more than a family trading in its cars needs. */
export const plateLookupRateLimit: RateLimitOptions = { limit: 20, windowMs: 10 * 60_000, maxAddresses: 10_000 }

let limiter: RateLimiter | SharedRateLimiter | undefined

function plateLookupLimiter(): RateLimiter | SharedRateLimiter {
  const { redisUrl } = getRuntimeConfig().cluster
  limiter ??= redisUrl
    ? createRedisRateLimiter(redisCommands(redisUrl), { name: 'plate-lookup', limit: plateLookupRateLimit.limit, windowMs: plateLookupRateLimit.windowMs })
    : createRateLimiter(plateLookupRateLimit)
  return limiter
}

export const lookupTradeInPlate = createServerFn({ method: 'POST' })
  .validator(z.object({ plate: z.string().max(40) }))
  .handler(async ({ data }): Promise<PlateLookupAnswer> => {
    setResponseHeader('cache-control', 'no-store')
    const plate = normalisePlate(data.plate)
    if (!plate) {
      setResponseStatus(422)
      return { status: 'rejected', fieldErrors: { registrationNumber: [m.forms_rule_registration_dk({ name: m.forms_field_registration() })] } }
    }
    const decision = await plateLookupLimiter().check(requestClientAddress(), randomUUID())
    if (!decision.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfterSeconds))
      return { status: 'rate-limited', retryAfterSeconds }
    }
    try {
      const vehicle = await productApi().lookupRegistration(plate)
      if (!tradeInVehicleKinds.includes(vehicle.kind))
        return { status: 'refused-type', plate, kind: vehicle.kind, kindLabel: registryVehicleKindLabels[vehicle.kind] }
      return {
        status: 'found',
        car: {
          plate,
          make: vehicle.make,
          model: vehicle.model,
          variant: vehicle.variant,
          fuel: formFuel(vehicle.fuel),
          firstRegistration: vehicle.firstRegistration,
          modelYear: vehicle.modelYear,
        },
      }
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 'unknown', plate }
      console.error('Nummerpladeopslag:', error)
      setResponseStatus(503)
      return { status: 'unavailable' }
    }
  })

import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { redisCommands } from '../server/redis.server.ts'
import { createRedisRateLimiter, type SharedRateLimiter } from '../server/shared-rate-limit.ts'
import { createRateLimiter, leadRateLimit, valuationRateLimit, type RateLimiter, type RateLimitOptions } from './rate-limit.ts'

/**
 * The forms' rate limits per address: shared by every instance through
 * Redis when REDIS_URL is set, else in this process's memory (ADR 0014). With
 * N instances and no sharing an address would get N times the limit.
 */
function formLimiter(name: string, options: RateLimitOptions): RateLimiter | SharedRateLimiter {
  const { redisUrl } = getRuntimeConfig().cluster
  if (!redisUrl) return createRateLimiter(options)
  return createRedisRateLimiter(redisCommands(redisUrl), { name, limit: options.limit, windowMs: options.windowMs })
}

/** Five new leads per address per ten minutes (the outbox's replays of one lead count once). */
export function createLeadLimiter(): RateLimiter | SharedRateLimiter {
  return formLimiter('lead', leadRateLimit)
}

/** Ten trade-in valuations per address per ten minutes. */
export function createValuationLimiter(): RateLimiter | SharedRateLimiter {
  return formLimiter('valuation', valuationRateLimit)
}

import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { redisCommands } from '../server/redis.server.ts'
import { createRedisRateLimiter, type SharedRateLimiter } from '../server/shared-rate-limit.ts'
import { createRateLimiter, leadRateLimit, type RateLimiter } from './rate-limit.ts'

/**
 * The lead forms' rate limit (five new leads per address per ten minutes):
 * shared by every instance through Redis when REDIS_URL is set, else in
 * this process's memory (ADR 0014).
 */
export function createLeadLimiter(): RateLimiter | SharedRateLimiter {
  const { redisUrl } = getRuntimeConfig().cluster
  if (!redisUrl) return createRateLimiter(leadRateLimit)
  return createRedisRateLimiter(redisCommands(redisUrl), { name: 'lead', limit: leadRateLimit.limit, windowMs: leadRateLimit.windowMs })
}

/**
 * The site's limit on search-agent requests per visitor address: ten per
 * ten minutes (a repeat of the same request, by its idempotency key, does
 * not count again). Shared through Redis when REDIS_URL is set, else in this
 * process (ADR 0014), like the valuation limit. The backend limits mails
 * per e-mail address on its own (20 agents; 5 management mails an hour).
 */
import { getRuntimeConfig } from '../../config/runtime-config.server.ts'
import { redisCommands } from '../../server/redis.server.ts'
import { createRedisRateLimiter, type SharedRateLimiter } from '../../server/shared-rate-limit.ts'
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../rate-limit.ts'

export const agentRateLimit: RateLimitOptions = { limit: 10, windowMs: 10 * 60_000, maxAddresses: 10_000 }

export type AgentLimiterInstance = RateLimiter | SharedRateLimiter

export function createAgentLimiter(): AgentLimiterInstance {
  const { redisUrl } = getRuntimeConfig().cluster
  if (!redisUrl) return createRateLimiter(agentRateLimit)
  return createRedisRateLimiter(redisCommands(redisUrl), { name: 'search-agent', limit: agentRateLimit.limit, windowMs: agentRateLimit.windowMs })
}

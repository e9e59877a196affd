/**
 * A rate limit shared by every instance through Redis (REDIS_URL; ADR 0014),
 * on `rate-limiter-flexible`. Same rule as the in-memory limiter of the lead
 * forms: it counts distinct idempotency keys per address, so the outbox
 * posting the same lead again is never limited. A key is remembered for the
 * window with SET NX; a new key consumes one point of the address's fixed
 * window. While Redis is unreachable an in-memory insurance limiter (per
 * process) decides, so leads are neither lost nor unlimited.
 */
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export type SharedRateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface SharedRateLimiter {
  check(address: string, key: string): Promise<SharedRateLimitDecision>
}

export function createRedisRateLimiter(redis: Redis, options: { name: string; limit: number; windowMs: number }): SharedRateLimiter {
  const duration = Math.max(1, Math.ceil(options.windowMs / 1000))
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `dealer-site:rl:${options.name}`,
    points: options.limit,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${options.name}-insurance`, points: options.limit, duration }),
  })
  return {
    async check(address, key) {
      const seenKey = `dealer-site:rl:${options.name}:seen:${address}:${key}`
      let fresh = true
      try {
        fresh = (await redis.set(seenKey, '1', 'PX', options.windowMs, 'NX')) !== null
      } catch {
        // Redis away: count the key as new; the insurance limiter decides.
      }
      if (!fresh) return { allowed: true }
      try {
        await limiter.consume(address)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          // Not let in, so the same key may try again later.
          await redis.del(seenKey).catch(() => {})
          return { allowed: false, retryAfterMs: rejection.msBeforeNext }
        }
        throw rejection
      }
    },
  }
}

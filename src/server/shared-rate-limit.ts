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

/** A limit: at most `limit` new keys per counter within the window. */
export interface SharedLimitRule {
  limit: number
  windowMs: number
}

/** A counter a request counts in: which rule, and whose (an address, a sender's pseudonym). */
export interface SharedLimitBucket {
  rule: string
  id: string
}

export interface SharedBucketLimiter {
  check(buckets: readonly SharedLimitBucket[], key: string): Promise<SharedRateLimitDecision>
}

/**
 * A limit over several counters at once, shared through Redis (the lead
 * limit: an address and the lead's senders). A key once let in is remembered
 * for `rememberKeysMs` (SET NX, not per address: a retry from another network
 * passes too) and never counts again. A new key consumes a point in every
 * counter; when one of them is full, every point it took is given back, so a
 * refused request counts nowhere, and the wait is the longest of the full ones.
 */
export function createRedisBucketLimiter(
  redis: Redis,
  options: { name: string; rules: Readonly<Record<string, SharedLimitRule>>; rememberKeysMs: number },
): SharedBucketLimiter {
  const limiters = new Map(
    Object.entries(options.rules).map(([rule, { limit, windowMs }]) => {
      const duration = Math.max(1, Math.ceil(windowMs / 1000))
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `dealer-site:rl:${options.name}:${rule}`,
        points: limit,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${options.name}-${rule}-insurance`, points: limit, duration }),
      })
      return [rule, limiter] as const
    }),
  )
  return {
    async check(buckets, key) {
      const seenKey = `dealer-site:rl:${options.name}:seen:${key}`
      let fresh = true
      try {
        fresh = (await redis.set(seenKey, '1', 'PX', options.rememberKeysMs, 'NX')) !== null
      } catch {
        // Redis away: count the key as new; the insurance limiters decide.
      }
      if (!fresh) return { allowed: true }
      const outcomes = await Promise.all(
        buckets.map(async (bucket) => {
          const limiter = limiters.get(bucket.rule)
          if (!limiter) throw new Error(`Unknown limit rule: ${bucket.rule}`)
          try {
            await limiter.consume(bucket.id)
            return { limiter, id: bucket.id, refusedForMs: null }
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) return { limiter, id: bucket.id, refusedForMs: rejection.msBeforeNext }
            throw rejection
          }
        }),
      )
      const refused = outcomes.filter((o) => o.refusedForMs !== null)
      if (refused.length === 0) return { allowed: true }
      // Not let in: the points go back and the same key may try again later.
      await Promise.all(outcomes.map((o) => o.limiter.reward(o.id, 1).catch(() => {})))
      await redis.del(seenKey).catch(() => {})
      return { allowed: false, retryAfterMs: Math.max(1, ...refused.map((o) => o.refusedForMs ?? 0)) }
    },
  }
}

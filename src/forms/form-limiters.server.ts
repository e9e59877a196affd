import { createHmac, randomBytes } from 'node:crypto'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { redisCommands } from '../server/redis.server.ts'
import { createRedisBucketLimiter, createRedisRateLimiter, type SharedRateLimiter } from '../server/shared-rate-limit.ts'
import { leadLimitBuckets, leadLimitPolicy } from './lead-limit.ts'
import { createBucketLimiter, createRateLimiter, valuationRateLimit, type RateLimitDecision, type RateLimiter } from './rate-limit.ts'

/**
 * The forms' rate limits: shared by every instance through Redis when
 * REDIS_URL is set, else in this process's memory (ADR 0014). With N
 * instances and no sharing an address would get N times the limit.
 */

/** What the lead limit is asked about one lead. */
export interface LeadLimitRequest {
  /** The client's address (src/server/client-address.ts). */
  address: string
  /** The lead's senders, normalised (lead-limit.ts `leadSenders`). */
  senders: readonly string[]
  /** The lead's idempotency key: counted once, when it is let in. */
  key: string
}

export interface LeadLimiter {
  check(request: LeadLimitRequest): Promise<RateLimitDecision> | RateLimitDecision
}

/**
 * Senders are kept as keyed hashes (HMAC-SHA-256), never as e-mail addresses
 * or phone numbers: keyed with a random per-process key in memory, and with
 * the server-side Redis URL when the instances share Redis (all of them must
 * turn a sender into the same id). Pseudonyms, not anonymity: they expire
 * with the window.
 */
function pseudonymiser(secret: string): (sender: string) => string {
  return (sender) => createHmac('sha256', secret).update(sender).digest('base64url').slice(0, 32)
}

/** The lead limit in this process's memory; `now` (elapsed ms, not the calendar) for tests. */
export function memoryLeadLimiter(pseudonym: (sender: string) => string, now: () => number = () => performance.now()): LeadLimiter {
  const limiter = createBucketLimiter(leadLimitPolicy)
  return { check: ({ address, senders, key }) => limiter.check(leadLimitBuckets(address, senders, pseudonym), key, now()) }
}

/** The lead limit of lead-limit.ts: per sender and (generously) per address. */
export function createLeadLimiter(): LeadLimiter {
  const { redisUrl } = getRuntimeConfig().cluster
  const pseudonym = pseudonymiser(redisUrl ? `dealer-site:lead-limit:${redisUrl}` : randomBytes(32).toString('hex'))
  if (!redisUrl) return memoryLeadLimiter(pseudonym)
  const limiter = createRedisBucketLimiter(redisCommands(redisUrl), { name: 'lead', ...leadLimitPolicy })
  return { check: ({ address, senders, key }) => limiter.check(leadLimitBuckets(address, senders, pseudonym), key) }
}

/** Ten trade-in valuations per address per ten minutes. */
export function createValuationLimiter(): RateLimiter | SharedRateLimiter {
  const { redisUrl } = getRuntimeConfig().cluster
  if (!redisUrl) return createRateLimiter(valuationRateLimit)
  return createRedisRateLimiter(redisCommands(redisUrl), { name: 'valuation', limit: valuationRateLimit.limit, windowMs: valuationRateLimit.windowMs })
}

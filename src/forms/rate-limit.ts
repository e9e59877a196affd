/**
 * Rate limits in memory, per server process (against spam and scraping). The
 * client's address comes from src/server/client-address.ts.
 *
 * - Leads: a limit over several counters at once (the address, and each
 *   sender; lead-limit.ts has the policy). It counts distinct idempotency
 *   keys, and a key once let in passes for `rememberKeysMs` without counting
 *   again, so the outbox posting the same lead again is never limited.
 * - Trade-in valuations: every request is its own key, so every request
 *   counts (`createRateLimiter`).
 */

export interface RateLimitOptions {
  /** New leads allowed per address within the window. */
  limit: number
  windowMs: number
  /** Addresses tracked at most (oldest forgotten first), to bound memory. */
  maxAddresses?: number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface RateLimiter {
  check(address: string, key: string, now?: number): RateLimitDecision
}

/** Trade-in valuations: ten per address per ten minutes (each request counts; a visitor trying a few cars stays well below). */
export const valuationRateLimit: RateLimitOptions = { limit: 10, windowMs: 10 * 60_000, maxAddresses: 10_000 }

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const seen = new Map<string, { key: string; at: number }[]>()
  const maxAddresses = options.maxAddresses ?? 10_000
  return {
    check(address, key, now = performance.now()) {
      const recent = (seen.get(address) ?? []).filter((e) => now - e.at < options.windowMs)
      if (recent.some((e) => e.key === key)) {
        seen.set(address, recent)
        return { allowed: true }
      }
      if (recent.length >= options.limit) {
        seen.set(address, recent)
        const oldest = Math.min(...recent.map((e) => e.at))
        return { allowed: false, retryAfterMs: Math.max(0, oldest + options.windowMs - now) }
      }
      // Re-insert so the map's order is least recently used first.
      seen.delete(address)
      seen.set(address, [...recent, { key, at: now }])
      while (seen.size > maxAddresses) {
        const first = seen.keys().next().value
        if (first === undefined) break
        seen.delete(first)
      }
      return { allowed: true }
    },
  }
}

/** A limit: at most `limit` new keys per counter within the window. */
export interface LimitRule {
  limit: number
  windowMs: number
}

/** A counter a request counts in: which rule, and whose (an address, a sender's pseudonym). */
export interface LimitBucket {
  rule: string
  id: string
}

export interface BucketLimitPolicy {
  rules: Readonly<Record<string, LimitRule>>
  /** How long a let-in key passes without counting again. */
  rememberKeysMs: number
  /** Counters and keys kept at most (oldest forgotten first), to bound memory. */
  maxEntries?: number
}

export interface BucketLimiter {
  check(buckets: readonly LimitBucket[], key: string, now?: number): RateLimitDecision
}

/**
 * A sliding-window limit over several counters: a new key is let in only when
 * every counter it counts in has room, and then counts in all of them; refused,
 * it counts in none. The wait is until the fullest counter has room.
 */
export function createBucketLimiter(policy: BucketLimitPolicy): BucketLimiter {
  const counters = new Map<string, number[]>()
  const admitted = new Map<string, number>()
  const maxEntries = policy.maxEntries ?? 50_000
  const bound = <V>(map: Map<string, V>) => {
    while (map.size > maxEntries) {
      const first = map.keys().next().value
      if (first === undefined) break
      map.delete(first)
    }
  }
  return {
    check(buckets, key, now = performance.now()) {
      const until = admitted.get(key)
      if (until !== undefined && until > now) return { allowed: true }
      let retryAfterMs = 0
      const recent = buckets.map((bucket) => {
        const rule = policy.rules[bucket.rule]
        if (!rule) throw new Error(`Unknown limit rule: ${bucket.rule}`)
        const name = `${bucket.rule}:${bucket.id}`
        const times = (counters.get(name) ?? []).filter((at) => now - at < rule.windowMs)
        if (times.length >= rule.limit) {
          // Room again once all but limit - 1 of the recent keys have left the window.
          const freeing = times[times.length - rule.limit] ?? now
          retryAfterMs = Math.max(retryAfterMs, freeing + rule.windowMs - now)
        }
        return { name, times }
      })
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs }
      for (const { name, times } of recent) {
        // Re-inserted, so the map's order is least recently used first.
        counters.delete(name)
        counters.set(name, [...times, now])
      }
      admitted.delete(key)
      admitted.set(key, now + policy.rememberKeysMs)
      bound(counters)
      bound(admitted)
      return { allowed: true }
    },
  }
}

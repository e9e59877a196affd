/**
 * Per-IP rate limits (against spam and scraping), in memory, per server
 * process. The client's address comes from src/server/client-address.ts
 * (TRUSTED_PROXY_HOPS).
 *
 * Leads: it counts distinct idempotency keys, not requests: the outbox
 * posting the same lead again (same key) is never limited, so a queued lead
 * always gets through once it was let in. Trade-in valuations: every request
 * is its own key, so every request counts.
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

/** Defaults: five new leads per address per ten minutes. */
export const leadRateLimit: RateLimitOptions = { limit: 5, windowMs: 10 * 60_000, maxAddresses: 10_000 }

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

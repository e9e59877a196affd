/**
 * The chat's rate limit per visitor address: 20 messages a minute is more
 * than a person types; beyond it the visitor gets a friendly message and the
 * message stays unsent. In memory, per server process; bounded.
 */

export const chatRateLimit = { limit: 20, windowMs: 60_000, maxAddresses: 10_000 }

export interface ChatLimiter {
  /** False when the address has sent too many new messages; a retry of a known key always passes. */
  allow(address: string, key: string): boolean
}

/**
 * `now` is elapsed time (performance.now, ADR 0012), not the site's calendar
 * clock: with FIXED_NOW the calendar stands still and the window would never end.
 */
export function createChatLimiter(options = chatRateLimit, now: () => number = () => performance.now()): ChatLimiter {
  const seen = new Map<string, { key: string; at: number }[]>()
  return {
    allow(address, key) {
      const t = now()
      const recent = (seen.get(address) ?? []).filter((e) => t - e.at < options.windowMs)
      if (recent.some((e) => e.key === key)) return true
      if (recent.length >= options.limit) {
        seen.set(address, recent)
        return false
      }
      seen.delete(address)
      seen.set(address, [...recent, { key, at: t }])
      if (seen.size > options.maxAddresses) {
        const oldest = seen.keys().next().value
        if (oldest !== undefined) seen.delete(oldest)
      }
      return true
    },
  }
}

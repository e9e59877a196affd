/**
 * The lead limit (issue 30; ADR 0008, amended): against floods of leads,
 * without refusing ordinary use.
 *
 * - Per sender: at most 5 new leads per 10 minutes per e-mail address and per
 *   phone number (normalised: `Mette@Example.dk ` and `mette@example.dk` are
 *   one sender, `+45 20 30 40 50` and `20304050` one phone).
 * - Per address: a generous 30 new leads per 10 minutes, so a family or a
 *   showroom behind one address (one router, the dealer's own guest Wi-Fi) is
 *   not refused, while one address cannot flood the dealer with made-up senders.
 * - A lead counts once, when it is let in: its idempotency key is remembered
 *   for a day, and a retry with the same key (the browser's outbox after an
 *   outage, a reload, a second tab, another network) passes without counting.
 *   A lead refused by the limit does not count either; the browser keeps it
 *   and sends it again when the site says the window has passed.
 *
 * The spec fixes no lead limit (§9: "other product-specific limits: not
 * shown"); these are our constants. Pure module: the limiters that count
 * (memory, Redis) are in rate-limit.ts and src/server/shared-rate-limit.ts.
 */
import type { LimitBucket, LimitRule } from './rate-limit.ts'

export const leadLimitPolicy = {
  rules: {
    /** One e-mail address or one phone number. */
    sender: { limit: 5, windowMs: 10 * 60_000 },
    /** One client address (src/server/client-address.ts). */
    address: { limit: 30, windowMs: 10 * 60_000 },
  },
  /** How long a let-in lead's key passes without counting. */
  rememberKeysMs: 24 * 60 * 60_000,
} as const satisfies { rules: Record<string, LimitRule>; rememberKeysMs: number }

/** Who sent a lead: its e-mail address and phone number, normalised; absent ones left out. */
export function leadSenders(values: Readonly<Record<string, unknown>>): string[] {
  const senders: string[] = []
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  if (email !== '') senders.push(`email:${email}`)
  const digits = typeof values.phone === 'string' ? values.phone.replace(/[^0-9+]/g, '').replace(/^(\+|00)45(?=[0-9]{8}$)/, '') : ''
  if (digits !== '') senders.push(`phone:${digits}`)
  return senders
}

/**
 * The counters a new lead counts in: its address, and each of its senders
 * (`pseudonym` turns an e-mail address or phone number into the id kept by
 * the limiter, so no personal data sits in memory or Redis).
 */
export function leadLimitBuckets(address: string, senders: readonly string[], pseudonym: (sender: string) => string): LimitBucket[] {
  return [{ rule: 'address', id: address }, ...senders.map((s) => ({ rule: 'sender', id: pseudonym(s) }))]
}

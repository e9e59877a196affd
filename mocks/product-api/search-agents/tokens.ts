/**
 * Signed links of the search agents (issue 35): the token in a confirmation,
 * unsubscribe or management link is its claims (purpose, subject, expiry)
 * in base64url JSON and an HMAC-SHA-256 of them with the backend's secret.
 * Anyone can read a token; no one without the secret can alter or forge one.
 * A token is checked in constant time (`timingSafeEqual`), then its purpose
 * and expiry; what it points at (does the agent still exist, was it already
 * confirmed) is the store's business.
 *
 * - confirm:     an agent id; expires with the agent's confirmation period (7 days).
 * - unsubscribe: an agent id; no expiry (an old mail's link must still work, RFC 8058).
 * - manage:      an e-mail address; expires after 24 hours.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

export const tokenPurposes = ['confirm', 'unsubscribe', 'manage'] as const
export type TokenPurpose = (typeof tokenPurposes)[number]

const claimsSchema = z.object({
  /** Purpose. */
  p: z.enum(tokenPurposes),
  /** Subject: an agent id (confirm, unsubscribe) or an e-mail address (manage). */
  s: z.string().min(1).max(300),
  /** Expiry, ms since the epoch; null: never. */
  x: z.number().int().nullable(),
})
export type TokenClaims = z.infer<typeof claimsSchema>

export type TokenCheck = { ok: true; subject: string; expiresAt: number | null } | { ok: false; problem: 'invalid' | 'expired' }

export interface TokenSigner {
  sign(purpose: TokenPurpose, subject: string, expiresAt: number | null): string
  /** The token's subject when it is intact, of this purpose and not expired at `now`. */
  verify(token: string, purpose: TokenPurpose, now: number): TokenCheck
}

export function createTokenSigner(secret: string): TokenSigner {
  if (secret.length < 16) throw new Error('The search agents’ link secret must be at least 16 characters.')
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest()
  return {
    sign(purpose, subject, expiresAt) {
      const payload = Buffer.from(JSON.stringify({ p: purpose, s: subject, x: expiresAt } satisfies TokenClaims)).toString('base64url')
      return `${payload}.${mac(payload).toString('base64url')}`
    },
    verify(token, purpose, now) {
      const [payload, signature, ...rest] = token.split('.')
      if (!payload || !signature || rest.length > 0) return { ok: false, problem: 'invalid' }
      const expected = mac(payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'invalid' }
      let claims: TokenClaims
      try {
        claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
      } catch {
        return { ok: false, problem: 'invalid' }
      }
      if (claims.p !== purpose) return { ok: false, problem: 'invalid' }
      if (claims.x !== null && now >= claims.x) return { ok: false, problem: 'expired' }
      return { ok: true, subject: claims.s, expiresAt: claims.x }
    },
  }
}

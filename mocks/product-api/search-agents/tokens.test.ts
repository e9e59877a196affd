import { describe, expect, it } from 'vitest'
import { createTokenSigner } from './tokens.ts'

const signer = createTokenSigner('a-test-secret-of-some-length')
const now = Date.parse('2026-11-24T09:00:00Z')

/** Replaces one character of the string at `index` with another allowed base64url character. */
function flip(text: string, index: number): string {
  const c = text[index]
  return `${text.slice(0, index)}${c === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`
}

describe('signed links', () => {
  it('gives back the subject of an intact token of its purpose', () => {
    const token = signer.sign('confirm', 'sa-1234', now + 1_000)
    expect(signer.verify(token, 'confirm', now)).toEqual({ ok: true, subject: 'sa-1234', expiresAt: now + 1_000 })
  })

  it('a token without expiry never expires', () => {
    const token = signer.sign('unsubscribe', 'sa-1234', null)
    expect(signer.verify(token, 'unsubscribe', now + 10 * 365 * 86_400_000)).toMatchObject({ ok: true, subject: 'sa-1234' })
  })

  it('is expired from its expiry instant on, not a millisecond before', () => {
    const token = signer.sign('manage', 'sofie@example.dk', now)
    expect(signer.verify(token, 'manage', now - 1)).toMatchObject({ ok: true })
    expect(signer.verify(token, 'manage', now)).toEqual({ ok: false, problem: 'expired' })
  })

  const token = signer.sign('confirm', 'sa-1234', now + 1_000)
  const [payload = '', signature = ''] = token.split('.')
  const forgedClaims = Buffer.from(JSON.stringify({ p: 'confirm', s: 'sa-9999', x: now + 1_000 })).toString('base64url')
  const table: [string, string][] = [
    ['another agent in the claims, old signature', `${forgedClaims}.${signature}`],
    ['one character of the signature changed', `${payload}.${flip(signature, 3)}`],
    ['one character of the claims changed', `${flip(payload, 5)}.${signature}`],
    ['the signature cut short', `${payload}.${signature.slice(0, 20)}`],
    ['no signature', payload],
    ['three parts', `${token}.x`],
    ['signed with another secret', createTokenSigner('another-secret-of-some-length').sign('confirm', 'sa-1234', now + 1_000)],
    ['not a token', 'hej-med-dig'],
    ['empty', ''],
  ]
  for (const [what, altered] of table) {
    it(`refuses a token: ${what}`, () => {
      expect(signer.verify(altered, 'confirm', now)).toEqual({ ok: false, problem: 'invalid' })
    })
  }

  it('refuses a token of another purpose (an unsubscribe link is no confirmation link)', () => {
    expect(signer.verify(signer.sign('unsubscribe', 'sa-1234', null), 'confirm', now)).toEqual({ ok: false, problem: 'invalid' })
    expect(signer.verify(signer.sign('confirm', 'sofie@example.dk', null), 'manage', now)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('refuses a short secret', () => {
    expect(() => createTokenSigner('kort')).toThrow(/16/)
  })
})

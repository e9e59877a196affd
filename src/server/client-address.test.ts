import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies (TRUSTED_PROXY_HOPS=0)', () => {
    // A client talking to the site directly can write anything into the header.
    expect(clientAddress('198.51.100.9', '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddress('1.1.1.1, 2.2.2.2', '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddress(undefined, '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddress(null, null, 0)).toBe('unknown')
  })

  it('takes the entry the one trusted proxy appended, not what the client forged before it', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7')
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7')
    expect(clientAddress(' 6.6.6.6 ,203.0.113.7 ', '10.0.0.2', 1)).toBe('203.0.113.7')
  })

  it('behind two proxies each visitor keeps their own address (not the inner proxy’s)', () => {
    // client → proxy A (appends client) → proxy B (appends A) → site
    expect(clientAddress('203.0.113.7, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.7')
    expect(clientAddress('198.51.100.4, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('falls back to the socket when the header has fewer entries than trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '10.0.0.2', 2)).toBe('10.0.0.2')
    expect(clientAddress('', '10.0.0.2', 1)).toBe('10.0.0.2')
  })
})

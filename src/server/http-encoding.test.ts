import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { addVary, compress, etagMatches, isCompressible, negotiateEncoding, weakEtag } from './http-encoding.ts'

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [null, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
    // Asked again (remembered now): the same answer.
    expect(negotiateEncoding(header)).toBe(expected)
  })

  it('answers each header by itself after many different ones, and for an offer of its own', () => {
    for (let i = 0; i < 200; i++)
      expect(negotiateEncoding(i % 2 ? `gzip;q=0.${(i % 9) + 1}, br;q=0` : `br;q=${i % 3 ? 1 : 0}, gzip;q=0, x-${i}`)).toBe(
        i % 2 ? 'gzip' : i % 3 ? 'br' : null,
      )
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate, br, zstd', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
  })
})

describe('compress', () => {
  it('round-trips brotli and gzip', async () => {
    const body = new TextEncoder().encode('<p>Bilhuset Nord</p>'.repeat(200))
    expect(brotliDecompressSync(await compress(body, 'br')).toString()).toBe(new TextDecoder().decode(body))
    expect(gunzipSync(await compress(body, 'gzip')).toString()).toBe(new TextDecoder().decode(body))
  })
})

describe('validators and headers', () => {
  it('gives equal bodies equal weak ETags and matches If-None-Match weakly', () => {
    const a = weakEtag(new TextEncoder().encode('x'))
    expect(a).toMatch(/^W\/"[\w-]+"$/)
    expect(weakEtag(new TextEncoder().encode('x'))).toBe(a)
    expect(etagMatches(a, a)).toBe(true)
    expect(etagMatches(`"other", ${a.slice(2)}`, a)).toBe(true)
    expect(etagMatches('*', a)).toBe(true)
    expect(etagMatches('W/"other"', a)).toBe(false)
    expect(etagMatches(null, a)).toBe(false)
  })

  it('knows text-like types', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true)
    expect(isCompressible('application/json')).toBe(true)
    expect(isCompressible('application/xml')).toBe(true)
    expect(isCompressible('image/png')).toBe(false)
    expect(isCompressible(null)).toBe(false)
  })

  it('adds a Vary token once', () => {
    const headers = new Headers({ vary: 'Origin' })
    addVary(headers, 'Accept-Encoding')
    addVary(headers, 'accept-encoding')
    expect(headers.get('vary')).toBe('Origin, Accept-Encoding')
  })
})

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { addVary, BytesResponse, compress, etagMatches, isCompressible, negotiateEncoding, weakEtag } from './http-encoding.ts'

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

describe('BytesResponse', () => {
  it('is an ordinary Response to anyone reading it', async () => {
    const response = new BytesResponse(new TextEncoder().encode('hej'), { status: 200, headers: { 'content-type': 'text/plain' } })
    expect(response).toBeInstanceOf(Response)
    expect(await response.text()).toBe('hej')
  })

  it('hands Node adapters the bytes and flat headers as they are', () => {
    const bytes = new TextEncoder().encode('hej')
    const response = new BytesResponse(bytes, { status: 201, headers: { 'content-type': 'text/plain' } })
    response.headers.append('set-cookie', 'a=1')
    response.headers.append('set-cookie', 'b=2')
    const node = response._toNodeResponse()
    expect(node.status).toBe(201)
    expect(node.body).toBe(bytes)
    expect(node.headers).toEqual(['content-type', 'text/plain', 'set-cookie', 'a=1', 'set-cookie', 'b=2'])
  })

  it('tells whenSent once the bytes are handed over, not before, and at once after', async () => {
    const response = new BytesResponse(new TextEncoder().encode('hej'), { status: 200, headers: {} })
    let calls = 0
    response.whenSent(() => calls++)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(0)
    response._toNodeResponse()
    response._toNodeResponse()
    expect(calls).toBe(1)
    response.whenSent(() => calls++)
    expect(calls).toBe(2)
  })
})

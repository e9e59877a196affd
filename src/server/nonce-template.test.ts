import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createNonce } from './security-headers.ts'
import { createNonceTemplate, fillTemplate, gzipTemplate, type NonceTemplate } from './nonce-template.ts'

const encode = (s: string) => new TextEncoder().encode(s)
const decode = (b: Uint8Array) => new TextDecoder().decode(b)

function templateOf(body: string, nonce: string): NonceTemplate {
  const template = createNonceTemplate(encode(body), nonce)
  if (!template) throw new Error('the nonce does not occur')
  return template
}

function page(nonce: string, filler = 'Lager og modeller '.repeat(400)): string {
  return `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head><body><p>${filler}</p><script nonce="${nonce}">$_TSR.router={}</script><script nonce="${nonce}">x</script></body></html>`
}

describe('nonce templates', () => {
  it('give the cached page with a fresh nonce, as text and as gzip', () => {
    const stored = createNonce()
    const template = templateOf(page(stored), stored)
    expect(template.pieces.length).toBe(5)
    for (let i = 0; i < 20; i++) {
      const fresh = createNonce()
      expect(decode(fillTemplate(template, fresh))).toBe(page(fresh))
      expect(gunzipSync(gzipTemplate(template, fresh)).toString()).toBe(page(fresh))
    }
  })

  it('handles a nonce at the very start and end, and adjacent nonces', () => {
    const stored = createNonce()
    const fresh = createNonce()
    const body = `${stored}${stored}middle${stored}`
    const template = templateOf(body, stored)
    expect(gunzipSync(gzipTemplate(template, fresh)).toString()).toBe(`${fresh}${fresh}middle${fresh}`)
  })

  it('is null for a page without the nonce (nothing to replace)', () => {
    expect(createNonceTemplate(encode('<p>ingen nonce</p>'), createNonce())).toBeNull()
  })

  it('refuses a replacement of another length (it would shift every piece)', () => {
    const stored = createNonce()
    const template = templateOf(page(stored), stored)
    expect(() => fillTemplate(template, 'kort')).toThrow(RangeError)
  })

  it('compresses about as well as compressing the whole page', () => {
    const stored = createNonce()
    const body = page(stored)
    const spliced = gzipTemplate(templateOf(body, stored), createNonce())
    expect(spliced.byteLength).toBeLessThan(encode(body).byteLength / 10)
  })
})

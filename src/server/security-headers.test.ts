import { describe, expect, it } from 'vitest'
import {
  applySecurityHeaders,
  createNonce,
  hashedPageContentSecurityPolicy,
  pageContentSecurityPolicy,
  resourceContentSecurityPolicy,
  type CspSources,
} from './security-headers.ts'

const local: CspSources = {
  siteUrl: 'http://127.0.0.1:3000',
  productApiOrigin: 'http://127.0.0.1:4010',
  mediaOrigins: [],
  contentAssetHost: 'a.storyblok.com',
  gtmId: '',
  bookingWidgetUrl: '',
  mapStyleUrl: '',
  sentryDsn: '',
}

/** The policy as directive → sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  )
}

describe('pageContentSecurityPolicy', () => {
  it('allows scripts only with the response’s nonce (and what they load), nothing inline or evaluated', () => {
    const csp = parse(pageContentSecurityPolicy(local, { nonce: 'abc123', preview: false }))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"])
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-abc123'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'")
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it('carries each call’s own nonce when the same sources are asked again (the policy is stored per sources and preview)', () => {
    const first = parse(pageContentSecurityPolicy(local, { nonce: 'first', preview: false }))
    const second = parse(pageContentSecurityPolicy(local, { nonce: 'second', preview: false }))
    const preview = parse(pageContentSecurityPolicy(local, { nonce: 'third', preview: true }))
    const again = parse(pageContentSecurityPolicy(local, { nonce: 'fourth', preview: false }))
    expect(first.get('script-src')).toEqual(["'self'", "'nonce-first'", "'strict-dynamic'"])
    expect(second.get('script-src')).toEqual(["'self'", "'nonce-second'", "'strict-dynamic'"])
    expect(second.get('style-src')).toEqual(["'self'", "'nonce-second'"])
    expect(preview.get('script-src')).toEqual(["'self'", "'nonce-third'", "'strict-dynamic'"])
    expect(preview.get('frame-ancestors')).not.toEqual(["'self'"])
    expect(again.get('frame-ancestors')).toEqual(["'self'"])
    expect(again.get('style-src')).toEqual(["'self'", "'nonce-fourth'"])
  })

  it('allows a shared page’s inline scripts and styles by their hashes instead of a nonce, with the rest of the page policy', () => {
    const scriptHashes = ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", "'sha256-FaFkoXjhIeCM3lyKXkAbhu1z9AUQTBId0sahMexEGEs='"]
    const withStyle = parse(hashedPageContentSecurityPolicy(local, { scriptHashes, styleHashes: ["'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"] }))
    expect(withStyle.get('script-src')).toEqual(["'self'", ...scriptHashes, "'strict-dynamic'"])
    expect(withStyle.get('style-src')).toEqual(["'self'", "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"])
    const nonceless = hashedPageContentSecurityPolicy(
      { ...local, bookingWidgetUrl: 'https://booking.example/w.js' },
      { scriptHashes: scriptHashes.slice(0, 1), styleHashes: [] },
    )
    expect(nonceless).not.toContain('nonce-')
    const csp = parse(nonceless)
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).toEqual(["'self'", scriptHashes[0], "'strict-dynamic'"])
    expect(csp.get('style-src')).toEqual(["'self'", 'https://booking.example'])
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    // Apart from the two source lists, the same policy as a page with a nonce.
    const others = (policy: Map<string, string[]>) => [...policy].filter(([name]) => name !== 'script-src' && name !== 'style-src')
    expect(others(csp)).toEqual(
      others(parse(pageContentSecurityPolicy({ ...local, bookingWidgetUrl: 'https://booking.example/w.js' }, { nonce: 'n', preview: false }))),
    )
  })

  it('lists the configured hosts where the site needs them', () => {
    const csp = parse(
      pageContentSecurityPolicy(
        {
          ...local,
          siteUrl: 'https://www.bilhusetnord.dk',
          productApiOrigin: 'https://api.example.dk',
          mediaOrigins: ['https://media.example.dk'],
          gtmId: 'GTM-ABC123',
          bookingWidgetUrl: 'https://booking.example.com/widget.js',
          mapStyleUrl: 'https://tiles.example.com/styles/basic/style.json?key=x',
          sentryDsn: 'https://key@o1.ingest.sentry.io/42',
        },
        { nonce: 'n', preview: false },
      ),
    )
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://api.example.dk',
        'https://media.example.dk',
        'https://a.storyblok.com',
        'https://tiles.example.com',
        'https://www.googletagmanager.com',
      ]),
    )
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://tiles.example.com',
        'https://o1.ingest.sentry.io',
        'https://booking.example.com',
        'https://*.google-analytics.com',
      ]),
    )
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://booking.example.com']),
    )
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
  })

  it('adds no third-party host that is not configured', () => {
    const csp = pageContentSecurityPolicy(local, { nonce: 'n', preview: false })
    expect(csp).not.toContain('googletagmanager')
    expect(csp).not.toContain('sentry')
  })

  it('lets only Storyblok’s editor frame a preview, whose bridge needs inline styles', () => {
    const csp = parse(pageContentSecurityPolicy(local, { nonce: 'n', preview: true }))
    expect(csp.get('frame-ancestors')).toEqual(['https://app.storyblok.com'])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"])
  })
})

describe('applySecurityHeaders', () => {
  it('sets nosniff, referrer and permissions policy, COOP, framing, and HSTS for https only', () => {
    const headers = new Headers()
    applySecurityHeaders(headers, { csp: resourceContentSecurityPolicy, https: false })
    expect(headers.get('content-security-policy')).toBe(resourceContentSecurityPolicy)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('permissions-policy')).toContain('geolocation=(self)')
    expect(headers.has('strict-transport-security')).toBe(false)
    const https = new Headers()
    applySecurityHeaders(https, { csp: null, https: true, framedByEditor: true })
    expect(https.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(https.has('content-security-policy')).toBe(false)
    expect(https.has('x-frame-options')).toBe(false)
  })

  it('reports only in development', () => {
    const headers = new Headers()
    applySecurityHeaders(headers, { csp: "default-src 'self'", reportOnly: true, https: false })
    expect(headers.has('content-security-policy')).toBe(false)
    expect(headers.get('content-security-policy-report-only')).toBe("default-src 'self'")
  })
})

describe('createNonce', () => {
  it('is 128 random bits in base64url, new every time (across several refills of its entropy pool)', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})

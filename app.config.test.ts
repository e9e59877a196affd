import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { brands, constants, routeSegments, routeSegmentsFor } from './app.config.ts'
import { ConfigError, localContentSpaceId, parseRuntimeConfig } from './app.config.server.ts'

/** A production configuration: real product API and Storyblok space, real secrets. */
const production = {
  USE_MOCKS: 'false',
  PRODUCT_API_BASE_URL: 'https://api.example.dk/v1/',
  STORYBLOK_API_URL: 'https://api.storyblok.com/v2',
  STORYBLOK_TOKEN: 'abc',
  STORYBLOK_PREVIEW_TOKEN: 'e3b0c44298fc1c14',
  STORYBLOK_WEBHOOK_SECRET: '9c1f0e7d2b4a6c8e41d07a35f2b9c6e1',
  STORYBLOK_SPACE_ID: '90210',
}

describe('parseRuntimeConfig', () => {
  it('runs on embedded defaults: mock API and local content space', () => {
    const c = parseRuntimeConfig({})
    expect(c.useMocks).toBe(true)
    expect(c.productApi.baseUrl).toBe('http://127.0.0.1:4010/api/v1')
    expect(c.content.apiUrl).toBe('http://127.0.0.1:4020/v2')
    expect(c.content.isLocalSpace).toBe(true)
    expect(c.port).toBe(3000)
  })
  it('points at a real product API and Storyblok space without code changes', () => {
    const c = parseRuntimeConfig(production)
    expect(c.useMocks).toBe(false)
    expect(c.productApi.baseUrl).toBe('https://api.example.dk/v1')
    expect(c.content.isLocalSpace).toBe(false)
    expect(c.content.spaceId).toBe('90210')
    expect(c.content.webhookSecret).toBe('9c1f0e7d2b4a6c8e41d07a35f2b9c6e1')
  })
  it('refuses to start in production (USE_MOCKS=false) without real secrets', () => {
    const problems = (env: Record<string, string | undefined>) => {
      try {
        parseRuntimeConfig(env)
        return []
      } catch (e) {
        return (e as ConfigError).variables.sort()
      }
    }
    expect(problems(production)).toEqual([])
    // Missing, empty or blank: no fall-back to the local defaults.
    for (const empty of [undefined, '', '   ']) {
      expect(problems({ ...production, STORYBLOK_WEBHOOK_SECRET: empty })).toEqual(['STORYBLOK_WEBHOOK_SECRET'])
      expect(problems({ ...production, STORYBLOK_PREVIEW_TOKEN: empty })).toEqual(['STORYBLOK_PREVIEW_TOKEN'])
    }
    // The local setup's values are public (they are in this repository).
    expect(problems({ ...production, STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret', STORYBLOK_PREVIEW_TOKEN: 'local-preview-token' })).toEqual([
      'STORYBLOK_PREVIEW_TOKEN',
      'STORYBLOK_WEBHOOK_SECRET',
    ])
    // Issue 31: a guessable webhook secret lets anyone trigger publishes; 32 random characters at least.
    for (const weak of ['x', '9c1f0e7d2b4a6c8e', 'x'.repeat(40), 'ab'.repeat(20), '9c1f0e7d2b4a6c8e41d07a35f2b9c6e']) {
      expect(problems({ ...production, STORYBLOK_WEBHOOK_SECRET: weak }), weak).toEqual(['STORYBLOK_WEBHOOK_SECRET'])
    }
    expect(problems({ ...production, STORYBLOK_WEBHOOK_SECRET: 'Zq4v-8Rt2yWp0sLk7Nd3Hb6Jf1Gc9Xm5' })).toEqual([])
    // A real Storyblok space must be named: its id binds the visual editor's preview signature.
    expect(problems({ ...production, STORYBLOK_SPACE_ID: undefined })).toEqual(['STORYBLOK_SPACE_ID'])
    expect(problems({ ...production, STORYBLOK_SPACE_ID: 'abc' })).toEqual(['STORYBLOK_SPACE_ID'])
  })
  it('keeps the local defaults with the mocks, and the local space’s id', () => {
    const c = parseRuntimeConfig({ STORYBLOK_WEBHOOK_SECRET: '' })
    expect(c.content.webhookSecret).toBe('local-webhook-secret')
    expect(c.content.previewToken).toBe('local-preview-token')
    expect(c.content.spaceId).toBe(localContentSpaceId)
    const space = JSON.parse(readFileSync(new URL('./content-space/space.json', import.meta.url), 'utf8')) as { id: number }
    expect(String(space.id)).toBe(localContentSpaceId)
  })
  it('trusts no proxy unless told how many there are', () => {
    expect(parseRuntimeConfig({}).trustedProxyHops).toBe(0)
    expect(parseRuntimeConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2)
    expect(() => parseRuntimeConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
  it('refuses to start behind a configured proxy (CACHE_PURGE_URLS) without trusted hops (issue 31)', () => {
    // Otherwise every visitor shares the proxy's address, and one visitor's leads block everyone's.
    expect(() => parseRuntimeConfig({ CACHE_PURGE_URLS: 'http://127.0.0.1:7080' })).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(() => parseRuntimeConfig({ CACHE_PURGE_URLS: 'http://127.0.0.1:7080', TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(parseRuntimeConfig({ CACHE_PURGE_URLS: 'http://127.0.0.1:7080', TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1)
    expect(parseRuntimeConfig({ ...production, CACHE_PURGE_URLS: 'http://10.0.0.5:6081', TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2)
  })
  it('reads extra media origins for the Content-Security-Policy', () => {
    expect(parseRuntimeConfig({}).mediaOrigins).toEqual([])
    expect(parseRuntimeConfig({ MEDIA_ORIGINS: 'https://media.example.dk, https://cdn.example.dk/' }).mediaOrigins).toEqual([
      'https://media.example.dk',
      'https://cdn.example.dk',
    ])
    expect(() => parseRuntimeConfig({ MEDIA_ORIGINS: 'https://media.example.dk/billeder' })).toThrow(/MEDIA_ORIGINS/)
    expect(() => parseRuntimeConfig({ MEDIA_ORIGINS: 'javascript:alert(1)' })).toThrow(/MEDIA_ORIGINS/)
  })
  it('names the variable of a bad value', () => {
    expect(() => parseRuntimeConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => parseRuntimeConfig({ USE_MOCKS: 'yes' })).toThrow(ConfigError)
    try {
      parseRuntimeConfig({ USE_MOCKS: 'yes', SENTRY_DSN: 'not a url' })
    } catch (e) {
      expect((e as ConfigError).variables.sort()).toEqual(['SENTRY_DSN', 'USE_MOCKS'])
    }
  })
  it('sends error reports to the mock’s Sentry stand-in in mock mode, unless a DSN is given or "off"', () => {
    expect(parseRuntimeConfig({ MOCK_API_PORT: '4110' }).sentry.dsn).toBe('http://mockpublickey@127.0.0.1:4110/sentry/1')
    expect(parseRuntimeConfig({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' }).sentry.dsn).toBe('https://key@o1.ingest.sentry.io/2')
    expect(parseRuntimeConfig({ SENTRY_DSN: 'off' }).sentry.dsn).toBe('')
    const production = {
      USE_MOCKS: 'false',
      PRODUCT_API_BASE_URL: 'https://api.example.dk',
      STORYBLOK_PREVIEW_TOKEN: 'p',
      STORYBLOK_WEBHOOK_SECRET: 'Zq4v-8Rt2yWp0sLk7Nd3Hb6Jf1Gc9Xm5',
    }
    expect(parseRuntimeConfig(production).sentry.dsn).toBe('')
  })
  it('serves /statecharts by default only with the mocks; STATECHARTS=on|off decides otherwise', () => {
    expect(parseRuntimeConfig({}).statecharts).toBe(true)
    expect(parseRuntimeConfig(production).statecharts).toBe(false)
    expect(parseRuntimeConfig({ ...production, STATECHARTS: 'on' }).statecharts).toBe(true)
    expect(parseRuntimeConfig({ STATECHARTS: 'off' }).statecharts).toBe(false)
    expect(() => parseRuntimeConfig({ STATECHARTS: 'yes' })).toThrow(/STATECHARTS/)
  })
  it('requires a product API URL when mocks are off', () => {
    expect(() => parseRuntimeConfig({ USE_MOCKS: 'false' })).toThrow(/PRODUCT_API_BASE_URL/)
  })
  it('treats an empty variable as unset', () => {
    expect(parseRuntimeConfig({ PORT: '' }).port).toBe(3000)
    expect(parseRuntimeConfig({ FIXED_NOW: '' }).fixedNow).toBeNull()
  })
  it('reads FIXED_NOW (tests only) as an instant with a time zone', () => {
    expect(parseRuntimeConfig({}).fixedNow).toBeNull()
    expect(parseRuntimeConfig({ FIXED_NOW: '2026-11-23T08:00:00+01:00' }).fixedNow?.toISOString()).toBe('2026-11-23T07:00:00.000Z')
    expect(parseRuntimeConfig({ FIXED_NOW: '2026-10-25T01:30:00Z' }).fixedNow?.toISOString()).toBe('2026-10-25T01:30:00.000Z')
    // Without a zone the instant would depend on the server's TZ; not a date at all is refused too.
    for (const bad of ['2026-11-23T08:00:00', '2026-11-23', 'i morgen', '2026-02-30T08:00:00Z']) {
      expect(() => parseRuntimeConfig({ FIXED_NOW: bad }), bad).toThrow(/FIXED_NOW: skal være et tidspunkt i ISO 8601 med tidszone/)
    }
  })
})

describe('route segments and constants', () => {
  it('produces the Danish routes of spec 2.1', () => {
    expect(routeSegments.stock).toBe('lager')
    expect(routeSegments.compare).toBe('sammenligne')
    expect(routeSegments.favorite).toBe('favoritter')
    expect(routeSegments.interest).toBe('kontakt-mig')
    expect(routeSegments.testDrive).toBe('book-proventur')
    expect(routeSegments.locations).toBe('lokationer')
  })
  it('falls back to the default segments for an unknown locale', () => {
    expect(routeSegmentsFor('xx-XX').stock).toBe('stock')
    expect(routeSegmentsFor('xx-XX').testDrive).toBe('test-drive')
  })
  it('carries the spec 9 constants', () => {
    expect(constants.compare).toEqual({ max: 6, min: 2 })
    expect(constants.map.bounds).toEqual({ north: 60.75, south: 42.33, west: -7.57, east: 18.02 })
    expect(constants.map.center).toEqual({ lat: 50.04, lng: 3.725 })
    expect(constants.reloadGuardMs).toBe(10_000)
    expect(constants.contentClient.relatedBatchSize).toBe(50)
  })
  it('has the three brands, with own favicons for renault and dacia', () => {
    expect(brands.map((b) => b.slug)).toEqual(['mercedes-benz', 'renault', 'dacia'])
    for (const slug of constants.brandFavicons) expect(brands.find((b) => b.slug === slug)?.favicon).toContain(slug)
  })
})

import { describe, expect, test } from 'vitest'
import { createHealthEndpoints } from './health.ts'
import { createPurger } from './purge.ts'
import { banRegex, collectSurrogateKeys, surrogateKey, surrogateKeyValue, tagSurrogateKeys } from './surrogate-keys.ts'
import { createShutdown } from './graceful-shutdown.ts'

describe('surrogate keys', () => {
  test('keys are header-safe and the ban regex matches whole keys only', () => {
    expect(surrogateKey('slug', '/udforsk/vinter dæk/')).toBe('slug:udforsk/vinter_d_k')
    const regex = new RegExp(banRegex(['story:12', 'slug:a.b']))
    expect(regex.test('story:12 slug:home')).toBe(true)
    expect(regex.test('story:123 slug:home')).toBe(false)
    expect(regex.test('slug:aXb')).toBe(false)
    expect(regex.test('vehicle:1 slug:a.b')).toBe(true)
    expect(banRegex(['a', 'b'])).not.toContain(' ')
  })

  test('keys tagged while rendering land on that response only', async () => {
    const [a, b] = await Promise.all([
      collectSurrogateKeys(async () => {
        tagSurrogateKeys('story:1')
        await new Promise((r) => setTimeout(r, 5))
        tagSurrogateKeys('vehicle:x')
        return new Response('a')
      }),
      collectSurrogateKeys(async () => {
        tagSurrogateKeys('story:2')
        return new Response('b')
      }),
    ])
    expect(a.headers.get('surrogate-key')).toBe('story:1 vehicle:x')
    expect(b.headers.get('surrogate-key')).toBe('story:2')
  })

  test('a page made from more than fits keeps its header under 4,000 bytes and says many-keys', () => {
    // 500 vehicle keys of 50 characters: 25 kB, more than Node's 16 kB header limit (the sitemap's case).
    const keys = Array.from({ length: 500 }, (_, i) => `vehicle:${String(i).padStart(6, '0')}-1-toyota-yaris-1-5-hybrid-active`)
    const value = surrogateKeyValue(keys)
    expect(value.length).toBeLessThanOrEqual(4_000)
    expect(value.split(' ').at(-1)).toBe('many-keys')
    expect(value.split(' ')[0]).toBe(keys[0])
    expect(new RegExp(banRegex(['many-keys'])).test(value)).toBe(true)
    // Few keys: all of them, no many-keys.
    expect(surrogateKeyValue(['story:1', 'vehicle:a'])).toBe('story:1 vehicle:a')
  })
})

describe('purger', () => {
  test('sends one BAN per proxy and reports a dead one without throwing', async () => {
    const calls: string[] = []
    const purger = createPurger({
      proxies: ['http://p1', 'http://p2'],
      log: () => {},
      fetch: (async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url} ${new Headers(init.headers).get('x-ban-regex')}`)
        if (url.startsWith('http://p2')) throw new Error('refused')
        return new Response('ok')
      }) as typeof fetch,
    })
    const results = await purger.ban(['story:1'])
    expect(calls).toEqual(['BAN http://p1/ (^|\\s)(story:1)(\\s|$)', 'BAN http://p2/ (^|\\s)(story:1)(\\s|$)'])
    expect(results.map((r) => r.ok)).toEqual([true, false])
  })
})

describe('health endpoints', () => {
  test('/readyz stays 200 ("degraded") when a check times out — the instance can still serve (issue 31) — and is 503 while draining', async () => {
    let draining = false
    const health = createHealthEndpoints({
      timeoutMs: 50,
      reuseMs: 0,
      draining: () => draining,
      checks: [
        { name: 'ok', run: async () => 1 },
        { name: 'slow', run: () => new Promise((r) => setTimeout(r, 1_000)) },
      ],
    })
    expect((await health(new Request('http://x/healthz')))?.status).toBe(200)
    const ready = await health(new Request('http://x/readyz'))
    expect(ready?.status).toBe(200)
    const body = (await ready?.json()) as { status: string; checks: Record<string, { ok: boolean }> }
    expect(body.status).toBe('degraded')
    expect(body.checks.ok?.ok).toBe(true)
    expect(body.checks.slow?.ok).toBe(false)
    draining = true
    expect((await health(new Request('http://x/readyz')))?.status).toBe(503)
    expect(health(new Request('http://x/lager'))).toBeNull()
  })
})

describe('shutdown', () => {
  test('waits for requests in flight, then exits; never longer than the drain time', async () => {
    let inFlight = 1
    const exits: number[] = []
    const shutdown = createShutdown({ drainMs: 10_000, inFlight: () => inFlight, exit: (c) => exits.push(c), log: () => {} })
    const done = shutdown.begin()
    expect(shutdown.draining()).toBe(true)
    await new Promise((r) => setTimeout(r, 60))
    expect(exits).toEqual([])
    inFlight = 0
    await done
    expect(exits).toEqual([0])

    const stuck = createShutdown({ drainMs: 100, inFlight: () => 1, exit: (c) => exits.push(c), log: () => {} })
    const started = performance.now()
    await stuck.begin()
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

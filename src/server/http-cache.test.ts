import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { NodeHttp1Handler } from 'srvx'
import { toNodeHandler } from 'srvx/node'
import { describe, expect, it } from 'vitest'
import { createHttpCache } from './http-cache.ts'
import { createNonce } from './security-headers.ts'

const page = '<!doctype html><html><body>' + '<p>Lager</p>'.repeat(200) + '</body></html>'

function renderer(body = page, init: ResponseInit = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }) {
  const calls: string[] = []
  const render = async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
    await new Promise((r) => setTimeout(r, 2))
    return new Response(body, { ...init, headers: new Headers(init.headers) })
  }
  return { render, calls }
}

function clock() {
  // Not 0: lru-cache reads a start time of 0 as "no lifetime".
  let t = 1_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers })

describe('createHttpCache', () => {
  it('sets Cache-Control by kind of page and a weak ETag, and answers a matching If-None-Match with 304', async () => {
    const { render } = renderer()
    const serve = createHttpCache(render, { pageTtlMs: 0 })
    const first = await serve(get('/lager'))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=300')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    expect(await first.text()).toBe(page)
    const again = await serve(get('/lager', { 'if-none-match': etag ?? '' }))
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await serve(get('/lager/sammenligne'))).headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives a page no cache may store no ETag, and answers it in full whatever If-None-Match says', async () => {
    const serve = createHttpCache(renderer().render, { pageTtlMs: 30_000 })
    // /lager/sammenligne is a private page (cache-policy.ts): private, no-store.
    const first = await serve(get('/lager/sammenligne'))
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.headers.get('etag')).toBeNull()
    expect(await first.text()).toBe(page)
    const again = await serve(get('/lager/sammenligne', { 'if-none-match': '*' }))
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(page)
  })

  it('compresses HTML with the encoding the client prefers', async () => {
    const serve = createHttpCache(renderer().render, { pageTtlMs: 0 })
    const response = await serve(get('/', { 'accept-encoding': 'gzip, br' }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
    expect(brotliDecompressSync(body).toString()).toBe(page)
  })

  it('serves public pages from memory, shares one render between concurrent misses and keys by the cache version', async () => {
    const { render, calls } = renderer()
    let cv = 1
    const serve = createHttpCache(render, { pageTtlMs: 30_000, cacheVersion: async () => cv })
    const [a, b] = await Promise.all([serve(get('/lager')), serve(get('/lager'))])
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')].sort()).toEqual(['HIT', 'MISS'])
    expect(await b.text()).toBe(page)
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('HIT')
    expect(calls).toEqual(['GET /lager'])
    cv = 2
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('MISS')
    expect(calls).toHaveLength(2)
  })

  it('serves a stale page once its lifetime is over and refreshes it in the background', async () => {
    const { render, calls } = renderer()
    const c = clock()
    const serve = createHttpCache(render, { pageTtlMs: 10_000, now: c.now })
    await serve(get('/lager'))
    c.advance(11_000)
    const stale = await serve(get('/lager'))
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(stale.headers.get('age')).toBe('11')
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toHaveLength(2)
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('HIT')
  })

  it('renders again once the stale window is over too', async () => {
    // /lager: s-maxage=60, stale-while-revalidate=300 (cache-policy); the page cache's own lifetime 10 s.
    const { render, calls } = renderer()
    const c = clock()
    const serve = createHttpCache(render, { pageTtlMs: 10_000, now: c.now })
    await serve(get('/lager'))
    c.advance(10_000 + 299_000)
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('STALE')
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toHaveLength(2)
    c.advance(10_000 + 301_000)
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('MISS')
    expect(calls).toHaveLength(3)
  })

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const { render, calls } = renderer()
    const serve = createHttpCache(render, { pageTtlMs: 30_000, maxEntries: 2 })
    const xCache = async (path: string) => (await serve(get(path))).headers.get('x-cache')
    expect([await xCache('/lager?page=1'), await xCache('/lager?page=2'), await xCache('/lager?page=1')]).toEqual(['MISS', 'MISS', 'HIT'])
    expect(await xCache('/lager?page=3')).toBe('MISS')
    expect([await xCache('/lager?page=1'), await xCache('/lager?page=2')]).toEqual(['HIT', 'MISS'])
    expect(calls).toHaveLength(4)
  })

  it('does not store a page larger than maxBytes', async () => {
    const { render, calls } = renderer()
    const serve = createHttpCache(render, { pageTtlMs: 30_000, maxBytes: page.length })
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('BYPASS')
    expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('BYPASS')
    expect(calls).toHaveLength(2)
  })

  it('never stores private pages, previews, errors or responses that set cookies', async () => {
    const cases: [string, ReturnType<typeof renderer>][] = [
      ['/lager/sammenligne', renderer()],
      ['/om-os?_storyblok=1', renderer()],
      ['/lager', renderer(page, { status: 500, headers: { 'content-type': 'text/html' } })],
      ['/lager', renderer(page, { status: 200, headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } })],
    ]
    for (const [path, { render, calls }] of cases) {
      const serve = createHttpCache(render, { pageTtlMs: 30_000 })
      await (await serve(get(path))).arrayBuffer()
      await (await serve(get(path))).arrayBuffer()
      expect(calls, path).toHaveLength(2)
    }
  })

  it('passes other requests through, compressing JSON', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) })
    const { render, calls } = renderer(json, { status: 200, headers: { 'content-type': 'application/json' } })
    const serve = createHttpCache(render, { pageTtlMs: 30_000 })
    const response = await serve(new Request('http://site.test/_serverFn/x', { method: 'POST', body: '{}', headers: { 'accept-encoding': 'br' } }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(new Uint8Array(await response.arrayBuffer())).toString()).toBe(json)
    expect(calls).toEqual(['POST /_serverFn/x'])
  })

  /** A page as the renderer makes it: the request's nonce in the meta tag and on its script. */
  const withNonce = (nonce: string | undefined, text = 'Lager') =>
    `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body>${`<p>${text}</p>`.repeat(300)}<script nonce="${nonce}">x</script></body></html>`
  const withoutNonce = `<!doctype html><html><head></head><body>${'<p>Lager</p>'.repeat(300)}<script>x</script></body></html>`
  // printf 'x' | openssl dgst -sha256 -binary | base64
  const hashOfX = "'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='"
  const hashedPolicy = (hashes: { scriptHashes: readonly string[] }) => `script-src ${hashes.scriptHashes.join(' ')} 'strict-dynamic'`

  it('sends a public page without its nonce and with the policy of its hashes, and answers it from memory as stored (gzip, brotli, plain)', async () => {
    const calls: string[] = []
    const render = async (request: Request, nonce?: string) => {
      calls.push(new URL(request.url).pathname)
      return new Response(withNonce(nonce), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const serve = createHttpCache(render, { pageTtlMs: 30_000, createNonce, hashedPolicy })
    const miss = await serve(get('/lager', { 'accept-encoding': 'br, gzip' }), createNonce())
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expect(miss.headers.get('content-security-policy')).toBe(`script-src ${hashOfX} 'strict-dynamic'`)
    expect(brotliDecompressSync(new Uint8Array(await miss.arrayBuffer())).toString()).toBe(withoutNonce)

    const gzipHit = await serve(get('/lager', { 'accept-encoding': 'gzip' }), createNonce())
    expect(gzipHit.headers.get('x-cache')).toBe('HIT')
    expect(gzipHit.headers.get('content-encoding')).toBe('gzip')
    expect(gzipHit.headers.get('content-security-policy')).toBe(`script-src ${hashOfX} 'strict-dynamic'`)
    const gzipBody = new Uint8Array(await gzipHit.arrayBuffer())
    expect(Number(gzipHit.headers.get('content-length'))).toBe(gzipBody.byteLength)
    expect(gunzipSync(gzipBody).toString()).toBe(withoutNonce)

    const brHit = await serve(get('/lager', { 'accept-encoding': 'br' }), createNonce())
    expect(brotliDecompressSync(new Uint8Array(await brHit.arrayBuffer())).toString()).toBe(withoutNonce)
    const plainHit = await serve(get('/lager'), createNonce())
    expect(plainHit.headers.has('content-encoding')).toBe(false)
    expect(await plainHit.text()).toBe(withoutNonce)
    // A 304 carries no policy: the browser keeps the one it stored with the page.
    const revalidated = await serve(get('/lager', { 'if-none-match': plainHit.headers.get('etag') ?? '' }), createNonce())
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.has('content-security-policy')).toBe(false)
    expect(calls).toEqual(['/lager'])
  })

  it('keeps the nonce of a page no cache may store, and sets no policy of its own on it', async () => {
    const serve = createHttpCache(async (_r, nonce) => new Response(withNonce(nonce), { status: 200, headers: { 'content-type': 'text/html' } }), {
      pageTtlMs: 30_000,
      hashedPolicy,
    })
    const nonce = createNonce()
    const answer = await serve(get('/directcontact'), nonce)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.has('content-security-policy')).toBe(false)
    expect(await answer.text()).toBe(withNonce(nonce))
  })

  it('sends a public page it cannot hash as private, no-store with its nonce, never stored, and reports it', async () => {
    const unhashable = (nonce?: string) => withNonce(nonce).replace('</body>', `<script src="https://widget.example/w.js" nonce="${nonce}"></script></body>`)
    const reported: string[] = []
    const { render, calls } = renderer()
    const serve = createHttpCache(
      async (request, nonce) => {
        await render(request)
        return new Response(unhashable(nonce), { status: 200, headers: { 'content-type': 'text/html' } })
      },
      { pageTtlMs: 30_000, hashedPolicy, onUnhashablePage: (url) => reported.push(url.pathname) },
    )
    const nonce = createNonce()
    const answer = await serve(get('/lager'), nonce)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.has('content-security-policy')).toBe(false)
    expect(await answer.text()).toBe(unhashable(nonce))
    await serve(get('/lager'), createNonce())
    expect(calls).toEqual(['GET /lager', 'GET /lager'])
    expect(reported).toEqual(['/lager', '/lager'])
  })

  it('gives every render of a public page the same tag, so a cache in front (page cache off, as behind Varnish) revalidates with 304', async () => {
    const render = async (_request: Request, nonce?: string) =>
      new Response(withNonce(nonce), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    const serve = createHttpCache(render, { pageTtlMs: 0, hashedPolicy })
    const first = await serve(get('/lager'), createNonce())
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    const second = await serve(get('/lager'), createNonce())
    expect(second.headers.get('etag')).toBe(etag)
    expect((await serve(get('/lager', { 'if-none-match': etag }), createNonce())).status).toBe(304)
    // Another page is another tag.
    const other = createHttpCache(async (_r, n) => new Response(withNonce(n, 'Biler'), { status: 200, headers: { 'content-type': 'text/html' } }), {
      pageTtlMs: 0,
      hashedPolicy,
    })
    expect((await other(get('/lager'), createNonce())).headers.get('etag')).not.toBe(etag)
  })

  it('never stores what was rendered during an outage, and keeps serving the last good page stale', async () => {
    const c = clock()
    let outage = false
    const degraded = new WeakSet<Response>()
    const render = async () => {
      const response = new Response(outage ? '<p>Uden lagerdata</p>' : page, { status: 200, headers: { 'content-type': 'text/html' } })
      if (outage) degraded.add(response)
      return response
    }
    const serve = createHttpCache(render, { pageTtlMs: 10_000, now: c.now, isDegraded: (r) => degraded.has(r) })
    await serve(get('/lager'))
    outage = true
    c.advance(20_000)
    // Stale: served at once while the refresh (made during the outage) is thrown away.
    const stale = await serve(get('/lager'))
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(await stale.text()).toBe(page)
    await new Promise((r) => setTimeout(r, 20))
    expect(await (await serve(get('/lager'))).text()).toBe(page)
    // A page never stored before: passed on, but no cache may keep it.
    const fresh = await serve(get('/lager?page=2'))
    expect(fresh.headers.get('x-cache')).toBe('BYPASS')
    expect(fresh.headers.get('cache-control')).toBe('no-store')
    expect((await serve(get('/lager?page=2'))).headers.get('x-cache')).toBe('BYPASS')
  })

  describe('answerStored (the fast lane)', () => {
    const security = (headers: Headers) => {
      headers.set('x-frame-options', 'SAMEORIGIN')
      headers.set('x-content-type-options', 'nosniff')
    }
    const ids = (): [string, string][] => [['x-request-id', 'v1']]
    const setUp = (overrides: { cv?: () => number | undefined } = {}) => {
      const { render, calls } = renderer()
      const t = clock()
      let cv = 1
      const serve = createHttpCache(render, {
        pageTtlMs: 30_000,
        now: t.now,
        cacheVersion: async () => cv,
        freshCacheVersion: overrides.cv ?? (() => cv),
        storedAnswerHeaders: security,
      })
      return { serve, calls, t, publish: () => cv++ }
    }
    const url = (path: string) => new URL(`http://site.test${path}`)
    /** The long way's answer with what the server adds after the cache (here `security`), less the age and ids. */
    const longWay = async (serve: ReturnType<typeof createHttpCache>, request: Request) => {
      const response = await serve(request)
      security(response.headers)
      return response
    }
    const headerSet = (response: Response, leaveOut: string[] = []) =>
      [...response.headers].filter(([name]) => !leaveOut.includes(name)).sort(([a], [b]) => a.localeCompare(b))

    it('answers a fresh stored page as the long way does, in each encoding once its copy exists', async () => {
      const { serve, t } = setUp()
      await serve(get('/lager'))
      t.advance(2_500)
      for (const acceptEncoding of [undefined, 'gzip', 'gzip, deflate, br, zstd']) {
        const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
        const long = await longWay(serve, get('/lager', headers))
        const fast = serve.answerStored(get('/lager', headers), url('/lager'), ids)
        expect(fast, acceptEncoding).toBeDefined()
        expect(headerSet(fast as Response, ['x-request-id'])).toEqual(headerSet(long))
        expect(fast?.headers.get('x-cache')).toBe('HIT')
        expect(fast?.headers.get('age')).toBe('2')
        expect(fast?.headers.get('x-request-id')).toBe('v1')
        expect(fast?.headers.get('x-frame-options')).toBe('SAMEORIGIN')
        const bytes = Buffer.from(await (fast as Response).arrayBuffer())
        expect(bytes.equals(Buffer.from(await long.arrayBuffer()))).toBe(true)
        const text =
          acceptEncoding === undefined ? bytes.toString() : acceptEncoding === 'gzip' ? gunzipSync(bytes).toString() : brotliDecompressSync(bytes).toString()
        expect(text).toBe(page)
      }
    })

    it('leaves to the long way what it cannot answer at once', async () => {
      const { serve, t, publish } = setUp()
      // Nothing stored yet.
      expect(serve.answerStored(get('/lager'), url('/lager'), ids)).toBeUndefined()
      await serve(get('/lager'))
      expect(serve.answerStored(get('/lager'), url('/lager'), ids)).toBeDefined()
      // A compressed copy not made yet: the long way makes it.
      expect(serve.answerStored(get('/lager', { 'accept-encoding': 'br' }), url('/lager'), ids)).toBeUndefined()
      // Another method, credentials, a preview, another query.
      expect(serve.answerStored(new Request('http://site.test/lager', { method: 'HEAD' }), url('/lager'), ids)).toBeUndefined()
      expect(serve.answerStored(get('/lager', { authorization: 'Basic eDp5' }), url('/lager'), ids)).toBeUndefined()
      expect(serve.answerStored(get('/lager?_storyblok=1'), url('/lager?_storyblok=1'), ids)).toBeUndefined()
      expect(serve.answerStored(get('/lager?side=2'), url('/lager?side=2'), ids)).toBeUndefined()
      // A publish: the stored page belongs to the old version.
      publish()
      expect(serve.answerStored(get('/lager'), url('/lager'), ids)).toBeUndefined()
      await serve(get('/lager'))
      expect(serve.answerStored(get('/lager'), url('/lager'), ids)).toBeDefined()
      // Stale: the long way serves it and refreshes it in the background.
      t.advance(30_001)
      expect(serve.answerStored(get('/lager'), url('/lager'), ids)).toBeUndefined()
      expect((await serve(get('/lager'))).headers.get('x-cache')).toBe('STALE')
    })

    it('answers a revalidation whose tag matches with the 304 the long way sends, and one that does not with the page', async () => {
      const { serve } = setUp()
      const stored = await serve(get('/lager'))
      const etag = stored.headers.get('etag') ?? ''
      expect(etag).toMatch(/^W\//)
      const statuses: number[] = []
      const extra = (status: number): [string, string][] => {
        statuses.push(status)
        return [['x-request-id', 'v1']]
      }
      for (const ifNoneMatch of [etag, `W/"andet", ${etag}`, '*']) {
        const long = await longWay(serve, get('/lager', { 'if-none-match': ifNoneMatch }))
        expect(long.status, ifNoneMatch).toBe(304)
        const fast = serve.answerStored(get('/lager', { 'if-none-match': ifNoneMatch }), url('/lager'), extra)
        expect(fast?.status, ifNoneMatch).toBe(304)
        expect(headerSet(fast as Response, ['x-request-id'])).toEqual(headerSet(long))
        expect(fast?.headers.get('content-security-policy')).toBeNull()
        expect(fast?.headers.get('content-type')).toBeNull()
        expect(await (fast as Response).text()).toBe('')
      }
      expect(statuses).toEqual([304, 304, 304])
      const changed = serve.answerStored(get('/lager', { 'if-none-match': 'W/"en-anden-side"' }), url('/lager'), extra)
      expect(changed?.status).toBe(200)
      expect(await changed?.text()).toBe(page)
      expect(statuses).toEqual([304, 304, 304, 200])
    })

    it('answers nothing while the cache version is not known without asking, or with the page cache off', async () => {
      const unknown = setUp({ cv: () => undefined })
      await unknown.serve(get('/lager'))
      expect((await unknown.serve(get('/lager'))).headers.get('x-cache')).toBe('HIT')
      expect(unknown.serve.answerStored(get('/lager'), url('/lager'), ids)).toBeUndefined()
      const off = createHttpCache(renderer().render, { pageTtlMs: 0, freshCacheVersion: () => 1 })
      await off(get('/lager'))
      expect(off.answerStored(get('/lager'), url('/lager'), ids)).toBeUndefined()
    })
  })

  it('answers with ordinary Responses to anyone reading them', async () => {
    const serve = createHttpCache(renderer('hej', { status: 200, headers: { 'content-type': 'text/plain' } }).render, { pageTtlMs: 0 })
    const response = await serve(get('/', { 'accept-encoding': 'gzip' }))
    expect(response).toBeInstanceOf(Response)
    expect(await response.text()).toBe('hej')
  })

  it("hands Node's adapter (srvx, as in production) the status, bytes and headers as they are", async () => {
    const headers = new Headers({ 'content-type': 'text/plain' })
    headers.append('set-cookie', 'a=1')
    headers.append('set-cookie', 'b=2')
    const answers: Record<string, Response> = {
      '/svar': new Response('hej', { status: 201, headers }),
      '/lager': new Response(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
    }
    const serve = createHttpCache(async (request) => answers[new URL(request.url).pathname]?.clone() ?? new Response(null, { status: 404 }), {
      pageTtlMs: 30_000,
    })
    const server = createServer(toNodeHandler((request) => serve(request)) as NodeHttp1Handler)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const plain = await fetch(`${origin}/svar`, { headers: { 'accept-encoding': 'gzip' } })
      expect(plain.status).toBe(201)
      expect(plain.headers.get('content-type')).toBe('text/plain')
      expect(plain.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
      expect(plain.headers.get('content-length')).toBe('3')
      expect(await plain.text()).toBe('hej')
      await (await fetch(`${origin}/lager`, { headers: { 'accept-encoding': 'identity' } })).text()
      const hit = await fetch(`${origin}/lager`, { headers: { 'accept-encoding': 'identity' } })
      expect(hit.headers.get('x-cache')).toBe('HIT')
      expect(hit.headers.get('etag')).toMatch(/^W\//)
      expect(hit.headers.get('content-length')).toBe(String(new TextEncoder().encode(page).byteLength))
      expect(await hit.text()).toBe(page)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

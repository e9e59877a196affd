/**
 * The HTTP layer around the renderer (ADR 0009): Cache-Control per kind of
 * page, a weak ETag with 304 for HTML, brotli/gzip for HTML and JSON, and an
 * in-process page cache for public HTML.
 *
 * The page cache is a shared cache inside the server: it stores 200 HTML
 * answers to GET requests whose Cache-Control is public with s-maxage, for at
 * most `pageTtlMs` (and the page's s-maxage), then serves them stale for the
 * page's stale-while-revalidate window while one background render refreshes
 * them. The key is the path and query plus the content cache version, so a
 * Storyblok publish (webhook → new cv) retires every page at once. Previews,
 * requests with credentials and responses that set cookies are never stored.
 * Concurrent misses of one page share a single render. Memory is bounded by
 * entries and bytes (least recently used go first; the `lru-cache` package
 * holds the pages, each for its fresh time plus its stale window).
 *
 * Outages (ADR 0016): a render made while a back end could not be reached
 * (`isDegraded`) is never stored, so the last good page stays and is served
 * stale within its window while the refresh keeps failing; a degraded page
 * without a stored copy goes out with `no-store`.
 *
 * Content-Security-Policy (ADR 0016): each request brings its own nonce and
 * the renderer puts it in the page. A page a shared cache may keep (public,
 * with s-maxage) leaves here without it, with a policy of its inline scripts'
 * hashes instead (hashed-page.ts, `hashedPolicy`), so the page cache and
 * Varnish store body and policy together and answer them as they are; a page
 * that cannot be made so goes out `private, no-store` with its nonce.
 */
import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { benchFloorPath, forbidsStoring, htmlCacheControl, isPreviewRequest, sharedFreshness, type SharedFreshness } from './cache-policy.ts'
import { addVary, compress, etagMatches, isCompressible, minCompressBytes, negotiateEncoding, weakEtag, type Encoding } from './http-encoding.ts'
import { toHashedPage, type HashedPage } from './hashed-page.ts'

/** Renders a page; `nonce` (when given) is the CSP nonce the render must put on its scripts and styles. */
export type Renderer = (request: Request, nonce?: string) => Promise<Response>

export interface HttpCacheOptions {
  /** Longest time a page is served from memory before it is rendered again; 0 turns the page cache off. */
  pageTtlMs: number
  /** Default 500 pages. */
  maxEntries?: number
  /** Default 64 MiB (bodies plus their compressed copies, estimated). */
  maxBytes?: number
  /** The content cache version, part of every key; a failure bypasses the page cache for that request. */
  cacheVersion?: () => Promise<number | string>
  /**
   * The same version when it is known without asking (the content API's `freshCacheVersion`), for
   * `answerStored`; undefined sends that request the long way. Absent: `answerStored` answers nothing.
   */
  freshCacheVersion?: () => number | string | undefined
  /**
   * What the server adds to a stored page's answer after this layer (the security headers), applied once
   * per page and encoding to the headers `answerStored` sends, so they are the long way's.
   */
  storedAnswerHeaders?: (headers: Headers) => void
  now?: () => number
  /** Reports failed background refreshes. Default console.error. */
  onRefreshError?: (error: unknown) => void
  /** True for an answer rendered while a back end was unavailable: never stored, and a stored copy is preferred. */
  isDegraded?: (response: Response) => boolean
  /** A fresh nonce for background refreshes (default: none). */
  createNonce?: () => string
  /**
   * The policy of a page a shared cache may keep, from its hashes (hashed-page.ts). Absent: such pages
   * keep their nonce (development, where the policy only reports).
   */
  hashedPolicy?: (hashes: Pick<HashedPage, 'scriptHashes' | 'styleHashes'>) => string
  /** Reports a shareable page that could not be made fit for a hash-based policy. Default console.error. */
  onUnhashablePage?: (url: URL) => void
}

interface PageEntry {
  /** Clock time it was rendered (options.now). */
  storedAt: number
  /** Served as HIT until then, as STALE after it (and until lru-cache drops the entry). */
  freshUntil: number
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** Null for a page no cache may keep (`no-store`): nobody can ever send it back in If-None-Match. */
  etag: string | null
  /** Compressed copies, made on first demand. */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>
  /** The compressed copies made so far, for `answerStored`, which cannot wait for one. */
  ready: Map<Encoding, Uint8Array<ArrayBuffer>>
  /** `answerStored`'s headers of a fresh hit, per encoding ('identity' uncompressed) and for a 304, made on first use. */
  storedHeaders: Map<StoredAnswer, [string, string][]>
}

type Outcome = 'HIT' | 'STALE' | 'MISS' | 'BYPASS'
/** What `answerStored` sends: the page in an encoding ('identity': as it is), or 304 Not Modified. */
type StoredAnswer = Encoding | 'identity' | 'not-modified'

function isHtml(contentType: string | null): boolean {
  return contentType?.toLowerCase().startsWith('text/html') ?? false
}

/** Sets the page's Cache-Control (and noindex for the floor) on an HTML response. */
function applyPolicy(url: URL, response: Response): void {
  if (!isHtml(response.headers.get('content-type'))) return
  const cacheControl = htmlCacheControl(url, response.status, response.headers.get('cache-control'))
  if (cacheControl) response.headers.set('cache-control', cacheControl)
  if (url.pathname === benchFloorPath) response.headers.set('x-robots-tag', 'noindex')
}

async function toEntry(response: Response, storedAt: number): Promise<PageEntry> {
  const body = new Uint8Array(await response.arrayBuffer())
  const headers: [string, string][] = []
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding') headers.push([name, value])
  }
  // A page no cache may store (private pages, the bench's floor) gets no tag: no browser or proxy keeps
  // it to revalidate, so hashing it would be work for nothing on every request (issue 34). A page a cache
  // may keep carries no nonce (hashed-page.ts): the same page is the same bytes.
  const etag = forbidsStoring(response.headers.get('cache-control')) ? null : weakEtag(body)
  if (etag !== null) headers.push(['etag', etag])
  return { storedAt, freshUntil: storedAt, status: response.status, headers, body, etag, encoded: new Map(), ready: new Map(), storedHeaders: new Map() }
}

function entryFreshness(entry: PageEntry): SharedFreshness | null {
  if (entry.headers.some(([name]) => name === 'set-cookie')) return null
  return sharedFreshness(entry.headers.find(([name]) => name === 'cache-control')?.[1] ?? null)
}

/**
 * A stored page's answer. Bytes held in memory go out as srvx's `FastResponse`, which Nitro's Node
 * adapter (srvx) writes to the socket as they are, in one write, where an ordinary Response's body
 * would be copied twice through web streams (ADR 0009, 0029).
 */
async function respondWithEntry(request: Request, entry: PageEntry, outcome: Outcome, ageMs: number): Promise<Response> {
  const withAge = (headers: Headers) => {
    if (outcome === 'HIT' || outcome === 'STALE') headers.set('age', ageSeconds(ageMs))
    return headers
  }
  if (entry.etag !== null && etagMatches(request.headers.get('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers: withAge(entryAnswerHeaders(entry, outcome, 'not-modified')) })
  }
  let body = entry.body
  const encoding = isCompressibleEntry(entry) ? negotiateEncoding(request.headers.get('accept-encoding')) : null
  if (encoding) {
    let encoded = entry.encoded.get(encoding)
    if (!encoded) {
      encoded = compress(entry.body, encoding)
      entry.encoded.set(encoding, encoded)
      encoded.then(
        (bytes) => entry.ready.set(encoding, bytes),
        () => entry.encoded.delete(encoding),
      )
    }
    body = await encoded
  }
  const headers = withAge(entryAnswerHeaders(entry, outcome, encoding ?? 'identity', body.byteLength))
  return new FastResponse(request.method === 'HEAD' ? null : body, { status: entry.status, headers })
}

const ageSeconds = (ageMs: number) => String(Math.floor(ageMs / 1000))
/** A page's key in the page cache: the content cache version, the path and the query. */
const pageKey = (version: number | string, url: URL) => `${version}|${url.pathname}${url.search}`
const isCompressibleEntry = (entry: PageEntry) => entry.body.byteLength >= minCompressBytes

/**
 * The headers of a stored page's answer, less the age: the page in an encoding (`bodyLength` bytes), or a
 * 304, which carries no content type and no policy (the browser keeps the one it stored with the page).
 */
function entryAnswerHeaders(entry: PageEntry, outcome: Outcome, answer: StoredAnswer, bodyLength = 0): Headers {
  const headers = new Headers(entry.headers)
  headers.set('x-cache', outcome)
  if (isCompressibleEntry(entry)) addVary(headers, 'Accept-Encoding')
  if (answer === 'not-modified') {
    headers.delete('content-type')
    headers.delete('content-security-policy')
  } else {
    if (answer !== 'identity') headers.set('content-encoding', answer)
    headers.set('content-length', String(bodyLength))
  }
  return headers
}

/**
 * `answerStored`'s headers of a fresh hit: `entryAnswerHeaders` with what the server then adds (`finish`),
 * made once per page and answer. `body` is the answer's bytes (none for a 304).
 */
function storedHitHeaders(entry: PageEntry, answer: StoredAnswer, body: Uint8Array | null, finish: (headers: Headers) => void): [string, string][] {
  let list = entry.storedHeaders.get(answer)
  if (!list) {
    const headers = entryAnswerHeaders(entry, 'HIT', answer, body?.byteLength)
    finish(headers)
    list = [...headers]
    entry.storedHeaders.set(answer, list)
  }
  return list
}

/** Compresses a whole non-page answer (error pages, JSON of server functions) when worthwhile. */
async function compressWhole(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || !isCompressible(response.headers.get('content-type'))) return response
  if (response.status === 204 || response.status === 304 || request.method === 'HEAD') return response
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return response
  const body = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  addVary(headers, 'Accept-Encoding')
  if (body.byteLength < minCompressBytes) {
    headers.set('content-length', String(body.byteLength))
    return new FastResponse(body, { status: response.status, statusText: response.statusText, headers })
  }
  const encoded = await compress(body, encoding)
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(encoded.byteLength))
  return new FastResponse(encoded, { status: response.status, statusText: response.statusText, headers })
}

export function createHttpCache(render: Renderer, options: HttpCacheOptions) {
  const now = options.now ?? (() => performance.now())
  const cache = new LRUCache<string, PageEntry>({
    max: options.maxEntries ?? 500,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // Same clock as the entries' own times; a test clock is read on every check.
    perf: { now },
    ...(options.now ? { ttlResolution: 0 } : {}),
  })
  const inFlight = new Map<string, Promise<PageEntry | null>>()
  const refreshing = new Set<string>()
  const report = options.onRefreshError ?? ((error: unknown) => console.error('[sidecache] baggrundsopdatering fejlede:', error))
  const isDegraded = options.isDegraded ?? (() => false)
  const reportUnhashable =
    options.onUnhashablePage ??
    ((url: URL) => console.error(`[sidecache] ${url.pathname}: siden kan ikke få en hash-baseret CSP og sendes som private, no-store`))

  /**
   * A page a shared cache may keep, without its nonce and with the policy of its hashes; one that cannot
   * be made so keeps its nonce and goes out as `private, no-store`, so no cache shares it (ADR 0016).
   */
  async function withHashedPolicy(response: Response, url: URL, nonce: string, policy: NonNullable<HttpCacheOptions['hashedPolicy']>): Promise<Response> {
    const body = new Uint8Array(await response.arrayBuffer())
    const hashed = toHashedPage(body, nonce)
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    if (!hashed) {
      reportUnhashable(url)
      headers.set('cache-control', 'private, no-store')
      return new Response(body, { status: response.status, statusText: response.statusText, headers })
    }
    headers.set('content-security-policy', policy(hashed))
    return new Response(hashed.body, { status: response.status, statusText: response.statusText, headers })
  }

  function store(key: string, entry: PageEntry, degraded: boolean): boolean {
    if (degraded) return false
    const freshness = entryFreshness(entry)
    if (!freshness || entry.status !== 200) return false
    const freshMs = Math.min(freshness.freshMs, options.pageTtlMs)
    if (freshMs <= 0) return false
    entry.freshUntil = entry.storedAt + freshMs
    // lru-cache refuses (and drops the key's old page) when the size is above maxSize.
    cache.set(key, entry, { ttl: freshMs + freshness.staleMs, start: entry.storedAt, size: Math.max(1, Math.ceil(entry.body.byteLength * 1.35)) })
    return cache.has(key)
  }

  /** Renders and, for a 200 HTML answer to GET/HEAD, buffers it into an entry. */
  async function renderPage(request: Request, url: URL, nonce: string | undefined): Promise<{ entry: PageEntry; degraded: boolean } | { response: Response }> {
    let response = await render(request, nonce)
    applyPolicy(url, response)
    const degraded = isDegraded(response)
    const html = isHtml(response.headers.get('content-type'))
    // What was made without a back end is not the page: no shared cache may keep it.
    if (degraded && html) response.headers.set('cache-control', 'no-store')
    if (html && nonce && options.hashedPolicy && response.body && sharedFreshness(response.headers.get('cache-control')) !== null) {
      response = await withHashedPolicy(response, url, nonce, options.hashedPolicy)
    }
    const pageRequest = request.method === 'GET' || request.method === 'HEAD'
    if (pageRequest && response.status === 200 && response.body && html) {
      return { entry: await toEntry(response, now()), degraded }
    }
    return { response }
  }

  function refreshInBackground(key: string, request: Request): void {
    if (refreshing.has(key)) return
    refreshing.add(key)
    // A plain request for the same address: the page must not depend on the visitor's headers.
    const plain = new Request(request.url, { method: 'GET', headers: { accept: 'text/html', 'user-agent': request.headers.get('user-agent') ?? '' } })
    renderPage(plain, new URL(plain.url), options.createNonce?.())
      .then((result) => {
        if ('entry' in result) store(key, result.entry, result.degraded)
        else void result.response.body?.cancel()
      })
      .catch(report)
      .finally(() => refreshing.delete(key))
  }

  async function cacheKey(request: Request, url: URL): Promise<string | null> {
    if (options.pageTtlMs <= 0) return null
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    if (isPreviewRequest(url) || request.headers.has('authorization')) return null
    try {
      const version = options.cacheVersion ? await options.cacheVersion() : ''
      return pageKey(version, url)
    } catch {
      return null
    }
  }

  /**
   * A fresh stored page answered at once, without the renderer and without waiting for anything: what the
   * long way (`handle`) answers to the same request — the page, or 304 when the request's If-None-Match
   * matches its tag (a returning browser revalidating, as `max-age=0` makes it) — for the server's fast
   * lane (page-cache-lane.ts, ADR 0009). Undefined when the request needs the long way: not a GET of a
   * fresh stored page, or one whose copy in the negotiated encoding is not made yet (a preview,
   * credentials, a stale or missing page, a cache version to read, a copy to compress). `extraHeaders`
   * (asked for only when it answers, with the status it answers) go out as they are.
   */
  function answerStored(request: Request, url: URL, extraHeaders: (status: number) => readonly [string, string][]): Response | undefined {
    if (options.pageTtlMs <= 0 || !options.freshCacheVersion || request.method !== 'GET') return undefined
    const { headers } = request
    if (headers.has('authorization') || isPreviewRequest(url)) return undefined
    const version = options.freshCacheVersion()
    if (version === undefined) return undefined
    const entry = cache.get(pageKey(version, url))
    const t = now()
    if (!entry || t >= entry.freshUntil) return undefined
    const finish = options.storedAnswerHeaders ?? (() => {})
    const age: [string, string] = ['age', ageSeconds(t - entry.storedAt)]
    if (entry.etag !== null && etagMatches(headers.get('if-none-match'), entry.etag)) {
      return new FastResponse(null, { status: 304, headers: [...storedHitHeaders(entry, 'not-modified', null, finish), age, ...extraHeaders(304)] })
    }
    const encoding = isCompressibleEntry(entry) ? negotiateEncoding(headers.get('accept-encoding')) : null
    const body = encoding ? entry.ready.get(encoding) : entry.body
    if (!body) return undefined
    return new FastResponse(body, {
      status: entry.status,
      headers: [...storedHitHeaders(entry, encoding ?? 'identity', body, finish), age, ...extraHeaders(entry.status)],
    })
  }

  const handle = async function handle(request: Request, nonce?: string): Promise<Response> {
    const url = new URL(request.url)
    const key = await cacheKey(request, url)
    if (key !== null) {
      const hit = cache.get(key)
      if (hit) {
        const t = now()
        const fresh = t < hit.freshUntil
        if (!fresh) refreshInBackground(key, request)
        return respondWithEntry(request, hit, fresh ? 'HIT' : 'STALE', t - hit.storedAt)
      }
      const running = inFlight.get(key)
      if (running) {
        const shared = await running
        if (shared) return respondWithEntry(request, shared, 'HIT', 0)
      } else {
        let resolveShared: (entry: PageEntry | null) => void = () => {}
        inFlight.set(key, new Promise((resolve) => (resolveShared = resolve)))
        try {
          const result = await renderPage(request, url, nonce)
          if ('entry' in result) {
            const stored = store(key, result.entry, result.degraded)
            resolveShared(stored ? result.entry : null)
            return respondWithEntry(request, result.entry, stored ? 'MISS' : 'BYPASS', 0)
          }
          resolveShared(null)
          return compressWhole(request, result.response)
        } catch (error) {
          resolveShared(null)
          throw error
        } finally {
          inFlight.delete(key)
        }
      }
    }
    const result = await renderPage(request, url, nonce)
    if ('entry' in result) return respondWithEntry(request, result.entry, 'BYPASS', 0)
    return compressWhole(request, result.response)
  }
  return Object.assign(handle, { answerStored })
}

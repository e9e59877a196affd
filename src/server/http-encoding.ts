/**
 * Content negotiation, compression and validators for the server's own
 * responses (HTML and JSON). Built files under /assets are compressed at
 * build time by Nitro (compressPublicAssets) and are not handled here.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Smaller bodies are sent as they are: compressing them costs more than it saves. */
export const minCompressBytes = 1024

/**
 * Brotli quality 5: for a 150 kB /lager page about 4 ms for 18 kB, against
 * 380 ms for 16 kB at quality 11 (measured, docs/performance.md); gzip level 6.
 */
const brotliQuality = 5
const gzipLevel = 6

/** The encoding to answer with: brotli before gzip, honouring q-values (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = q ? Number(q.slice(2)) : 1
    accepted.set(name, Number.isFinite(quality) ? quality : 0)
  }
  const wildcard = accepted.get('*')
  const quality = (e: Encoding) => accepted.get(e) ?? wildcard ?? 0
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return null
}

export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    type === 'image/svg+xml'
  )
}

/** zlib's output is a Buffer over an ordinary (not shared) ArrayBuffer, as a Response body needs. */
const asBody = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>

export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'br') {
    return asBody(
      await brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    )
  }
  return asBody(await gzipAsync(body, { level: gzipLevel }))
}

/** A weak validator of the body: the same bytes give the same ETag. */
export function weakEtag(body: Uint8Array | readonly Uint8Array[]): string {
  const hash = createHash('sha1')
  for (const part of body instanceof Uint8Array ? [body] : body) hash.update(part)
  return `W/"${hash.digest('base64url')}"`
}

/** If-None-Match matches (weak comparison, RFC 9110 13.1.2): `*` or one of the listed tags. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted)
}

/** Adds a token to the Vary header once. */
export function addVary(headers: Headers, token: string): void {
  const current = headers.get('vary')
  if (!current) {
    headers.set('vary', token)
    return
  }
  const tokens = current.split(',').map((t) => t.trim().toLowerCase())
  if (!tokens.includes('*') && !tokens.includes(token.toLowerCase())) headers.set('vary', `${current}, ${token}`)
}

/**
 * A Response over bytes the server already holds (a cached page, a compressed
 * body). Nitro's Node adapter (srvx) asks a response for `_toNodeResponse()`
 * before it reads `body` as a web stream; answering it hands the bytes to the
 * socket as they are. The web-stream path copies the body twice per request
 * (undici), which measured at most of the garbage collection and about a
 * seventh of the CPU when serving the cached /lager page (docs/performance.md).
 * Anything else sees an ordinary Response with the same body, so if srvx ever
 * stops asking, the answer stays correct and only gets slower (the benchmark
 * shows it).
 *
 * A wrapper that must know when the answer has left (the request log's count
 * of requests in flight) registers with `whenSent` instead of wrapping the
 * body in a stream of its own, which would take the fast path away.
 */
export class BytesResponse extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer> | null
  #onSent: (() => void)[] = []
  #sent = false

  constructor(bytes: Uint8Array<ArrayBuffer> | null, init: ResponseInit) {
    let sent = () => {}
    super(
      bytes === null
        ? null
        : new ReadableStream<Uint8Array<ArrayBuffer>>(
            {
              pull(controller) {
                controller.enqueue(bytes)
                controller.close()
                sent()
              },
              cancel() {
                sent()
              },
            },
            // Nothing is pulled before somebody reads: pulling is what counts as sent.
            { highWaterMark: 0 },
          ),
      init,
    )
    this.#bytes = bytes
    sent = () => this.#markSent()
    if (bytes === null) this.#sent = true
  }

  #markSent(): void {
    if (this.#sent) return
    this.#sent = true
    for (const callback of this.#onSent.splice(0)) callback()
  }

  /** Calls `callback` once the bytes are handed over (to the Node adapter, or read from `body`), or at once when they have been or there are none. */
  whenSent(callback: () => void): void {
    if (this.#sent) callback()
    else this.#onSent.push(callback)
  }

  /** srvx's hook (srvx/dist/adapters/node: `_sendNodeResponse`). */
  _toNodeResponse(): { status: number; statusText: string; headers: string[]; body: Uint8Array<ArrayBuffer> | null } {
    const headers: string[] = []
    for (const [name, value] of this.headers) headers.push(name, value)
    this.#markSent()
    return { status: this.status, statusText: this.statusText, headers, body: this.#bytes }
  }
}

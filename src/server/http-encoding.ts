/**
 * Content negotiation, compression and validators for the server's own
 * responses (HTML and JSON). Built files under /assets are compressed at
 * build time by Nitro (compressPublicAssets) and are not handled here.
 *
 * On the jshttp libraries Express uses (ADR 0029): `negotiator` picks the
 * encoding, `fresh` compares If-None-Match, `vary` edits Vary. The weak ETag
 * stays ours (a SHA-1 of the page's bytes, which a page a cache may keep
 * holds without a nonce; the tag's form is `W/"<base64url>"`).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import vary from 'vary'

export type Encoding = 'br' | 'gzip'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Smaller bodies are sent as they are: compressing them costs more than it saves. */
export const minCompressBytes = 1024

/**
 * Brotli quality 5, gzip level 6: nearly the size of brotli's highest quality
 * at a hundredth of its time (figures: docs/performance.md, "Figures behind
 * the server code's choices").
 */
const brotliQuality = 5
const gzipLevel = 6

/** negotiator 1.x's `preferred` option, which @types/negotiator 0.6.5 does not declare yet. */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined }

const encodings: readonly Encoding[] = ['br', 'gzip']

/**
 * Browsers send a handful of different Accept-Encoding values: the answer for each is remembered
 * (the page cache's fast lane asks on every hit), at most `negotiatedMax` of them, then all forgotten.
 */
const negotiated = new Map<string, Encoding | null>()
const negotiatedMax = 64

/** The encoding to answer with: brotli before gzip, honouring q-values (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | null, offered: readonly Encoding[] = encodings): Encoding | null {
  if (!acceptEncoding) return null
  const remember = offered === encodings
  const known = remember ? negotiated.get(acceptEncoding) : undefined
  if (known !== undefined) return known
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator
  const chosen = (negotiator.encoding(offered, { preferred: encodings }) as Encoding | undefined) ?? null
  if (remember) {
    if (negotiated.size >= negotiatedMax) negotiated.clear()
    negotiated.set(acceptEncoding, chosen)
  }
  return chosen
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
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * If-None-Match matches (weak comparison, RFC 9110 13.1.2): `*` or one of the listed tags. Only the
 * validator is compared: a request's `Cache-Control: no-cache` (which `fresh` would read as "answer in
 * full") is for caches, and is left out as before.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return fresh({ 'if-none-match': ifNoneMatch }, { etag })
}

/** Adds a token to the Vary header once. */
export function addVary(headers: Headers, token: string): void {
  headers.set('vary', vary.append(headers.get('vary') ?? '', token))
}

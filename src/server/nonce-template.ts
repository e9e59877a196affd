/**
 * A cached page answered with a fresh CSP nonce (ADR 0016).
 *
 * The page cache keeps a page as it was rendered, nonce included; every
 * response must carry a nonce of its own, so a hit replaces the stored nonce
 * (a random base64url string: it occurs nowhere else) with the response's.
 * Compressing the whole page again on every hit would cost a compression
 * per request (figures: docs/performance.md, "Figures behind the server
 * code's choices"); instead the page is cut at each nonce and each piece is
 * deflated once, on its own (no piece refers back into another), ending on a
 * byte boundary (a sync flush). A hit then sends gzip made of those pieces
 * with the new nonce spliced in between as stored (uncompressed) blocks, plus
 * the gzip header and trailer (CRC-32 of the new page, its length): a few
 * copies and no compression. The trailer's CRC is combined from each piece's
 * CRC, kept with the pieces, and the new nonce's (src/server/crc32-combine.ts):
 * a pass over the whole page per hit was 16 % of a hit's server time.
 *
 * RFC 1951 (deflate: sync flush, stored blocks), RFC 1952 (gzip member).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { crc32Combine, crc32Shift } from './crc32-combine.ts'

export interface NonceTemplate {
  /** The page without its nonce: the pieces before, between and after the occurrences. */
  pieces: Uint8Array[]
  nonceLength: number
  /** Each piece deflated on its own, with its CRC-32 and the shift over its length (lazily, on the first gzip hit). */
  deflated: DeflatedPiece[] | null
}

interface DeflatedPiece {
  bytes: Uint8Array
  /** The piece's length before deflating. */
  length: number
  crc: number
  shift: number
}

const encoder = new TextEncoder()

/** Cuts `body` at every occurrence of `nonce`; null when it does not occur. */
export function createNonceTemplate(body: Uint8Array, nonce: string): NonceTemplate | null {
  const needle = Buffer.from(nonce, 'latin1')
  const haystack = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const pieces: Uint8Array[] = []
  let from = 0
  for (let at = haystack.indexOf(needle, from); at !== -1; at = haystack.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at))
    from = at + needle.byteLength
  }
  if (pieces.length === 0) return null
  pieces.push(body.subarray(from))
  return { pieces, nonceLength: needle.byteLength, deflated: null }
}

function nonceBytes(template: NonceTemplate, nonce: string): Uint8Array {
  const bytes = encoder.encode(nonce)
  if (bytes.byteLength !== template.nonceLength) throw new RangeError('A nonce of another length than the stored one')
  return bytes
}

/** The page with `nonce` in place of the stored one. */
export function fillTemplate(template: NonceTemplate, nonce: string): Uint8Array<ArrayBuffer> {
  const fill = nonceBytes(template, nonce)
  const size = template.pieces.reduce((n, p) => n + p.byteLength, 0) + fill.byteLength * (template.pieces.length - 1)
  const out = new Uint8Array(size)
  let offset = 0
  template.pieces.forEach((piece, i) => {
    if (i > 0) {
      out.set(fill, offset)
      offset += fill.byteLength
    }
    out.set(piece, offset)
    offset += piece.byteLength
  })
  return out
}

/** A non-final stored block: header bits 000 on a byte boundary, LEN and its complement (little endian), the bytes. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  const block = new Uint8Array(5 + bytes.byteLength)
  const len = bytes.byteLength
  block[0] = 0x00
  block[1] = len & 0xff
  block[2] = (len >> 8) & 0xff
  block[3] = ~len & 0xff
  block[4] = (~len >> 8) & 0xff
  block.set(bytes, 5)
  return block
}

/** The final, empty block (fixed Huffman, end-of-block only): what zlib ends a stream with. */
const finalBlock = new Uint8Array(deflateRawSync(new Uint8Array(0)))
const gzipHeader = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])

function deflatePieces(template: NonceTemplate): DeflatedPiece[] {
  template.deflated ??= template.pieces.map((piece) => ({
    bytes: piece.byteLength === 0 ? new Uint8Array(0) : new Uint8Array(deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })),
    length: piece.byteLength,
    crc: crc32(piece),
    shift: crc32Shift(piece.byteLength),
  }))
  return template.deflated
}

/** The CRC shift over a nonce's length: every nonce has the same length, so it is worked out once. */
const nonceShifts = new Map<number, number>()
function nonceShift(length: number): number {
  let shift = nonceShifts.get(length)
  if (shift === undefined) nonceShifts.set(length, (shift = crc32Shift(length)))
  return shift
}

/** The page with `nonce` in place of the stored one, as one gzip member. */
export function gzipTemplate(template: NonceTemplate, nonce: string): Uint8Array<ArrayBuffer> {
  const fill = nonceBytes(template, nonce)
  const deflated = deflatePieces(template)
  const stored = storedBlock(fill)
  const fillCrc = crc32(fill)
  const fillShift = nonceShift(template.nonceLength)
  let crc = 0
  let length = 0
  const parts: Uint8Array[] = [gzipHeader]
  deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored)
      crc = crc32Combine(crc, fillCrc, fillShift)
      length += fill.byteLength
    }
    if (piece.bytes.byteLength > 0) parts.push(piece.bytes)
    crc = crc32Combine(crc, piece.crc, piece.shift)
    length += piece.length
  })
  parts.push(finalBlock)
  const trailer = new Uint8Array(8)
  const view = new DataView(trailer.buffer)
  view.setUint32(0, crc >>> 0, true)
  view.setUint32(4, length >>> 0, true)
  parts.push(trailer)
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}

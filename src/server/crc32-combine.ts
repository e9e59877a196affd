/**
 * CRC-32 (the gzip trailer's, as node:zlib's `crc32`) of two byte runs put
 * together, from the CRC of each and the second one's length, without reading
 * the bytes again: zlib's `crc32_combine_gen` and `crc32_combine_op`
 * (crc32.c since zlib 1.2.12). A cached page's pieces keep their CRCs, so a
 * hit with a new nonce computes its trailer in a few steps instead of a pass
 * over the whole page (src/server/nonce-template.ts; docs/performance.md).
 *
 * Polynomials are 32-bit numbers in the reflected order CRC-32 uses (the
 * lowest bit is the highest power).
 */

/** CRC-32's polynomial, reflected. */
const poly = 0xedb88320

/** a(x) · b(x) modulo the polynomial. */
function multModP(a: number, b: number): number {
  if (a === 0) return 0
  let m = 0x80000000
  let p = 0
  let rest = b
  for (;;) {
    if ((a & m) !== 0) {
      p ^= rest
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    rest = rest & 1 ? (rest >>> 1) ^ poly : rest >>> 1
  }
  return p >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0 … 31. */
const x2n = (() => {
  const table = new Uint32Array(32)
  let p = 0x40000000 // x^1
  table[0] = p
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p)
  return table
})()

/** The operator that shifts a CRC over `length` more bytes (x^(8·length) modulo the polynomial). */
export function crc32Shift(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`Not a length: ${length}`)
  let p = 0x80000000 // x^0
  let k = 3 // 8 bits a byte: x^(n · 2^3)
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(x2n[k & 31] ?? 0, p)
  }
  return p
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA >>> 0) ^ crcB) >>> 0
}

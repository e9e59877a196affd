import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32Shift } from './crc32-combine.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

/** Deterministic bytes (a linear congruential generator), so a failure can be repeated. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length)
  let state = seed >>> 0
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    out[i] = state >>> 24
  }
  return out
}

describe('CRC-32 of two runs put together', () => {
  it('gives the catalogue check value of "123456789" (0xCBF43926) from its halves', () => {
    // The CRC-32 check value (the CRC catalogue's "check" for CRC-32/ISO-HDLC, the gzip CRC).
    expect(crc32Combine(crc32(bytes('1234')), crc32(bytes('56789')), crc32Shift(5))).toBe(0xcbf43926)
    expect(crc32Combine(crc32(bytes('12345678')), crc32(bytes('9')), crc32Shift(1))).toBe(0xcbf43926)
  })

  it('leaves a CRC as it is when nothing follows, and takes the second when nothing comes before', () => {
    const crc = crc32(bytes('Bilhuset Nord'))
    expect(crc32Combine(crc, 0, crc32Shift(0))).toBe(crc)
    expect(crc32Combine(0, crc, crc32Shift(13))).toBe(crc)
  })

  it('equals the CRC of the joined bytes for short, long and uneven runs (node:zlib as the reference)', () => {
    const lengths = [1, 2, 3, 7, 8, 31, 64, 255, 1_000, 4_096, 65_535, 80_000]
    for (const [i, a] of lengths.entries()) {
      for (const [j, b] of lengths.entries()) {
        const left = noise(a, i + 1)
        const right = noise(b, 100 + j)
        const joined = new Uint8Array(a + b)
        joined.set(left)
        joined.set(right, a)
        expect(crc32Combine(crc32(left), crc32(right), crc32Shift(b)), `${a} + ${b}`).toBe(crc32(joined))
      }
    }
  })

  it('chains over many pieces as a cached page with several nonces does', () => {
    const pieces = [noise(5_000, 7), bytes('nonce-abcdefghijklmnop'), noise(12_345, 8), bytes('nonce-abcdefghijklmnop'), noise(0, 9), noise(700, 10)]
    let crc = 0
    for (const piece of pieces) crc = crc32Combine(crc, crc32(piece), crc32Shift(piece.byteLength))
    expect(crc).toBe(crc32(Buffer.concat(pieces)))
  })

  it('refuses a length that is not one', () => {
    expect(() => crc32Shift(-1)).toThrow(RangeError)
    expect(() => crc32Shift(1.5)).toThrow(RangeError)
  })
})

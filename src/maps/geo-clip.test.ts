import { describe, expect, it } from 'vitest'
import { clipLine, clipRing, roundLine, type Box } from './geo-clip.ts'

const box: Box = { west: 0, south: 0, east: 10, north: 10 }

describe('clipping to the map region', () => {
  it('keeps a ring inside the box and closes it', () => {
    const ring: [number, number][] = [
      [1, 1],
      [9, 1],
      [9, 9],
      [1, 1],
    ]
    expect(clipRing(ring, box)).toEqual(ring)
  })

  it('cuts a ring at the box edges', () => {
    const clipped = clipRing(
      [
        [-5, 5],
        [5, -5],
        [15, 5],
        [5, 15],
        [-5, 5],
      ],
      box,
    )
    expect(clipped).not.toBeNull()
    for (const [x, y] of clipped ?? []) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(10)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(10)
    }
    expect(clipped?.[0]).toEqual(clipped?.at(-1))
  })

  it('drops a ring outside the box', () => {
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
          [20, 20],
        ],
        box,
      ),
    ).toBeNull()
  })

  it('splits a line that leaves and re-enters the box', () => {
    expect(
      clipLine(
        [
          [5, 5],
          [15, 5],
          [15, 8],
          [5, 8],
        ],
        box,
      ),
    ).toEqual([
      [
        [5, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [5, 8],
      ],
    ])
  })

  it('rounds coordinates and drops repeated points', () => {
    expect(
      roundLine(
        [
          [1.00001, 2.00001],
          [1.00002, 2.00002],
          [1.5, 2.5],
        ],
        3,
      ),
    ).toEqual([
      [1, 2],
      [1.5, 2.5],
    ])
  })
})

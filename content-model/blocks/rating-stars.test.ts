import { describe, expect, it } from 'vitest'
import { ratingStars } from './rating-stars.ts'

// Written by hand: F full, H half, E empty.
const table: [number, string][] = [
  [5, 'FFFFF'],
  [4.8, 'FFFFF'],
  [4.75, 'FFFFF'],
  [4.74, 'FFFFH'],
  [4.6, 'FFFFH'],
  [4.5, 'FFFFH'],
  [4.25, 'FFFFH'],
  [4.24, 'FFFFE'],
  [4, 'FFFFE'],
  [3.7, 'FFFHE'],
  [2.2, 'FFEEE'],
  [1, 'FEEEE'],
  [0.3, 'HEEEE'],
  [0, 'EEEEE'],
  [-1, 'EEEEE'],
  [7, 'FFFFF'],
  [Number.NaN, 'EEEEE'],
]

describe('rating → five stars, rounded to the nearest half', () => {
  for (const [rating, stars] of table) {
    it(`${rating} → ${stars}`, () => {
      expect(
        ratingStars(rating)
          .map((s) => (s === 'full' ? 'F' : s === 'half' ? 'H' : 'E'))
          .join(''),
      ).toBe(stars)
    })
  }
})

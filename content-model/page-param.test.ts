import { describe, expect, it } from 'vitest'
import { pageParam } from './page-param.ts'

describe('the page parameter of a paginated listing', () => {
  it('reads a whole number 1–500, else 1 (hand-checked table)', () => {
    const table: [unknown, number][] = [
      [undefined, 1],
      [null, 1],
      ['', 1],
      ['  ', 1],
      [2, 2],
      ['2', 2],
      [' 3 ', 3],
      ['1e2', 100],
      [500, 500],
      [501, 1],
      [0, 1],
      [-3, 1],
      ['-3', 1],
      [2.5, 1],
      ['2.5', 1],
      ['to', 1],
      [Number.NaN, 1],
      [true, 1],
      [{ page: 2 }, 1],
      // A repeated parameter: the last one, as a form post does.
      [['2', '4'], 4],
      [[], 1],
    ]
    for (const [raw, page] of table) expect(pageParam(raw), JSON.stringify(raw)).toBe(page)
  })
})

import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination.tsx'

describe('pageWindow', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 17)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 17])
  })
})

describe('the gap rule', () => {
  it('shows a single hidden page instead of an ellipsis, and an ellipsis for two or more', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10])
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10])
  })
})

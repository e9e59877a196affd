import { expect, it } from 'vitest'
import { clampStatusCode } from './status-code.ts'

it.each([
  [100, 100],
  [404, 404],
  [999, 999],
  [99, 200],
  [1000, 200],
  [-1, 200],
  [404.5, 200],
  [Number.NaN, 200],
  ['404', 200],
  [undefined, 200],
])('clampStatusCode(%s) is %s', (input, expected) => {
  expect(clampStatusCode(input)).toBe(expected)
})

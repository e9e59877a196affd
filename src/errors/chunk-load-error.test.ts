import { describe, expect, test } from 'vitest'
import { isChunkLoadError } from './chunk-load-error.ts'

describe('a chunk that could not be loaded', () => {
  test.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/locations-abc.js'],
    ['Firefox', 'error loading dynamically imported module: http://127.0.0.1:3000/assets/locations-abc.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('is recognised in %s', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
    expect(isChunkLoadError(message)).toBe(true)
  })

  test('other errors are not', () => {
    expect(isChunkLoadError(new Error('Lagerdata kunne ikke hentes'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { createLruCache, createReadThrough, stableKey } from './lru-cache.ts'

function clock(start = 1_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('createLruCache', () => {
  it('answers fresh, then stale within the stale window, then nothing', () => {
    const c = clock()
    const cache = createLruCache<string>({ maxEntries: 10, now: c.now })
    cache.set('a', 'A', { ttlMs: 100, staleMs: 50 })
    expect(cache.get('a')).toEqual({ value: 'A', state: 'fresh', ageMs: 0 })
    c.advance(120)
    expect(cache.get('a')).toEqual({ value: 'A', state: 'stale', ageMs: 120 })
    c.advance(40)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('evicts the least recently used entry when over the entry limit', () => {
    const cache = createLruCache<number>({ maxEntries: 2 })
    cache.set('a', 1, { ttlMs: 1_000 })
    cache.set('b', 2, { ttlMs: 1_000 })
    cache.get('a')
    cache.set('c', 3, { ttlMs: 1_000 })
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.value).toBe(1)
    expect(cache.get('c')?.value).toBe(3)
  })

  it('keeps the byte total under maxBytes and refuses a value larger than it', () => {
    const cache = createLruCache<string>({ maxEntries: 100, maxBytes: 100 })
    cache.set('a', 'a', { ttlMs: 1_000, size: 60 })
    cache.set('b', 'b', { ttlMs: 1_000, size: 30 })
    cache.set('c', 'c', { ttlMs: 1_000, size: 30 })
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(60)
    cache.set('huge', 'x', { ttlMs: 1_000, size: 101 })
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.bytes).toBe(60)
  })

  it('stores nothing with a lifetime of 0', () => {
    const cache = createLruCache<string>({ maxEntries: 10 })
    cache.set('a', 'A', { ttlMs: 0 })
    expect(cache.get('a')).toBeUndefined()
  })
})

describe('createReadThrough', () => {
  it('shares one load between concurrent callers and serves it from the cache afterwards', async () => {
    const read = createReadThrough(createLruCache<number>({ maxEntries: 10 }))
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((r) => setTimeout(r, 5))
      return 42
    }
    const results = await Promise.all([read('k', load, { ttlMs: 1_000 }), read('k', load, { ttlMs: 1_000 })])
    expect(results).toEqual([42, 42])
    expect(await read('k', load, { ttlMs: 1_000 })).toBe(42)
    expect(loads).toBe(1)
  })

  it('does not store failures', async () => {
    const read = createReadThrough(createLruCache<number>({ maxEntries: 10 }))
    await expect(read('k', () => Promise.reject(new Error('down')), { ttlMs: 1_000 })).rejects.toThrow('down')
    expect(await read('k', () => Promise.resolve(7), { ttlMs: 1_000 })).toBe(7)
  })
})

describe('stableKey', () => {
  it('ignores key order and undefined members', () => {
    expect(stableKey([{ b: 1, a: [2, { d: 3, c: undefined }] }])).toBe(stableKey([{ a: [2, { d: 3 }], b: 1 }]))
    expect(stableKey([undefined])).toBe('[null]')
  })
})

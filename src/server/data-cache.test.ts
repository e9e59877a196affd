import { describe, expect, it } from 'vitest'
import { createCopyingReader, stableKey } from './data-cache.ts'

function clock(start = 1_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

/** A load that counts its calls and answers after a few milliseconds. */
function slowLoad<R>(value: R) {
  const counter = { loads: 0 }
  const load = async () => {
    counter.loads++
    await new Promise((r) => setTimeout(r, 5))
    return value
  }
  return { load, counter }
}

describe('createCopyingReader', () => {
  it('shares one load between concurrent callers and serves it from the cache afterwards', async () => {
    const read = createCopyingReader({ maxEntries: 10, ttlMs: 1_000 })
    const { load, counter } = slowLoad(42)
    expect(await Promise.all([read('k', load), read('k', load)])).toEqual([42, 42])
    expect(await read('k', load)).toBe(42)
    expect(counter.loads).toBe(1)
  })

  it('loads again once the lifetime is over', async () => {
    const c = clock()
    const read = createCopyingReader({ maxEntries: 10, ttlMs: 1_000, now: c.now })
    const { load, counter } = slowLoad('a')
    await read('k', load)
    c.advance(999)
    await read('k', load)
    expect(counter.loads).toBe(1)
    c.advance(2)
    await read('k', load)
    expect(counter.loads).toBe(2)
  })

  it('does not store failures', async () => {
    const read = createCopyingReader({ maxEntries: 10, ttlMs: 1_000 })
    await expect(read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await read('k', () => Promise.resolve(7))).toBe(7)
  })

  it('remembers null (a missing story) like any other answer', async () => {
    const read = createCopyingReader({ maxEntries: 10, ttlMs: 1_000 })
    const { load, counter } = slowLoad(null)
    expect(await read('missing', load)).toBeNull()
    expect(await read('missing', load)).toBeNull()
    expect(counter.loads).toBe(1)
  })

  it('gives every caller its own copy', async () => {
    const read = createCopyingReader({ maxEntries: 10, ttlMs: 1_000 })
    const load = async () => ({ item: { id: 'a' } })
    const first = await read('k', load)
    first.item.id = 'changed'
    expect((await read('k', load)).item.id).toBe('a')
  })

  it('evicts the least recently used key beyond maxEntries', async () => {
    const read = createCopyingReader({ maxEntries: 2, ttlMs: 1_000 })
    const loads: string[] = []
    const load = (key: string) => async () => {
      loads.push(key)
      return key
    }
    await read('a', load('a'))
    await read('b', load('b'))
    await read('a', load('a'))
    await read('c', load('c'))
    await read('a', load('a'))
    await read('b', load('b'))
    expect(loads).toEqual(['a', 'b', 'c', 'b'])
  })

  it('still answers callers whose load was evicted while it ran', async () => {
    const read = createCopyingReader({ maxEntries: 1, ttlMs: 1_000 })
    expect(await Promise.all([read('a', slowLoad('A').load), read('b', slowLoad('B').load)])).toEqual(['A', 'B'])
  })
})

describe('stableKey', () => {
  it('ignores key order and undefined members', () => {
    expect(stableKey([{ b: 1, a: [2, { d: 3, c: undefined }] }])).toBe(stableKey([{ a: [2, { d: 3 }], b: 1 }]))
    expect(stableKey([undefined])).toBe('[null]')
  })
})

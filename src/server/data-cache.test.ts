import { describe, expect, it } from 'vitest'
import { createCopyingReader, jsonSize, stableKey } from './data-cache.ts'

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
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000 })
    const { load, counter } = slowLoad(42)
    expect(await Promise.all([read('k', load), read('k', load)])).toEqual([42, 42])
    expect(await read('k', load)).toBe(42)
    expect(counter.loads).toBe(1)
  })

  it('loads again once the lifetime is over', async () => {
    const c = clock()
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000, now: c.now })
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
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000 })
    await expect(read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await read('k', () => Promise.resolve(7))).toBe(7)
  })

  it('remembers null (a missing story) like any other answer', async () => {
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000 })
    const { load, counter } = slowLoad(null)
    expect(await read('missing', load)).toBeNull()
    expect(await read('missing', load)).toBeNull()
    expect(counter.loads).toBe(1)
  })

  it('gives every caller its own copy', async () => {
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000 })
    const load = async () => ({ item: { id: 'a' } })
    const first = await read('k', load)
    first.item.id = 'changed'
    expect((await read('k', load)).item.id).toBe('a')
  })

  it('evicts the least recently used key beyond maxEntries', async () => {
    const read = createCopyingReader({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: 1_000 })
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
    const read = createCopyingReader({ maxEntries: 1, maxBytes: 1_000_000, ttlMs: 1_000 })
    expect(await Promise.all([read('a', slowLoad('A').load), read('b', slowLoad('B').load)])).toEqual(['A', 'B'])
  })
})

describe('createCopyingReader: bounded by bytes', () => {
  it('drops the least recently used values beyond maxBytes of JSON, however few entries', async () => {
    const value = (key: string) => ({ key, text: 'x'.repeat(1_000) })
    const size = jsonSize(value('a'))
    const read = createCopyingReader({ maxEntries: 1_000, maxBytes: size * 3, ttlMs: 60_000 })
    const loads: string[] = []
    const load = (key: string) => async () => {
      loads.push(key)
      return value(key)
    }
    for (const key of ['a', 'b', 'c']) await read(key, load(key))
    await read('a', load('a'))
    // A fourth value does not fit: the least recently used (b) goes.
    await read('d', load('d'))
    await read('a', load('a'))
    await read('c', load('c'))
    await read('b', load('b'))
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b'])
  })

  it('answers a value too large to store, and stores nothing for it', async () => {
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 100, ttlMs: 60_000 })
    const { load, counter } = slowLoad('x'.repeat(500))
    expect(await read('big', load)).toHaveLength(500)
    await read('big', load)
    expect(counter.loads).toBe(2)
  })
})

describe('createCopyingReader: stale if error', () => {
  class Down extends Error {}
  const outage = (error: unknown) => error instanceof Down

  it('answers the last good value for an outage within the stale window, the error after it', async () => {
    const c = clock()
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 10_000, ttlMs: 1_000, staleMs: 5_000, serveStaleOn: outage, now: c.now })
    expect(await read('k', async () => 'good')).toBe('good')
    c.advance(1_500)
    // Stale: loaded again; the back end is down, so the last good value answers.
    let attempts = 0
    const down = async () => {
      attempts++
      throw new Down('unreachable')
    }
    expect(await read('k', down)).toBe('good')
    c.advance(4_000) // 5.5 s after storing: inside 1 s fresh + 5 s stale
    expect(await read('k', down)).toBe('good')
    expect(attempts).toBe(2)
    c.advance(600) // 6.1 s: past the window
    await expect(read('k', down)).rejects.toThrow('unreachable')
  })

  it('never answers stale for other failures, and takes the new value when the back end is back', async () => {
    const c = clock()
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 10_000, ttlMs: 1_000, staleMs: 5_000, serveStaleOn: outage, now: c.now })
    await read('k', async () => 'good')
    c.advance(1_500)
    await expect(read('k', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found')
    expect(await read('k', async () => 'newer')).toBe('newer')
  })

  it('has no stale window by default', async () => {
    const c = clock()
    const read = createCopyingReader({ maxEntries: 10, maxBytes: 10_000, ttlMs: 1_000, now: c.now })
    await read('k', async () => 'good')
    c.advance(1_001)
    await expect(read('k', () => Promise.reject(new Down('x')))).rejects.toThrow('x')
  })
})

describe('stableKey', () => {
  it('ignores key order and undefined members', () => {
    expect(stableKey([{ b: 1, a: [2, { d: 3, c: undefined }] }])).toBe(stableKey([{ a: [2, { d: 3 }], b: 1 }]))
    expect(stableKey([undefined])).toBe('[null]')
  })
})

import { describe, expect, it } from 'vitest'
import { parseCacheSettings } from './cache-settings.server.ts'

describe('parseCacheSettings', () => {
  it('caches 30 s against a real API and not at all against the mock', () => {
    expect(parseCacheSettings({}, false)).toEqual({ dataTtlMs: 30_000, pageTtlMs: 30_000, benchFloor: false })
    expect(parseCacheSettings({}, true)).toEqual({ dataTtlMs: 0, pageTtlMs: 0, benchFloor: false })
  })

  it('takes explicit values; an empty variable counts as unset', () => {
    expect(parseCacheSettings({ DATA_CACHE_TTL_SECONDS: '60', PAGE_CACHE_TTL_SECONDS: '', BENCH_FLOOR: 'on' }, true)).toEqual({
      dataTtlMs: 60_000,
      pageTtlMs: 0,
      benchFloor: true,
    })
  })

  it('names the variable of a bad value', () => {
    expect(() => parseCacheSettings({ PAGE_CACHE_TTL_SECONDS: '-1' }, false)).toThrow(/PAGE_CACHE_TTL_SECONDS/)
    expect(() => parseCacheSettings({ BENCH_FLOOR: 'yes' }, false)).toThrow(/BENCH_FLOOR/)
  })
})

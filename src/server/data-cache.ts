/**
 * The data caches' reader (product API, published content; ADR 0009), on the
 * `lru-cache` package: least recently used go first beyond `maxEntries`, a
 * value is fresh for `ttlMs` and then loaded again, concurrent reads of one
 * key share one load (`fetch` is in-flight unique), failures are not stored,
 * and each caller gets its own copy (structuredClone), so no caller can
 * change another's data.
 */
import { LRUCache } from 'lru-cache'

export interface DataReaderOptions {
  maxEntries: number
  /** Fresh for this long (ms); must be above 0 (callers skip the cache at 0). */
  ttlMs: number
  /** Clock in milliseconds (tests); lru-cache counts a start time of 0 as "no lifetime", so start test clocks above 0. */
  now?: () => number
}

type Load = () => Promise<unknown>

export function createCopyingReader(options: DataReaderOptions) {
  // Values are boxed: lru-cache holds no null or undefined, and a missing story (null) is worth remembering.
  const cache = new LRUCache<string, { value: unknown }, Load>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    // An in-flight load whose key is evicted still answers its callers (and is not stored).
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  })
  return async function read<R>(key: string, load: () => Promise<R>): Promise<R> {
    const box = await cache.fetch(key, { context: load })
    // fetchMethod always resolves to a box or rejects; undefined would mean the cache dropped the answer.
    if (!box) throw new Error(`Datacachen mistede svaret for ${key}`)
    return structuredClone(box.value as R)
  }
}

/** JSON with object keys sorted, so equal parameters give equal cache keys. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    }
    return v
  }) ?? 'undefined'
}

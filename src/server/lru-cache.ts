/**
 * A small in-process cache: least-recently-used eviction, bounded by entry
 * count and by bytes, with a freshness lifetime and an optional stale window
 * per entry (stale-while-revalidate). No dependencies; used by the product-API
 * and content read caches and by the page cache (src/server/).
 */

export interface LruCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries: number
  /** Most bytes kept (sum of the sizes given to `set`); unbounded when omitted. */
  maxBytes?: number
  /** Elapsed-time clock in milliseconds (default performance.now; tests pass their own). */
  now?: () => number
}

export interface SetOptions {
  /** Fresh for this long (ms). */
  ttlMs: number
  /** After going stale, still servable for this long (ms) while it is refreshed. Default 0. */
  staleMs?: number
  /** Size in bytes counted against maxBytes. Default 0. */
  size?: number
}

export interface CacheHit<V> {
  value: V
  /** `fresh` within ttlMs; `stale` inside the stale window. */
  state: 'fresh' | 'stale'
  /** Milliseconds since the value was stored. */
  ageMs: number
}

export interface LruCache<V> {
  get(key: string): CacheHit<V> | undefined
  set(key: string, value: V, options: SetOptions): void
  delete(key: string): boolean
  clear(): void
  readonly size: number
  readonly bytes: number
}

interface Entry<V> {
  value: V
  storedAt: number
  freshUntil: number
  staleUntil: number
  size: number
}

export function createLruCache<V>(options: LruCacheOptions): LruCache<V> {
  const now = options.now ?? (() => performance.now())
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
  const entries = new Map<string, Entry<V>>()
  let bytes = 0

  function remove(key: string): boolean {
    const entry = entries.get(key)
    if (!entry) return false
    entries.delete(key)
    bytes -= entry.size
    return true
  }

  function evict(): void {
    // Map iterates in insertion order; `get` re-inserts, so the first key is the least recently used.
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= maxBytes) return
      remove(key)
    }
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      const t = now()
      if (t >= entry.staleUntil) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return { value: entry.value, state: t < entry.freshUntil ? 'fresh' : 'stale', ageMs: t - entry.storedAt }
    },
    set(key, value, { ttlMs, staleMs = 0, size = 0 }) {
      remove(key)
      if (ttlMs <= 0 || size > maxBytes) return
      const t = now()
      entries.set(key, { value, storedAt: t, freshUntil: t + ttlMs, staleUntil: t + ttlMs + Math.max(0, staleMs), size })
      bytes += size
      evict()
    },
    delete: remove,
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * Read-through with single flight: a fresh cached value is returned as is;
 * otherwise one load runs per key however many callers ask at the same time,
 * and its result is stored. Failures are not stored.
 */
export function createReadThrough<V>(cache: LruCache<V>) {
  const inFlight = new Map<string, Promise<V>>()
  return function read(key: string, load: () => Promise<V>, options: SetOptions): Promise<V> {
    const hit = cache.get(key)
    if (hit?.state === 'fresh') return Promise.resolve(hit.value)
    const running = inFlight.get(key)
    if (running) return running
    const loading = load()
      .then((value) => {
        cache.set(key, value, options)
        return value
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, loading)
    return loading
  }
}

/**
 * The data caches' reader (product API, published content): read-through with
 * single flight over an LRU cache of `maxEntries`, fresh for `ttlMs`; each
 * caller gets its own copy (structuredClone), so no caller can change another's data.
 */
export function createCopyingReader(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const readThrough = createReadThrough(createLruCache<unknown>({ maxEntries: options.maxEntries, now: options.now }))
  return async function read<R>(key: string, load: () => Promise<R>): Promise<R> {
    return structuredClone((await readThrough(key, load, { ttlMs: options.ttlMs })) as R)
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

/**
 * The data caches' reader (product API, published content; ADR 0009, 0016),
 * on the `lru-cache` package and its `fetch()` (ADR 0029):
 *
 * - bounded by entries and by bytes (`maxBytes`: each value's size is its
 *   JSON text, counted once when stored; least recently used go first), so
 *   cache-busting load costs loads, not memory;
 * - a value is fresh for `ttlMs` and then loaded again; concurrent reads of
 *   one key share one load (lru-cache's fetch); failures are not stored;
 * - stale if error: for `staleMs` after it went stale, the last good value
 *   is answered when loading it again fails in a way `serveStaleOn` accepts
 *   (the back end is unreachable), instead of the error; past that window
 *   the error goes through;
 * - values are stored as their JSON text, UTF-8 encoded in a Buffer, and each
 *   caller gets its own copy parsed from it, so no caller can change
 *   another's data. The bytes are exactly what `maxBytes` counts and lie
 *   outside V8's heap, so the old-space limit the server starts with
 *   (`siteNodeFlags`, scripts/local-server.ts) need not make room for full
 *   caches; bytes take less memory than the object graph or a JS string, and
 *   parsing costs no more than the structuredClone it replaced (figures:
 *   docs/performance.md, "Figures behind the server code's choices").
 *   Values are therefore plain JSON data: what the product API and the
 *   content space answer.
 */
import { LRUCache } from 'lru-cache'

export interface DataReaderOptions {
  maxEntries: number
  /** Upper bound of the stored values' JSON size, in bytes. */
  maxBytes: number
  /** Fresh for this long (ms); must be above 0 (callers skip the cache at 0). */
  ttlMs: number
  /** How long after going stale a value may still answer for a failed load (ms); 0: never. */
  staleMs?: number
  /** Which load failures the stale value may answer for (default: none). */
  serveStaleOn?: (error: unknown) => boolean
  /**
   * Told of a failed load, in every caller's own context (a load is shared by
   * concurrent callers, and runs in the first one's): whether or not a stale
   * value then answered.
   */
  onLoadFailure?: (error: unknown) => void
  /** Clock in milliseconds (tests). */
  now?: () => number
}

interface Box {
  /** The value's JSON text as UTF-8; undefined for an undefined value. */
  json: Buffer | undefined
  /** Clock time (options.now) until which a failed load may still be answered with this value. */
  staleUntil: number
  size: number
}

type Loader = () => Promise<unknown>

/** The JSON size of a value (what the caches count); at least 1. */
export function jsonSize(value: unknown): number {
  try {
    return Math.max(1, Buffer.byteLength(JSON.stringify(value) ?? ''))
  } catch {
    return 1
  }
}

/** A new copy of the stored value. */
function valueOf<R>(box: Box): R {
  return (box.json === undefined ? undefined : JSON.parse(box.json.toString('utf8'))) as R
}

export function createCopyingReader(options: DataReaderOptions) {
  const now = options.now ?? (() => performance.now())
  const staleMs = Math.max(0, options.staleMs ?? 0)
  const serveStaleOn = options.serveStaleOn ?? (() => false)
  // lru-cache's fetch(): one load per key for concurrent callers (the first caller's loader runs), fresh
  // for ttlMs, then loaded again. Values are boxed: lru-cache holds no null or undefined, and a missing
  // story (null) is worth remembering.
  const cache = new LRUCache<string, Box, Loader>({
    max: options.maxEntries,
    // A value above maxBytes is answered and not stored (lru-cache refuses it).
    maxSize: options.maxBytes,
    sizeCalculation: (box) => box.size,
    ttl: options.ttlMs,
    perf: { now },
    ttlResolution: 0,
    // A failed load keeps the stale value in place (a load without one stores nothing), so a read can fall back to it.
    noDeleteOnFetchRejection: true,
    // A load whose entry was evicted while it ran still answers the callers waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load }) => {
      const text = JSON.stringify(await load()) as string | undefined
      const json = text === undefined ? undefined : Buffer.from(text, 'utf8')
      return { json, staleUntil: now() + options.ttlMs + staleMs, size: Math.max(1, json?.byteLength ?? 0) }
    },
  })

  return async function read<R>(key: string, loader: () => Promise<R>): Promise<R> {
    try {
      return valueOf<R>((await cache.fetch(key, { context: loader })) as Box)
    } catch (error) {
      options.onLoadFailure?.(error)
      // Within its stale window, the last good value answers for an outage.
      const stale = serveStaleOn(error) ? cache.peek(key, { allowStale: true }) : undefined
      if (stale && now() < stale.staleUntil) return valueOf<R>(stale)
      throw error
    }
  }
}

/** JSON with object keys sorted, so equal parameters give equal cache keys. */
export function stableKey(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        return Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      }
      return v
    }) ?? 'undefined'
  )
}

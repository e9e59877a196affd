/**
 * The data caches' reader (product API, published content; ADR 0009, 0016),
 * on the `lru-cache` package:
 *
 * - bounded by entries and by bytes (`maxBytes`: each value's size is its
 *   JSON text, counted once when stored; least recently used go first), so
 *   cache-busting load costs loads, not memory;
 * - a value is fresh for `ttlMs` and then loaded again; concurrent reads of
 *   one key share one load; failures are not stored;
 * - stale if error: for `staleMs` after it went stale, the last good value
 *   is answered when loading it again fails in a way `serveStaleOn` accepts
 *   (the back end is unreachable), instead of the error; past that window
 *   the error goes through;
 * - values are stored as their JSON text, UTF-8 encoded in a Buffer, and each
 *   caller gets its own copy parsed from it, so no caller can change
 *   another's data. The bytes are exactly what `maxBytes` counts and lie
 *   outside V8's heap, so the old-space limit the server starts with
 *   (`siteNodeFlags`, scripts/local-server.ts) need not make room for full
 *   caches; an object graph took about as much heap as its JSON, a JS string
 *   of it twice as much (text with a character beyond Latin-1 is stored two
 *   bytes per character). Parsing is no slower than the structuredClone it
 *   replaces (7 % of the vehicle page's server CPU, docs/performance.md).
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
  freshUntil: number
  size: number
}

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
  // Values are boxed: lru-cache holds no null or undefined, and a missing story (null) is worth remembering.
  const cache = new LRUCache<string, Box>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (box) => box.size,
    // An entry lives through its fresh time and its stale window; lru-cache drops it after.
    ttl: options.ttlMs + staleMs,
    perf: { now },
    ttlResolution: 0,
  })
  const inFlight = new Map<string, Promise<Box>>()

  function load(key: string, loader: () => Promise<unknown>): Promise<Box> {
    let running = inFlight.get(key)
    if (!running) {
      running = (async () => {
        const text = JSON.stringify(await loader()) as string | undefined
        const json = text === undefined ? undefined : Buffer.from(text, 'utf8')
        const box = { json, freshUntil: now() + options.ttlMs, size: Math.max(1, json?.byteLength ?? 0) }
        // lru-cache refuses a value larger than maxBytes (it is answered, not stored).
        cache.set(key, box)
        return box
      })().finally(() => inFlight.delete(key))
      inFlight.set(key, running)
    }
    return running
  }

  return async function read<R>(key: string, loader: () => Promise<R>): Promise<R> {
    const stored = cache.get(key)
    if (stored && now() < stored.freshUntil) return valueOf<R>(stored)
    try {
      return valueOf<R>(await load(key, loader))
    } catch (error) {
      options.onLoadFailure?.(error)
      // Within its stale window (lru-cache still held it), the last good value answers for an outage.
      if (stored && serveStaleOn(error)) return valueOf<R>(stored)
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

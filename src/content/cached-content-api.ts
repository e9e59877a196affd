/**
 * Published-content reads through an in-process cache keyed by the space's
 * cache version (cv) and the request, on top of the SDK's own cv-keyed
 * response cache (ADR 0003). What this adds: a missing story (null, the 404
 * of content routes) is remembered too — the SDK caches only answers, so
 * every unknown address otherwise costs two throttled Storyblok requests —
 * and concurrent renders of the same page share one lookup.
 *
 * Drafts (preview) are never cached. A new cv (webhook or the minute's
 * re-read) changes every key, so published edits are not held back.
 *
 * Bounded by entries and bytes (ADR 0016), and stale if error: while the
 * content space cannot be reached, the last good answer is used for up to
 * the content pages' stale window (a day).
 */
import { isContentOutage, type ContentApi } from './content-api.server.ts'
import { staleWindowSeconds } from '../server/cache-policy.ts'
import { createCopyingReader, stableKey } from '../server/data-cache.ts'

export interface ContentCacheOptions {
  ttlMs: number
  /** Default 1,000 entries. */
  maxEntries?: number
  /** Default 16 MiB of JSON. */
  maxBytes?: number
  /** Default: the content pages' stale window. */
  staleMs?: number
  /** Told when a read found the space unreachable (also when a stale answer covered it), in the caller's context. */
  onUnavailable?: () => void
  now?: () => number
}

export const contentCacheDefaults = { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024, staleMs: staleWindowSeconds.content * 1000 } as const

export function withContentCache(api: ContentApi, options: ContentCacheOptions): ContentApi {
  if (options.ttlMs <= 0) return api
  const reader = createCopyingReader({
    maxEntries: options.maxEntries ?? contentCacheDefaults.maxEntries,
    maxBytes: options.maxBytes ?? contentCacheDefaults.maxBytes,
    ttlMs: options.ttlMs,
    staleMs: options.staleMs ?? contentCacheDefaults.staleMs,
    serveStaleOn: isContentOutage,
    onLoadFailure: (error) => {
      if (isContentOutage(error)) options.onUnavailable?.()
    },
    now: options.now,
  })

  async function read<R>(operation: string, params: unknown, load: () => Promise<R>): Promise<R> {
    const cv = await api.cacheVersion()
    return reader(`${cv}|${operation}:${stableKey(params)}`, load)
  }

  return {
    ...api,
    getStory: (slug, visibility) => (visibility.preview ? api.getStory(slug, visibility) : read('story', slug, () => api.getStory(slug, visibility))),
    getStories: (params, visibility) =>
      visibility.preview ? api.getStories(params, visibility) : read('stories', params, () => api.getStories(params, visibility)),
    getAllStories: (params, visibility) =>
      visibility.preview ? api.getAllStories(params, visibility) : read('all', params, () => api.getAllStories(params, visibility)),
  }
}

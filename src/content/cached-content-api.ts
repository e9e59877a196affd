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
 */
import type { ContentApi } from './content-api.server.ts'
import { createCopyingReader, stableKey } from '../server/data-cache.ts'

export interface ContentCacheOptions {
  ttlMs: number
  /** Default 1,000 entries. */
  maxEntries?: number
  now?: () => number
}

export function withContentCache(api: ContentApi, options: ContentCacheOptions): ContentApi {
  if (options.ttlMs <= 0) return api
  const reader = createCopyingReader({ maxEntries: options.maxEntries ?? 1_000, ttlMs: options.ttlMs, now: options.now })

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

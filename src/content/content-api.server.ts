/**
 * The site's Storyblok client, on the server only. Built on @storyblok/react's
 * apiPlugin (storyblok-js-client underneath), configured from app.config.ts:
 *
 * - `endpoint` = content.apiUrl (the local content space by default, or
 *   Storyblok's CDN), `accessToken` = the public token for published content
 *   and the preview token for drafts (two clients);
 * - 5 requests per second, HTTP 429 retried after 300 ms up to 10 times (the
 *   SDK's own retry), related stories resolved in batches of 50 uuids (the SDK
 *   asks for `rel_uuids` in chunks of 50);
 * - published responses cached in memory under the space's cache version
 *   (cv), which is read from `cdn/spaces/me`, kept, refreshed after a minute
 *   and at once by the webhook (webhook.server.ts). The response cache is
 *   bounded by bytes (`responseCacheBytes`, least recently used first): the
 *   SDK's own memory cache grows without bound;
 * - while the space cannot be reached, the last cache version read stays in
 *   use for `staleVersionMs` (so the cached responses keep answering), and
 *   the space is asked again at most every five seconds (ADR 0016);
 *   `onUnavailable` hears of every failed call (the server marks the answer
 *   as made during an outage).
 *
 * A missing access token logs a console error and makes every call throw
 * ContentUnavailableError, which the route shows as the error page.
 */
import { apiPlugin, type ISbResult, type ISbStoriesParams, type ISbStoryData, type StoryblokClient } from '@storyblok/react'
import { LRUCache } from 'lru-cache'
import { constants, countries, interfaceLocale } from '#app.config'
import { resolveRelations } from '#content-model/registry.ts'
import { jsonSize } from '../server/data-cache.ts'

export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
  readonly reason: 'missing-token' | 'api-error'
  readonly status: number | undefined
  constructor(reason: 'missing-token' | 'api-error', message: string, status?: number) {
    super(message)
    this.reason = reason
    this.status = status
  }
}

export interface ContentApiOptions {
  /** Base URL of the Content Delivery API, e.g. http://127.0.0.1:4020/v2. */
  apiUrl: string
  token: string
  previewToken: string
  /** Storyblok language code ('default' = the space's default language). */
  language?: string
  /** How long a cache version is trusted before it is read again (ms). */
  cacheVersionTtlMs?: number
  /** Overrides of the SDK's retry settings (tests). */
  retries?: { maxRetries: number; retryDelayMs: number }
  /** How long the last cache version stays in use while the space cannot be reached (ms); default 0. */
  staleVersionMs?: number
  /** Upper bound of the cached published responses, bytes of JSON (default 16 MiB). */
  responseCacheBytes?: number
  /** Called for every call that failed because the space could not be reached. */
  onUnavailable?: (error: ContentUnavailableError) => void
  /** Monotonic clock in ms (tests); default performance.now. */
  now?: () => number
}

/** After a failed read of the cache version, the space is asked again no sooner than this. */
const versionRetryMs = 5_000

/** The space could not be reached or failed (not a missing token, not a 4xx): an outage. */
export function isContentOutage(error: unknown): error is ContentUnavailableError {
  if (!(error instanceof ContentUnavailableError) || error.reason !== 'api-error') return false
  return error.status === undefined || error.status >= 500 || error.status === 429
}

/** The SDK's response cache, bounded by bytes (its own memory cache is a plain object that only grows). */
function boundedResponseCache(maxBytes: number) {
  const cache = new LRUCache<string, { value: ISbResult; size: number }>({ max: 5_000, maxSize: maxBytes, sizeCalculation: (e) => e.size })
  return {
    get: async (key: string) => cache.get(key)?.value,
    // The SDK never reads the whole cache back; nothing to list.
    getAll: async () => undefined,
    set: async (key: string, value: ISbResult) => {
      cache.set(key, { value, size: jsonSize(value) })
    },
    flush: async () => {
      cache.clear()
    },
  }
}

export interface Visibility {
  /** Draft content with the preview token (visual editor, preview). */
  preview: boolean
}

export interface StoriesResult {
  stories: ISbStoryData[]
  total: number
}

export interface ContentApi {
  /** A story by full slug (a folder's slug finds its start page); null when there is none. */
  getStory(slug: string, visibility: Visibility): Promise<ISbStoryData | null>
  getStories(params: ISbStoriesParams, visibility: Visibility): Promise<StoriesResult>
  /** Every story matching `params`, all pages (per_page 25). */
  getAllStories(params: ISbStoriesParams, visibility: Visibility): Promise<ISbStoryData[]>
  /** The current cache version (cv), read from the space when unknown or stale. */
  cacheVersion(): Promise<number>
  /**
   * The cache version while the last read is within its time, without asking the space: undefined when
   * `cacheVersion()` would have to read it (unknown, stale, or only the outage's stale copy is left).
   */
  freshCacheVersion(): number | undefined
  /** Reads the cache version again now (after a webhook); clears cached responses when it changed. */
  refreshCacheVersion(): Promise<number>
}

/** The content language of the interface locale (app.config.ts). */
export function contentLanguageFor(localeTag: string = interfaceLocale): string {
  for (const c of countries) {
    const locale = c.locales.find((l) => l.tag === localeTag)
    if (locale) return locale.contentLanguage
  }
  return 'default'
}

const missingTokenMessage = 'Storyblok: ingen adgangsnøgle (STORYBLOK_TOKEN) er sat – indholdet kan ikke hentes.'

function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

export function createContentApi(options: ContentApiOptions): ContentApi {
  const { contentClient } = constants
  const ttl = options.cacheVersionTtlMs ?? 60_000
  const staleVersionMs = options.staleVersionMs ?? 0
  const now = options.now ?? (() => performance.now())
  const responseCache = boundedResponseCache(options.responseCacheBytes ?? 16 * 1024 * 1024)
  const unavailable = (error: unknown) => {
    if (isContentOutage(error)) options.onUnavailable?.(error)
  }
  const language = options.language ?? contentLanguageFor()
  const clients = new Map<string, StoryblokClient>()
  let reportedMissing = false

  function client(preview: boolean): StoryblokClient {
    const token = preview ? options.previewToken : options.token
    const existing = clients.get(token)
    if (existing) return existing
    // apiPlugin logs its own console error and returns nothing without a token.
    const plugin = token
      ? (apiPlugin({
          apiOptions: {
            accessToken: token,
            endpoint: options.apiUrl,
            cache: { type: 'custom', clear: 'manual', custom: responseCache },
            rateLimit: contentClient.requestsPerSecond,
            maxRetries: options.retries?.maxRetries ?? contentClient.maxRetries,
            retriesDelay: options.retries?.retryDelayMs ?? contentClient.retryDelayMs,
          },
        }) as { storyblokApi?: StoryblokClient } | undefined)
      : undefined
    if (!plugin?.storyblokApi) {
      if (!reportedMissing) {
        reportedMissing = true
        console.error(missingTokenMessage)
      }
      throw new ContentUnavailableError('missing-token', missingTokenMessage)
    }
    clients.set(token, plugin.storyblokApi)
    return plugin.storyblokApi
  }

  let cv: { value: number; readAt: number } | undefined
  let reading: Promise<number> | undefined
  let failedAt: number | undefined

  async function readCacheVersion(): Promise<number> {
    const api = client(false)
    let value: number
    try {
      const response = await api.get('cdn/spaces/me', { version: 'published' })
      value = Number((response.data as { space?: { version?: unknown } }).space?.version)
    } catch (error) {
      throw new ContentUnavailableError(
        'api-error',
        `Storyblok: cache-versionen kunne ikke hentes (${(error as Error).message ?? String(error)})`,
        errorStatus(error),
      )
    }
    if (!Number.isFinite(value)) throw new ContentUnavailableError('api-error', 'Storyblok: spaces/me svarede uden version')
    if (cv && cv.value !== value) await api.flushCache()
    cv = { value, readAt: now() }
    failedAt = undefined
    return value
  }

  function refreshCacheVersion(): Promise<number> {
    reading ??= readCacheVersion()
      .catch((error: unknown) => {
        failedAt = now()
        throw error
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  /** The last version read, while the space is down and it is within its stale window. */
  function staleVersion(error?: unknown): number | undefined {
    if (!cv || (error !== undefined && !isContentOutage(error))) return undefined
    return now() - cv.readAt < ttl + staleVersionMs ? cv.value : undefined
  }

  function freshCacheVersion(): number | undefined {
    return cv && now() - cv.readAt < ttl ? cv.value : undefined
  }

  async function cacheVersion(): Promise<number> {
    const fresh = freshCacheVersion()
    if (fresh !== undefined) return fresh
    // Asked a moment ago and the space did not answer: no new attempt yet.
    const recentlyFailed = failedAt !== undefined && now() - failedAt < versionRetryMs
    if (recentlyFailed) {
      const stale = staleVersion()
      if (stale !== undefined) {
        options.onUnavailable?.(new ContentUnavailableError('api-error', 'Storyblok: cache-versionen bruges fra før udfaldet'))
        return stale
      }
    }
    try {
      return await refreshCacheVersion()
    } catch (error) {
      // Told in each caller's context (the read is shared by concurrent callers).
      unavailable(error)
      const stale = staleVersion(error)
      if (stale !== undefined) return stale
      throw error
    }
  }

  async function baseParams(visibility: Visibility): Promise<ISbStoriesParams> {
    const params: ISbStoriesParams = { version: visibility.preview ? 'draft' : 'published' }
    if (language !== 'default') params.language = language
    // Published content is cached under the cache version; drafts are always fresh.
    if (!visibility.preview) params.cv = await cacheVersion()
    return params
  }

  function wrap(error: unknown, what: string): never {
    if (error instanceof ContentUnavailableError) throw error
    const status = errorStatus(error)
    const wrapped = new ContentUnavailableError(
      'api-error',
      `Storyblok: ${what} fejlede${status ? ` (HTTP ${status})` : ''}: ${(error as { message?: string }).message ?? String(error)}`,
      status,
    )
    unavailable(wrapped)
    throw wrapped
  }

  async function fetchStory(slug: string, visibility: Visibility): Promise<ISbStoryData | null> {
    const api = client(visibility.preview)
    const params: ISbStoriesParams = {
      ...(await baseParams(visibility)),
      resolve_relations: [...resolveRelations].join(','),
      resolve_links: 'url',
    }
    try {
      const response = await api.getStory(slug, params)
      return response.data.story
    } catch (error) {
      if (errorStatus(error) === 404) return null
      return wrap(error, `cdn/stories/${slug}`)
    }
  }

  return {
    async getStory(slug, visibility) {
      const story = await fetchStory(slug, visibility)
      // A folder's start page has the full slug "folder/".
      if (story === null && !slug.endsWith('/')) return fetchStory(`${slug}/`, visibility)
      return story
    },
    async getStories(params, visibility) {
      const api = client(visibility.preview)
      try {
        const response = await api.getStories({ per_page: contentClient.perPage, ...(await baseParams(visibility)), ...params })
        return { stories: response.data.stories, total: response.total || response.data.stories.length }
      } catch (error) {
        return wrap(error, 'cdn/stories')
      }
    },
    async getAllStories(params, visibility) {
      const api = client(visibility.preview)
      try {
        return (await api.getAll('cdn/stories', { per_page: contentClient.perPage, ...(await baseParams(visibility)), ...params })) as ISbStoryData[]
      } catch (error) {
        return wrap(error, 'cdn/stories (alle)')
      }
    },
    cacheVersion,
    freshCacheVersion,
    refreshCacheVersion,
  }
}

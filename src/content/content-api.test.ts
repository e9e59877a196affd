/**
 * The real Storyblok SDK (apiPlugin → storyblok-js-client) against the local
 * content space: 429 retries, relations in batches of 50, the cache version,
 * and a missing access token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startContentSpace, type ContentSpaceServer } from '#mocks/content-space/server.ts'
import { copyOfContentSpace, emptySpace, makeStory, type TempSpace } from '#mocks/content-space/test-space.ts'
import { ContentUnavailableError, createContentApi } from './content-api.server.ts'

const tokens = { token: 'local-public-token', previewToken: 'local-preview-token' }
const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  vi.restoreAllMocks()
})

async function serve(space: TempSpace, options: { rateLimitFirst?: number } = {}) {
  const requests: { path: string; params: URLSearchParams }[] = []
  const server: ContentSpaceServer = await startContentSpace({
    port: 0,
    spaceDir: space.dir,
    rateLimitFirst: options.rateLimitFirst,
    onRequest: (path, params) => requests.push({ path, params: new URLSearchParams(params) }),
  })
  cleanups.push(
    () => server.close(),
    () => space.remove(),
  )
  return { server, requests }
}

describe('content API (Storyblok SDK)', () => {
  it('retries after HTTP 429 (300 ms apart) and then succeeds', async () => {
    const { server, requests } = await serve(copyOfContentSpace(), { rateLimitFirst: 3 })
    vi.spyOn(console, 'log').mockImplementation(() => {}) // the SDK logs each retry
    const api = createContentApi({ apiUrl: server.url, ...tokens })
    const started = Date.now()
    const story = await api.getStory('home', { preview: true })
    expect(story?.full_slug).toBe('home')
    // Three 429 answers, each followed by a 300 ms wait, then the story.
    expect(requests.filter((r) => r.path === '/v2/cdn/stories/home')).toHaveLength(4)
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 300 - 20)
  })

  it('gives up after the configured number of retries with a ContentUnavailableError carrying 429', async () => {
    const { server } = await serve(copyOfContentSpace(), { rateLimitFirst: 50 })
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const api = createContentApi({ apiUrl: server.url, ...tokens, retries: { maxRetries: 2, retryDelayMs: 10 } })
    const error = await api.getStory('home', { preview: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentUnavailableError)
    expect((error as ContentUnavailableError).status).toBe(429)
  })

  it('resolves related stories in batches of 50 uuids', async () => {
    const space = emptySpace()
    const articles = Array.from({ length: 120 }, (_, i) =>
      makeStory(`udforsk/artikel-${i}`, {
        component: 'news_article',
        title: `Artikel ${i}`,
        teaser: 't',
        date: '2026-01-01 10:00',
        body: { type: 'doc', content: [] },
      }),
    )
    for (const a of articles) space.writeStory(a)
    space.writeStory(
      makeStory('home', {
        component: 'page',
        body: [{ _uid: 'latest', component: 'latest_articles', heading: 'Nyt', folder: 'udforsk/', articles: articles.map((a) => a.uuid) }],
      }),
    )
    const { server, requests } = await serve(space)
    const api = createContentApi({ apiUrl: server.url, ...tokens })
    const story = await api.getStory('home', { preview: false })
    const batches = requests.filter((r) => r.params.has('by_uuids')).map((r) => r.params.get('by_uuids')?.split(',').length)
    expect(batches).toEqual([50, 50, 20])
    const resolved = (story?.content.body as { articles: { full_slug: string }[] }[])[0]?.articles ?? []
    expect(resolved).toHaveLength(120)
    expect(resolved[0]?.full_slug).toBe('udforsk/artikel-0')
  })

  it('keeps the cache version: published content is cached until the cv is refreshed', async () => {
    const space = copyOfContentSpace()
    const { server, requests } = await serve(space)
    const api = createContentApi({ apiUrl: server.url, ...tokens })
    const first = await api.getStory('events/', { preview: false })
    const cv = await api.cacheVersion()
    expect(requests.filter((r) => r.path === '/v2/cdn/spaces/me')).toHaveLength(1)
    expect(requests.find((r) => r.path.startsWith('/v2/cdn/stories/events'))?.params.get('cv')).toBe(String(cv))

    // An edit in the space: without a refresh the cached answer stays.
    space.writeStory({ ...(first as unknown as Parameters<TempSpace['writeStory']>[0]), name: 'Arrangementer' })
    server.reload()
    const before = requests.length
    expect((await api.getStory('events/', { preview: false }))?.name).toBe('Events')
    expect(requests.length).toBe(before) // served from the cache

    // After a refresh (the webhook's job) the new content is fetched.
    const refreshed = await api.refreshCacheVersion()
    expect(refreshed).toBeGreaterThan(cv)
    // At once also without asking the space: pages stored under the old version are not answered again.
    expect(api.freshCacheVersion()).toBe(refreshed)
    expect((await api.getStory('events/', { preview: false }))?.name).toBe('Arrangementer')
  })

  it('finds a folder start page by the folder slug and returns null for an unknown slug', async () => {
    const { server } = await serve(copyOfContentSpace())
    const api = createContentApi({ apiUrl: server.url, ...tokens })
    expect((await api.getStory('udforsk', { preview: false }))?.full_slug).toBe('udforsk/')
    expect(await api.getStory('findes/ikke', { preview: false })).toBeNull()
  })

  it('logs a console error and refuses, without crashing, when the access token is missing', async () => {
    const { server } = await serve(copyOfContentSpace())
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = createContentApi({ apiUrl: server.url, token: '', previewToken: '' })
    const error = await api.getStory('home', { preview: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentUnavailableError)
    expect((error as ContentUnavailableError).reason).toBe('missing-token')
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('STORYBLOK_TOKEN'))
  })

  it('answers a wrong token with a ContentUnavailableError (401), not a crash', async () => {
    const { server } = await serve(copyOfContentSpace())
    const api = createContentApi({ apiUrl: server.url, token: 'wrong', previewToken: 'wrong' })
    const error = await api.getStory('home', { preview: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentUnavailableError)
    expect((error as ContentUnavailableError).status).toBe(401)
  })

  it('keeps using the last cache version and its cached stories while the space is down, within the stale window', async () => {
    const { server, requests } = await serve(copyOfContentSpace())
    let t = 1_000
    const outages: ContentUnavailableError[] = []
    const api = createContentApi({
      apiUrl: server.url,
      ...tokens,
      cacheVersionTtlMs: 60_000,
      staleVersionMs: 86_400_000,
      retries: { maxRetries: 1, retryDelayMs: 1 },
      onUnavailable: (error) => outages.push(error),
      now: () => t,
    })
    expect((await api.getStory('home', { preview: false }))?.full_slug).toBe('home')
    const cv = await api.cacheVersion()
    // Within its time the version is known without asking the space (the page cache's fast lane reads it so).
    expect(api.freshCacheVersion()).toBe(cv)
    server.setOutage(503)
    t += 61_000
    expect(api.freshCacheVersion()).toBeUndefined()
    // The version is re-read, fails, and the old one stays: the cached story answers.
    expect(await api.cacheVersion()).toBe(cv)
    // The outage's stale copy is not fresh: whoever needs the version takes the long way, which reports the outage.
    expect(api.freshCacheVersion()).toBeUndefined()
    expect((await api.getStory('home', { preview: false }))?.full_slug).toBe('home')
    expect(outages.length).toBeGreaterThan(0)
    // A story never read before cannot be answered.
    await expect(api.getStory('minilease', { preview: false })).rejects.toBeInstanceOf(ContentUnavailableError)
    // Within five seconds of a failure the space is not asked again.
    const asked = requests.filter((r) => r.path === '/v2/cdn/spaces/me').length
    t += 1_000
    await api.cacheVersion()
    expect(requests.filter((r) => r.path === '/v2/cdn/spaces/me').length).toBe(asked)
    // Past the stale window: the outage shows.
    t += 86_400_000
    await expect(api.cacheVersion()).rejects.toBeInstanceOf(ContentUnavailableError)
    // Back up: a fresh version.
    server.setOutage(null)
    t += 6_000
    expect(await api.cacheVersion()).toBe(server.cv())
  })

  it('has no stale version by default: a failed re-read is an error', async () => {
    const { server } = await serve(copyOfContentSpace())
    let t = 1_000
    const api = createContentApi({ apiUrl: server.url, ...tokens, cacheVersionTtlMs: 60_000, retries: { maxRetries: 1, retryDelayMs: 1 }, now: () => t })
    await api.cacheVersion()
    server.setOutage(503)
    t += 61_000
    await expect(api.cacheVersion()).rejects.toBeInstanceOf(ContentUnavailableError)
  })
})

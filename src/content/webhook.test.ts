import { afterEach, describe, expect, it, vi } from 'vitest'
import { startContentSpace } from '#mocks/content-space/server.ts'
import { copyOfContentSpace } from '#mocks/content-space/test-space.ts'
import { createContentApi } from './content-api.server.ts'
import {
  createRedisWebhookReplayGuard,
  createWebhookReplayGuard,
  handleStoryblokWebhook,
  maxWebhookBodyBytes,
  refreshingActions,
  signWebhookBody,
} from './webhook.server.ts'

const secret = 'test-webhook-secret'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  vi.restoreAllMocks()
})

function webhook(body: unknown, signature?: string | null): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const headers = new Headers({ 'content-type': 'application/json' })
  const sig = signature === undefined ? signWebhookBody(text, secret) : signature
  if (sig !== null) headers.set('webhook-signature', sig)
  return new Request('http://site.test/api/storyblok-webhook', { method: 'POST', body: text, headers })
}

describe('Storyblok webhook', () => {
  it('refreshes the cache version on publish, so the next page shows the new content', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const space = copyOfContentSpace()
    const server = await startContentSpace({ port: 0, spaceDir: space.dir })
    cleanups.push(
      () => server.close(),
      () => space.remove(),
    )
    const api = createContentApi({ apiUrl: server.url, token: 'local-public-token', previewToken: 'local-preview-token' })

    const story = await api.getStory('minilease/', { preview: false })
    expect(story?.name).toBe('Minilease')
    // An editor publishes a change: the CDN has it, the site's cached copy does not.
    space.writeStory({ ...(story as unknown as Parameters<typeof space.writeStory>[0]), name: 'Minilease – nu i tre afdelinger' })
    server.reload()
    expect((await api.getStory('minilease/', { preview: false }))?.name).toBe('Minilease')

    const response = await handleStoryblokWebhook(
      webhook({ text: 'Redaktøren udgav historien Minilease', action: 'published', space_id: 287451, story_id: story?.id, full_slug: 'minilease/' }),
      { secret, api },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ refreshed: true, action: 'published', cv: server.cv() })
    expect((await api.getStory('minilease/', { preview: false }))?.name).toBe('Minilease – nu i tre afdelinger')
  })

  it.each(refreshingActions)('refreshes on "%s"', async (action) => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const response = await handleStoryblokWebhook(webhook({ action, story_id: 1 }), { secret, api })
    expect(response.status).toBe(200)
    expect(api.refreshCacheVersion).toHaveBeenCalledTimes(1)
  })

  it('ignores other actions', async () => {
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const response = await handleStoryblokWebhook(webhook({ action: 'branch_deployed' }), { secret, api })
    expect(await response.json()).toEqual({ refreshed: false, action: 'branch_deployed' })
    expect(api.refreshCacheVersion).not.toHaveBeenCalled()
  })

  it('refuses a missing or wrong signature with 401', async () => {
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    expect((await handleStoryblokWebhook(webhook({ action: 'published' }, null), { secret, api })).status).toBe(401)
    expect((await handleStoryblokWebhook(webhook({ action: 'published' }, signWebhookBody('{}', secret)), { secret, api })).status).toBe(401)
    expect(
      (await handleStoryblokWebhook(webhook({ action: 'published' }, signWebhookBody(JSON.stringify({ action: 'published' }), 'other')), { secret, api }))
        .status,
    ).toBe(401)
    expect(api.refreshCacheVersion).not.toHaveBeenCalled()
  })

  it('refuses a signed but malformed payload with 400', async () => {
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    expect((await handleStoryblokWebhook(webhook('not json'), { secret, api })).status).toBe(400)
    expect((await handleStoryblokWebhook(webhook({ nothing: true }), { secret, api })).status).toBe(400)
  })

  it('answers 502 when the content service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = { refreshCacheVersion: vi.fn(async () => Promise.reject(new Error('down'))) }
    expect((await handleStoryblokWebhook(webhook({ action: 'published' }), { secret, api })).status).toBe(502)
  })

  it('refuses a replay of an accepted webhook with 409, and refreshes once', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const replays = createWebhookReplayGuard()
    const body = { action: 'published', story_id: 7, space_id: 287451 }
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays })).status).toBe(200)
    const again = await handleStoryblokWebhook(webhook(body), { secret, api, replays })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'replayed webhook' })
    // The signature in upper case is the same signature.
    expect((await handleStoryblokWebhook(webhook(body, signWebhookBody(JSON.stringify(body), secret).toUpperCase()), { secret, api, replays })).status).toBe(
      409,
    )
    expect(api.refreshCacheVersion).toHaveBeenCalledTimes(1)
    // Another event is no replay.
    expect((await handleStoryblokWebhook(webhook({ ...body, story_id: 8 }), { secret, api, replays })).status).toBe(200)
  })

  it('shares accepted signatures through Redis: another instance, or a restarted one, refuses the replay (issue 31)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    // One store, as Redis is for every instance; SET NX PX as Redis answers it.
    const store = new Map<string, number>()
    const calls: unknown[][] = []
    const redis = {
      set: vi.fn(async (...args: unknown[]) => {
        calls.push(args)
        const key = String(args[0])
        if (store.has(key)) return null
        store.set(key, Number(args[3]))
        return 'OK'
      }),
    }
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const body = { action: 'published', story_id: 7 }
    const instanceA = createRedisWebhookReplayGuard(redis as never, createWebhookReplayGuard())
    const instanceB = createRedisWebhookReplayGuard(redis as never, createWebhookReplayGuard())
    const restartedA = createRedisWebhookReplayGuard(redis as never, createWebhookReplayGuard())
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays: instanceA })).status).toBe(200)
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays: instanceB })).status).toBe(409)
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays: restartedA })).status).toBe(409)
    expect(api.refreshCacheVersion).toHaveBeenCalledTimes(1)
    // Remembered for the signature's validity window (a day), set only when new.
    expect(calls[0]?.slice(1)).toEqual(['1', 'PX', 24 * 60 * 60 * 1000, 'NX'])
  })

  it('falls back to the process’s memory while Redis is unreachable', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const redis = { set: vi.fn(async () => Promise.reject(new Error('Connection is closed.'))) }
    const replays = createRedisWebhookReplayGuard(redis as never, createWebhookReplayGuard())
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const body = { action: 'published', story_id: 9 }
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays })).status).toBe(200)
    expect((await handleStoryblokWebhook(webhook(body), { secret, api, replays })).status).toBe(409)
  })

  it('refuses a webhook whose signed time is more than five minutes away', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const now = () => Date.parse('2026-11-24T09:00:00Z')
    const at = (secondsAgo: number) => Math.floor(now() / 1000) - secondsAgo
    const send = (timestamp: number | string) =>
      handleStoryblokWebhook(webhook({ action: 'published', story_id: 1, timestamp }), { secret, api, now, replays: createWebhookReplayGuard() })
    expect((await send(at(301))).status).toBe(409)
    expect((await send(at(-301))).status).toBe(409)
    expect((await send(String(at(3600)))).status).toBe(409)
    expect((await send(at(299))).status).toBe(200)
    expect((await send(String(at(0)))).status).toBe(200)
    expect(api.refreshCacheVersion).toHaveBeenCalledTimes(2)
  })

  it('refuses a body over 64 KB with 413, by its length and while reading it', async () => {
    const api = { refreshCacheVersion: vi.fn(async () => 42) }
    const big = JSON.stringify({ action: 'published', text: 'x'.repeat(maxWebhookBodyBytes) })
    expect((await handleStoryblokWebhook(webhook(big), { secret, api })).status).toBe(413)
    // No Content-Length (chunked): reading stops after 64 KB, the rest is never pulled.
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(16 * 1024).fill(32))
        if (pulled > 1000) controller.close()
      },
    })
    const chunked = new Request('http://site.test/api/storyblok-webhook', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect((await handleStoryblokWebhook(chunked, { secret, api })).status).toBe(413)
    expect(pulled).toBeLessThan(10)
    expect(api.refreshCacheVersion).not.toHaveBeenCalled()
  })
})

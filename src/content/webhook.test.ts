import { afterEach, describe, expect, it, vi } from 'vitest'
import { startContentSpace } from '../../mocks/content-space/server.ts'
import { copyOfContentSpace } from '../../mocks/content-space/test-space.ts'
import { createContentApi } from './content-api.server.ts'
import { handleStoryblokWebhook, refreshingActions, signWebhookBody } from './webhook.server.ts'

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
    cleanups.push(() => server.close(), () => space.remove())
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
    expect((await handleStoryblokWebhook(webhook({ action: 'published' }, signWebhookBody(JSON.stringify({ action: 'published' }), 'other')), { secret, api })).status).toBe(401)
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
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentSpace, type ContentSpaceServer } from './server.ts'
import { emptySpace, makeStory, type TempSpace } from './test-space.ts'

const pub = 'local-public-token'
const pre = 'local-preview-token'

let server: ContentSpaceServer
let space: TempSpace

async function get(path: string, params: Record<string, string> = {}) {
  const url = new URL(`${server.url}${path}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  const res = await fetch(url)
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
}

const article = (slug: string, date: string, extra: Record<string, unknown> = {}) =>
  makeStory(`news/${slug}`, { component: 'news_article', title: slug, date, category: 'nyhed', ...extra })

beforeAll(async () => {
  space = emptySpace()
  const a1 = article('a1', '2026-01-01 10:00')
  const a2 = article('a2', '2026-03-01 10:00', { category: 'event', title__i18n__en: 'Article two' })
  const a3 = article('a3', '2026-02-01 10:00')
  for (const s of [a1, a2, a3]) space.writeStory(s)
  space.writeStory(makeStory('news/', { component: 'page', body: [] }, { name: 'News' }))
  space.writeStory(
    makeStory('home', {
      component: 'page',
      body: [
        { _uid: 'b1', component: 'latest_articles', articles: [a1.uuid, a2.uuid] },
        { _uid: 'b2', component: 'teaser', link: { id: a3.uuid, linktype: 'story', fieldtype: 'multilink', cached_url: 'old/path', url: '' } },
      ],
    }),
  )
  space.writeStory(makeStory('news/draft-only', { component: 'news_article', title: 'draft', date: '2026-04-01 10:00' }), 'drafts')
  server = await startContentSpace({ port: 0, spaceDir: space.dir })
})

afterAll(async () => {
  await server.close()
  space.remove()
})

describe('local content space (Storyblok CDN API)', () => {
  it('answers 401 for a missing or wrong token, and for draft with the public token', async () => {
    expect((await get('/cdn/stories/home')).status).toBe(401)
    expect((await get('/cdn/stories/home', { token: 'nope' })).status).toBe(401)
    expect((await get('/cdn/stories/home', { token: pub, version: 'draft' })).status).toBe(401)
    expect((await get('/cdn/stories/home', { token: pre, version: 'draft' })).status).toBe(200)
  })

  it('finds a story by full slug, id and uuid, and a folder by its start page', async () => {
    const bySlug = await get('/cdn/stories/home', { token: pub })
    const story = bySlug.body.story as { id: number; uuid: string; full_slug: string }
    expect(story.full_slug).toBe('home')
    expect(((await get(`/cdn/stories/${story.id}`, { token: pub })).body.story as { uuid: string }).uuid).toBe(story.uuid)
    expect(((await get(`/cdn/stories/${story.uuid}`, { token: pub, find_by: 'uuid' })).body.story as { id: number }).id).toBe(story.id)
    expect(((await get('/cdn/stories/news', { token: pub })).body.story as { full_slug: string }).full_slug).toBe('news/')
    const missing = await get('/cdn/stories/nothing-here', { token: pub })
    expect(missing.status).toBe(404)
  })

  it('lists with starts_with, sort_by, per_page and page, and the total / per-page headers', async () => {
    const first = await get('/cdn/stories', {
      token: pub,
      starts_with: 'news/',
      content_type: 'news_article',
      sort_by: 'content.date:desc',
      per_page: '2',
      page: '1',
    })
    expect(first.headers.get('total')).toBe('3')
    expect(first.headers.get('per-page')).toBe('2')
    expect((first.body.stories as { slug: string }[]).map((s) => s.slug)).toEqual(['a2', 'a3'])
    const second = await get('/cdn/stories', {
      token: pub,
      starts_with: 'news/',
      content_type: 'news_article',
      sort_by: 'content.date:desc',
      per_page: '2',
      page: '2',
    })
    expect((second.body.stories as { slug: string }[]).map((s) => s.slug)).toEqual(['a1'])
    expect(typeof first.body.cv).toBe('number')
  })

  it('filters by by_uuids, by_slugs, filter_query and excludes fields', async () => {
    const all = (await get('/cdn/stories', { token: pub, starts_with: 'news/', content_type: 'news_article' })).body.stories as { uuid: string; slug: string }[]
    const two = all.slice(0, 2).map((s) => s.uuid)
    const byUuids = (await get('/cdn/stories', { token: pub, by_uuids: two.join(',') })).body.stories as { uuid: string }[]
    expect(byUuids.map((s) => s.uuid).sort()).toEqual([...two].sort())
    const bySlugs = (await get('/cdn/stories', { token: pub, by_slugs: 'news,news/,home' })).body.stories as { full_slug: string }[]
    expect(bySlugs.map((s) => s.full_slug).sort()).toEqual(['home', 'news/'])
    const events = (await get('/cdn/stories', { token: pub, 'filter_query[category][in]': 'event' })).body.stories as { slug: string }[]
    expect(events.map((s) => s.slug)).toEqual(['a2'])
    const slim = (await get('/cdn/stories', { token: pub, starts_with: 'news/a1', excluding_fields: 'title' })).body.stories as {
      content: Record<string, unknown>
    }[]
    expect(slim[0]?.content.title).toBeUndefined()
    expect(slim[0]?.content.date).toBe('2026-01-01 10:00')
  })

  it('resolves relations and links as Storyblok does', async () => {
    const res = await get('/cdn/stories/home', { token: pub, resolve_relations: 'latest_articles.articles', resolve_links: 'url' })
    expect((res.body.rels as { slug: string }[]).map((s) => s.slug).sort()).toEqual(['a1', 'a2'])
    expect(res.body.links).toEqual([expect.objectContaining({ full_slug: 'news/a3', url: 'news/a3' })])
  })

  it('serves drafts only with version=draft, with _editable on every block', async () => {
    expect((await get('/cdn/stories/news/draft-only', { token: pub })).status).toBe(404)
    const draft = await get('/cdn/stories/news/draft-only', { token: pre, version: 'draft' })
    expect(draft.status).toBe(200)
    const home = (await get('/cdn/stories/home', { token: pre, version: 'draft' })).body.story as {
      content: { _editable?: string; body: { _editable?: string }[] }
    }
    expect(home.content._editable).toMatch(/^<!--#storyblok#\{.*"name":"page".*\}-->$/)
    expect(home.content.body.every((b) => typeof b._editable === 'string')).toBe(true)
    const published = (await get('/cdn/stories/home', { token: pub })).body.story as { content: { _editable?: string } }
    expect(published.content._editable).toBeUndefined()
  })

  it('translates fields for a language of the space', async () => {
    const en = (await get('/cdn/stories/news/a2', { token: pub, language: 'en' })).body.story as { lang: string; content: Record<string, unknown> }
    expect(en.lang).toBe('en')
    expect(en.content.title).toBe('Article two')
    expect(Object.keys(en.content).some((k) => k.includes('__i18n__'))).toBe(false)
  })

  it('tells the cache version in spaces/me and changes it on reload', async () => {
    const before = ((await get('/cdn/spaces/me', { token: pub })).body.space as { version: number }).version
    const after = server.reload()
    expect(after).toBeGreaterThan(before)
    expect(((await get('/cdn/spaces/me', { token: pub })).body.space as { version: number }).version).toBe(after)
  })

  it('lists links of stories and folders', async () => {
    const res = await get('/cdn/links', { token: pub })
    const links = Object.values(res.body.links as Record<string, { slug: string }>).map((l) => l.slug)
    expect(links).toEqual(expect.arrayContaining(['home', 'news/a1']))
  })

  it('answers 429 first when asked to, as Storyblok under its rate limit', async () => {
    const limited = await startContentSpace({ port: 0, spaceDir: space.dir, rateLimitFirst: 2 })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/cdn/stories/home?token=${pub}`)).status)
      expect(statuses).toEqual([429, 429, 200])
    } finally {
      await limited.close()
    }
  })

  it('answers late while a slow fault is on (issue 31), by control request or setDelay', async () => {
    const base = server.url.replace(/\/v2$/, '')
    const timed = async () => {
      const started = performance.now()
      const res = await fetch(`${server.url}/cdn/stories/home?token=${pub}`)
      await res.body?.cancel()
      return { status: res.status, ms: performance.now() - started }
    }
    expect((await fetch(`${base}/__control/slow`, { method: 'POST', body: JSON.stringify({ delayMs: 0 }) })).status).toBe(400)
    expect((await fetch(`${base}/__control/slow`, { method: 'POST', body: JSON.stringify({ delayMs: 300 }) })).status).toBe(200)
    const slow = await timed()
    expect(slow.status).toBe(200)
    expect(slow.ms).toBeGreaterThanOrEqual(290)
    expect((await fetch(`${base}/__control/slow`, { method: 'DELETE' })).status).toBe(200)
    expect((await timed()).ms).toBeLessThan(250)
    server.setDelay(200)
    server.setOutage(503)
    try {
      const both = await timed()
      expect(both.status).toBe(503)
      expect(both.ms).toBeGreaterThanOrEqual(190)
    } finally {
      server.setDelay(null)
      server.setOutage(null)
    }
  })
})

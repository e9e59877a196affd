import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentSpace, type ContentSpaceServer } from '#mocks/content-space/server.ts'
import { createContentApi, type ContentApi } from './content-api.server.ts'
import { clip, loadContentPage } from './load-page.server.ts'
import { contentSitemapEntries } from './sitemap-source.server.ts'

let server: ContentSpaceServer
let api: ContentApi
const siteUrl = 'https://www.bilhusetnord.test'

beforeAll(async () => {
  server = await startContentSpace({ port: 0 })
  api = createContentApi({ apiUrl: server.url, token: 'local-public-token', previewToken: 'local-preview-token' })
})
afterAll(() => server.close())

const load = (slug: string, options: { preview?: boolean; page?: number } = {}) =>
  loadContentPage(api, { slug, page: options.page ?? 1, preview: options.preview ?? false, siteUrl })

describe('loading a content page', () => {
  it('loads a page with breadcrumbs named after the stories, and its head', async () => {
    const page = await load('service/serviceaftaler/serviceaftaler-personbiler')
    expect(page?.path).toBe('/service/serviceaftaler/serviceaftaler-personbiler')
    expect(page?.breadcrumbs).toEqual([
      { href: '/service', label: 'Service og værksted' },
      { href: '/service/serviceaftaler', label: 'Serviceaftaler' },
      { href: '/service/serviceaftaler/serviceaftaler-personbiler', label: 'Serviceaftaler til personbiler' },
    ])
    expect(page?.seo.title).toBe('Serviceaftaler til personbiler')
    expect(page?.seo.description).toMatch(/^Serviceaftale til din Mercedes-Benz/)
    expect(page?.seo.image).toBe(`${siteUrl}/content/illustrations/new-cars.svg`)
    expect(page?.seo.type).toBe('website')
  })

  it('labels a folder without a page by its capitalised name, linking where its old address redirects', async () => {
    // Spec 2.3: /brugte-biler/ → /lager?type=used; the crumb never links the old address.
    const page = await load('brugte-biler/certified-pre-owned-konceptet')
    expect(page?.breadcrumbs[0]).toEqual({ href: '/lager?type=used', label: 'Brugte biler' })
  })

  it('shows a folder crumb as text when its old address redirects to the page itself', async () => {
    // Spec 2.3: /om-os/ → /om-os/om-bilhuset-nord.
    const about = await load('om-os/om-bilhuset-nord')
    expect(about?.breadcrumbs.map((c) => c.href)).toEqual([undefined, '/om-os/om-bilhuset-nord'])
    const jobs = await load('om-os/job-og-karriere')
    expect(jobs?.breadcrumbs[0]?.href).toBe('/om-os/om-bilhuset-nord')
  })

  it('gives an article the article head and the overview its articles, a page at a time', async () => {
    const article = await load('udforsk/vi-skifter-navn-til-bilhuset-nord')
    expect(article?.seo).toMatchObject({ type: 'article', title: 'Vi skifter navn til Bilhuset Nord', publishedTime: '2024-11-15T08:00:00.000Z' })
    const overview = await load('udforsk', { page: 2 })
    const articles = (blockData: NonNullable<typeof overview>['blockData'] | undefined) => Object.values(blockData ?? {}).find((d) => d.kind === 'articles')
    const data = articles(overview?.blockData)
    expect(data).toMatchObject({ kind: 'articles', page: 2, perPage: 6 })
    expect(data?.total).toBeGreaterThanOrEqual(8)
    const first = await load('udforsk')
    const dates = articles(first?.blockData)?.items.map((a) => a.date ?? '') ?? []
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('shows a draft-only story in preview only, with its content model issues', async () => {
    expect(await load('events/aabent-hus-nye-elbiler-2027')).toBeNull()
    const draft = await load('events/aabent-hus-nye-elbiler-2027', { preview: true })
    expect(draft?.preview).toBe(true)
    expect(draft?.issues).toEqual([])
  })

  it('returns null for an unknown slug', async () => {
    expect(await load('findes/ikke')).toBeNull()
  })

  it('clips long descriptions at a word', () => {
    const text = 'ord '.repeat(80)
    expect(clip(text).length).toBeLessThanOrEqual(160)
    expect(clip(text).endsWith('…')).toBe(true)
    expect(clip('kort tekst')).toBe('kort tekst')
  })
})

describe('content sitemap entries', () => {
  it('lists every published story with lastmod, and no legacy or draft addresses', async () => {
    const entries = await contentSitemapEntries(api)
    const paths = entries.map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/nye-biler', '/udforsk/vi-skifter-navn-til-bilhuset-nord', '/minilease/minilease-konceptet', '/directcontact']),
    )
    expect(paths).not.toContain('/events/aabent-hus-nye-elbiler-2027')
    expect(entries.every((e) => typeof e.lastmod === 'string' && !Number.isNaN(Date.parse(e.lastmod)))).toBe(true)
    expect(entries.length).toBeGreaterThanOrEqual(40)
  })
})

import { expect, it, vi } from 'vitest'
import { collectSitemapEntries, createLastCompleteSitemap, IncompleteSitemapError, renderSitemap } from './sitemap.ts'
import { robotsTxt } from './robots.ts'

it('renders escaped, de-duplicated URLs with lastmod', () => {
  const xml = renderSitemap('https://x.dk', [
    { path: '/', priority: 1 },
    { path: '/udforsk/a&b', lastmod: '2026-11-01' },
    { path: '/', priority: 0.5 },
  ])
  expect(xml).toContain('<loc>https://x.dk/</loc>')
  expect(xml).toContain('<loc>https://x.dk/udforsk/a&amp;b</loc><lastmod>2026-11-01</lastmod>')
  expect(xml.match(/<url>/g)).toHaveLength(2)
})

it('collects every source, and fails when one fails: no partial sitemap (issue 19)', async () => {
  expect(await collectSitemapEntries([async () => [{ path: '/a' }], async () => [{ path: '/b' }]])).toEqual([{ path: '/a' }, { path: '/b' }])
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  await expect(collectSitemapEntries([async () => [{ path: '/a' }], async () => Promise.reject(new Error('nede'))])).rejects.toBeInstanceOf(
    IncompleteSitemapError,
  )
  expect(error).toHaveBeenCalled()
  error.mockRestore()
})

it('remembers the last complete sitemap for its stale window only', () => {
  let t = 1_000
  const last = createLastCompleteSitemap({ maxAgeMs: 60_000, now: () => t })
  expect(last.recall()).toBeUndefined()
  last.remember('<urlset/>')
  t += 59_999
  expect(last.recall()).toBe('<urlset/>')
  t += 2
  expect(last.recall()).toBeUndefined()
})

it('robots.txt keeps compare, favourites and forms out and points at the sitemap', () => {
  const txt = robotsTxt('https://x.dk')
  expect(txt).toContain('Disallow: /lager/sammenligne')
  expect(txt).toContain('Disallow: /lager/favoritter')
  expect(txt).toContain('Sitemap: https://x.dk/sitemap.xml')
})

import { expect, it, vi } from 'vitest'
import { collectSitemapEntries, renderSitemap } from './sitemap.ts'
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

it('leaves a failing source out instead of failing the sitemap', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const entries = await collectSitemapEntries([async () => [{ path: '/a' }], async () => Promise.reject(new Error('nede'))])
  expect(entries).toEqual([{ path: '/a' }])
  expect(error).toHaveBeenCalled()
  error.mockRestore()
})

it('robots.txt keeps compare, favourites and forms out and points at the sitemap', () => {
  const txt = robotsTxt('https://x.dk')
  expect(txt).toContain('Disallow: /lager/sammenligne')
  expect(txt).toContain('Disallow: /lager/favoritter')
  expect(txt).toContain('Sitemap: https://x.dk/sitemap.xml')
})

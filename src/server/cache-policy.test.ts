import { describe, expect, it } from 'vitest'
import { cacheControlFor, htmlCacheControl, notFoundCacheControl, pageKind, sharedFreshness } from './cache-policy.ts'

describe('pageKind', () => {
  it.each([
    ['/lager', 'stock'],
    ['/lager/123-1-renault-clio-tce', 'stock'],
    ['/renault/lager', 'stock'],
    ['/renault/lager/123-1-renault-clio-tce', 'stock'],
    ['/lager/sammenligne', 'private'],
    ['/lager/favoritter', 'private'],
    ['/soegeagent', 'private'],
    ['/soegeagent/bekraeft', 'private'],
    ['/soegeagent/mine', 'private'],
    ['/lager/123-1-renault-clio-tce/kontakt-mig', 'private'],
    ['/lager/123-1-renault-clio-tce/book-proventur', 'private'],
    ['/renault/lager/123-1-renault-clio-tce/book-proventur', 'private'],
    ['/mercedes-benz/modeller/eqa/kontakt', 'private'],
    ['/mercedes-benz/modeller/eqa/provekorsel', 'private'],
    ['/directcontact', 'private'],
    ['/byttebil', 'private'],
    ['/bench-floor', 'floor'],
    ['/', 'content'],
    ['/nye-biler/leasing-og-finansiering', 'content'],
    ['/lokationer/bilhuset-nord-greve', 'content'],
    ['/mercedes-benz/modeller/eqa', 'content'],
    // A content page whose slug happens to be "lager" is not stock (the rewrite leaves it alone).
    ['/om-os/lager', 'content'],
  ] as const)('%s is %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind)
  })
})

describe('htmlCacheControl', () => {
  const url = (path: string) => new URL(`http://site.test${path}`)

  it('gives stock and content pages shared-cache lifetimes and private pages none', () => {
    expect(htmlCacheControl(url('/lager'), 200, null)).toBe(cacheControlFor.stock)
    expect(htmlCacheControl(url('/'), 200, null)).toBe(cacheControlFor.content)
    expect(htmlCacheControl(url('/lager/sammenligne'), 200, null)).toBe('private, no-store')
    expect(htmlCacheControl(url('/bench-floor'), 200, null)).toBe('private, no-store')
  })

  it('keeps what the route set, except for previews, which are always private', () => {
    expect(htmlCacheControl(url('/om-os'), 200, 'public, max-age=10')).toBeNull()
    expect(htmlCacheControl(url('/om-os?_storyblok=12'), 200, 'public, max-age=10')).toBe('private, no-store')
    expect(htmlCacheControl(url('/om-os?preview=token'), 200, null)).toBe('private, no-store')
  })

  it('lets shared caches keep 404s a minute and never stores server errors', () => {
    expect(htmlCacheControl(url('/findes-ikke'), 404, null)).toBe(notFoundCacheControl)
    expect(htmlCacheControl(url('/lager'), 500, null)).toBe('no-store')
    expect(htmlCacheControl(url('/lager/sammenligne'), 404, null)).toBe('private, no-store')
  })
})

describe('sharedFreshness', () => {
  it('reads s-maxage (or max-age) and stale-while-revalidate of public responses', () => {
    expect(sharedFreshness(cacheControlFor.stock)).toEqual({ freshMs: 60_000, staleMs: 300_000 })
    expect(sharedFreshness('public, max-age=30')).toEqual({ freshMs: 30_000, staleMs: 0 })
  })

  it('refuses private, no-store, no-cache and responses without a lifetime', () => {
    for (const value of ['private, no-store', 'public, no-cache, s-maxage=60', 'public, max-age=0', 'max-age=60', null]) {
      expect(sharedFreshness(value)).toBeNull()
    }
  })
})

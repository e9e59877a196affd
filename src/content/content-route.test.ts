import { describe, expect, it } from 'vitest'
import { contentNotFound } from './content-route.ts'

const kindOf = (error: unknown) => (error as { data?: { kind?: string; statusCode?: number } }).data

describe('contentNotFound', () => {
  it('is brand-not-found for the model pages of a brand the site does not have', () => {
    expect(kindOf(contentNotFound('volvo/modeller', '/volvo/modeller'))).toMatchObject({ kind: 'brand-not-found', statusCode: 404 })
    expect(kindOf(contentNotFound('volvo/modeller/xc60', '/volvo/modeller/xc60?utm_source=x'))).toMatchObject({ kind: 'brand-not-found' })
  })

  it('is page-not-found for any other path without a story', () => {
    for (const slug of ['om-os/findes-ikke', 'volvo', 'volvo/lager', 'nye-biler/modeller/a/b/c']) {
      expect(kindOf(contentNotFound(slug, `/${slug}`)), slug).toMatchObject({ kind: 'page-not-found', statusCode: 404 })
    }
  })
})

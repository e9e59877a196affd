import { describe, expect, it } from 'vitest'
import { openGraphMeta } from './open-graph.ts'

describe('openGraphMeta', () => {
  it('writes each given property as an og: meta tag, in a fixed order', () => {
    expect(
      openGraphMeta({
        image: 'https://example.test/a.jpg',
        title: 'Mercedes-Benz GLC',
        description: 'En bil',
        type: 'product',
        url: 'https://example.test/lager/1',
        siteName: 'Bilhuset Nord',
        locale: 'da_DK',
      }),
    ).toEqual([
      { property: 'og:title', content: 'Mercedes-Benz GLC' },
      { property: 'og:description', content: 'En bil' },
      { property: 'og:type', content: 'product' },
      { property: 'og:url', content: 'https://example.test/lager/1' },
      { property: 'og:site_name', content: 'Bilhuset Nord' },
      { property: 'og:locale', content: 'da_DK' },
      { property: 'og:image', content: 'https://example.test/a.jpg' },
    ])
  })

  it('leaves out what is not given, and a missing image', () => {
    expect(openGraphMeta({ title: 'GLC', image: null })).toEqual([{ property: 'og:title', content: 'GLC' }])
    expect(openGraphMeta({ title: 'GLC', image: '' })).toEqual([{ property: 'og:title', content: 'GLC' }])
  })
})

/**
 * The server's parse of a story (issue 21, decision 2): every block, nested
 * ones too, comes out as its schema parsed it, or as a marker the preview
 * shows as a warning; the browser's registry lists exactly the blocks the
 * schemas know.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseBlok } from './parse-content.ts'
import { invalidOf } from './parsed-blok.ts'
import { registry } from './registry.ts'
import { resetReportedContentIssues } from './render/report.ts'
import { blockSchemas } from './schemas.ts'

const story = { uuid: 'story-uuid', fullSlug: 'test/side' }

afterEach(() => {
  vi.restoreAllMocks()
  resetReportedContentIssues()
})

const page = {
  _uid: 'p',
  component: 'page',
  title: '  Om os ',
  body: [
    {
      _uid: 'c',
      component: 'carousel',
      heading: 'Karrusel',
      slides: [
        { _uid: 's1', component: 'carousel_slide', heading: 'Første', link: { linktype: 'url', url: '/lager' } },
        { _uid: 's2', component: 'carousel_slide', heading: '' },
      ],
    },
    {
      _uid: 'r',
      component: 'rich_text',
      text: {
        type: 'doc',
        content: [{ type: 'blok', attrs: { body: [{ _uid: 'b', component: 'button', label: 'Kontakt', link: { linktype: 'url', url: '/kontakt' } }] } }],
      },
    },
    { _uid: 'x', component: 'lottery_wheel' },
  ],
}

describe('parseBlok', () => {
  it('parses the whole tree: nested blocks and blocks in rich text with their own schemas', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const input = structuredClone(page)
    const parsed = parseBlok(input, { story, preview: false }) as unknown as typeof page & Record<string, unknown>
    expect(input).toEqual(page)
    expect(parsed.title).toBe('Om os')
    const carousel = parsed.body[0] as unknown as { slides: Record<string, unknown>[] }
    expect(carousel.slides[0]).toMatchObject({ _uid: 's1', heading: 'Første', link: { href: '/lager', external: false } })
    expect(invalidOf(carousel.slides[0])).toBeUndefined()
    expect(invalidOf(carousel.slides[1])).toEqual({ problem: 'invalid', issues: '' })
    const doc = (parsed.body[1] as unknown as { text: { content: { attrs: { body: Record<string, unknown>[] } }[] } }).text
    expect(doc.content[0]?.attrs.body[0]).toMatchObject({ _uid: 'b', label: 'Kontakt', link: { href: '/kontakt', external: false } })
    expect(invalidOf(parsed.body[2])).toEqual({ problem: 'unknown', issues: '' })
  })

  it('reports each problem once, and gives the schema’s summary to markers in preview only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const parsed = parseBlok(page, { story, preview: true }) as unknown as { body: { slides?: unknown[] }[] }
    expect(invalidOf(parsed.body[0]?.slides?.[1])).toEqual({ problem: 'invalid', issues: 'heading: skal udfyldes' })
    parseBlok(page, { story, preview: true })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('"carousel_slide" (s2)'), expect.stringContaining('lottery_wheel')])
  })

  it('turns a block without _uid or component into a marker', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(invalidOf(parseBlok({ heading: 'x' }, { story, preview: true }))).toEqual({ problem: 'malformed', issues: '' })
  })
})

describe('the registry and the schemas', () => {
  it('list the same blocks', () => {
    expect(Object.keys(registry).toSorted()).toEqual(Object.keys(blockSchemas).toSorted())
  })
})

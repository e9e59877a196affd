/**
 * The registry against the content space: every component has a schema and
 * a component; every block renders with the visual editor's attributes in
 * draft content; unknown and malformed blocks are skipped (and logged once)
 * when published and shown as a warning in preview; every story renders with
 * exactly one h1 and no content problems.
 */
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadSpace } from '#mocks/content-space/space.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { titleHeroUid } from './blocks/page.tsx'
import { registry } from './registry.ts'
import { Blok } from './render/blocks.tsx'
import { resetReportedContentIssues } from './render/report.ts'
import { parsed, renderContent } from './testing/render-content.tsx'
import { collectBloks } from './parsed-blok.ts'

const space = loadSpace(fileURLToPath(new URL('../content-space/', import.meta.url)))
const storyId = 4242

afterEach(() => {
  vi.restoreAllMocks()
  resetReportedContentIssues()
})

function editableOf(blok: Record<string, unknown>): string {
  return `<!--#storyblok#${JSON.stringify({ name: blok.component, space: '287451', uid: blok._uid, id: String(storyId) })}-->`
}

/** Blocks the stored space does not use yet, so they get a sample here. */
const extraSamples: Record<string, unknown>[] = [
  {
    _uid: 'video-1',
    component: 'video',
    provider: 'youtube',
    video_id: 'abcDEF12345',
    title: 'Sådan fungerer vores værksted',
    caption: '',
    poster: { filename: '/content/illustrations/service.svg', alt: 'Værksted' },
  },
  {
    _uid: 'lease-detail-1',
    component: 'lease_detail',
    lease_vehicle: 'renault-clio-e-tech',
    heading: 'Renault Clio til privatleasing',
    lease_type: 'private_lease',
  },
]

function samples(): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>()
  for (const story of space.stories.draft) for (const b of collectBloks(story.content)) if (!out.has(b.component as string)) out.set(b.component as string, b)
  for (const b of extraSamples) if (!out.has(b.component as string)) out.set(b.component as string, b)
  return out
}

describe('registry', () => {
  const bySample = samples()

  it('has a sample for every registered component', () => {
    expect(Object.keys(registry).filter((name) => !bySample.has(name))).toEqual([])
  })

  it.each(Object.keys(registry))('%s renders with the visual editor’s attributes in draft', async (name) => {
    const sample = structuredClone(bySample.get(name) as Record<string, unknown>)
    sample._editable = editableOf(sample)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderContent(<Blok blok={parsed(sample, { preview: true })} />, { preview: true })
    expect(html).toContain(`data-blok-uid="${storyId}-${String(sample._uid)}"`)
    expect(html).not.toContain('content-warning')
    expect(warn).not.toHaveBeenCalled()
  })

  it('renders no editor attributes for published content', async () => {
    const sample = bySample.get('hero') as Record<string, unknown>
    const html = await renderContent(<Blok blok={parsed(sample)} />)
    expect(html).not.toContain('data-blok-c')
  })
})

describe('unknown and malformed blocks', () => {
  const unknown = { _uid: 'u-1', component: 'lottery_wheel', prize: 'bil' }
  const malformed = { _uid: 'm-1', component: 'teaser', heading: '', link: { linktype: 'url', url: 'javascript:alert(1)' } }

  it('skips an unknown block when published and logs it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderContent(
      <>
        <Blok blok={parsed(unknown)} />
        <Blok blok={parsed({ ...unknown, _uid: 'u-2' })} />
      </>,
    )
    expect(html).not.toContain('lottery_wheel')
    expect(html).not.toContain('content-warning')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('lottery_wheel')
  })

  it('shows a visible warning for an unknown block in preview', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderContent(<Blok blok={parsed(unknown, { preview: true })} />, { preview: true })
    expect(html).toContain('content-warning')
    expect(html).toContain(m.content_block_unknown({ name: 'lottery_wheel' }))
  })

  it('skips a malformed block when published, and explains it in preview', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await renderContent(<Blok blok={parsed(malformed)} />)).not.toContain('teaser')
    const preview = await renderContent(<Blok blok={parsed(malformed, { preview: true })} />, { preview: true })
    expect(preview).toContain('content-warning')
    expect(preview).toContain('heading: skal udfyldes')
    expect(preview).not.toContain('javascript:')
  })

  it('skips a block without _uid or component', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await renderContent(<Blok blok={parsed({ heading: 'x' })} />)).not.toContain('heading')
    expect(await renderContent(<Blok blok={parsed({ heading: 'x' }, { preview: true })} />, { preview: true })).toContain(m.content_block_malformed())
  })
})

describe('every story in the space', () => {
  it.each(space.stories.draft.map((s) => [s.full_slug, s] as const))('%s renders with one h1 and no content problems', async (_slug, story) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = Array.isArray(story.content.body) ? (story.content.body as { _uid: string; component: string }[]) : []
    const html = await renderContent(<Blok blok={parsed(story.content)} />, {
      titleBlockUid: titleHeroUid(body),
      story: {
        id: story.id,
        uuid: story.uuid,
        name: story.name,
        fullSlug: story.full_slug,
        path: `/${story.full_slug}`,
        publishedAt: story.published_at,
        firstPublishedAt: story.first_published_at,
      },
    })
    expect(warn).not.toHaveBeenCalled()
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1)
    expect(html).not.toMatch(/lorem ipsum|kommer snart/i)
  })
})

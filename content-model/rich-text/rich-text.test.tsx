/**
 * Hostile rich text: whatever an editor (or an attacker with editor access)
 * puts into a rich text field, the rendered HTML carries no script, no
 * event handler, no javascript:/data: URL and no foreign image.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderContent } from '../testing/render-content.tsx'
import { resetReportedContentIssues } from '../render/report.ts'
import { RichText } from './rich-text.tsx'
import { richTextField, type RichTextNode } from './rich-text-schema.ts'

afterEach(() => {
  vi.restoreAllMocks()
  resetReportedContentIssues()
})

const text = (t: string, marks: RichTextNode['marks'] = []): RichTextNode => ({ type: 'text', text: t, marks })
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs })

const hostile: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [text('<script>alert("xss")</script>'), text('<img src=x onerror=alert(1)>')] },
    { type: 'paragraph', content: [text('klik', [link({ href: 'javascript:alert(1)', linktype: 'url' })])] },
    { type: 'paragraph', content: [text('klik igen', [link({ href: ' JaVa\tScRiPt:alert(1)', linktype: 'url' })])] },
    { type: 'paragraph', content: [text('data', [link({ href: 'data:text/html;base64,PHNjcmlwdD4=', linktype: 'url' })])] },
    { type: 'paragraph', content: [text('mail', [link({ href: 'javascript:alert(1)//@x.dk', linktype: 'email' })])] },
    { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'evil' }, content: [text('attrs')] },
    { type: 'heading', attrs: { level: '1" onmouseover="alert(1)' }, content: [text('Overskrift')] },
    { type: 'image', attrs: { src: 'https://evil.example/track.png', alt: 'x', onerror: 'alert(1)' } },
    { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
    { type: 'html', attrs: { html: '<script>alert(2)</script>' }, content: [text('indhold af ukendt node')] },
    {
      type: 'paragraph',
      content: [
        text('stil', [
          { type: 'textStyle', attrs: { color: 'red;background:url(javascript:alert(1))' } },
          { type: 'anchor', attrs: { id: '" onfocus="alert(1)' } },
        ]),
      ],
    },
    { type: 'blok', attrs: { body: [{ _uid: 'b1', component: 'script', src: 'https://evil.example/x.js' }] } },
  ],
}

describe('rich text rendering', () => {
  it('renders hostile content without script, handlers or dangerous URLs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderContent(<RichText doc={hostile} />)
    const body = html.slice(html.indexOf('<div class="rich-text">'))
    expect(body).not.toMatch(/<script/i)
    expect(body).not.toMatch(/<[^>]*\son[a-z]+=/i)
    expect(body).not.toMatch(/javascript:/i)
    expect(body).not.toMatch(/data:text/i)
    expect(body).not.toMatch(/evil\.example/)
    expect(body).not.toMatch(/<[^>]*\sstyle=/i)
    expect(body).not.toMatch(/class="evil"/)
    // Text survives as text.
    expect(body).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;')
    expect(body).toContain('klik')
    expect(body).toContain('indhold af ukendt node')
    // The heading level is clamped to h2 (the page has the h1).
    expect(body).toContain('<h2>Overskrift</h2>')
  })

  it('renders links through the navigation guard: internal via the router, external with noopener', async () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('intern', [link({ href: '/old/cached', uuid: 'u1', linktype: 'story', story: { full_slug: 'nye-biler/ladelosninger' } })]),
            text(' ekstern', [link({ href: 'https://www.trustpilot.com/review/x', linktype: 'url', target: '_blank' })]),
            text(' mail', [link({ href: 'kontakt@bilhusetnord.dk', linktype: 'email' })]),
            text(' fed', [{ type: 'bold' }, link({ href: '/lager?condition=used', linktype: 'url' })]),
          ],
        },
      ],
    }
    const html = await renderContent(<RichText doc={doc} />)
    expect(html).toContain('href="/nye-biler/ladelosninger"')
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www\.trustpilot\.com\/review\/x"[^>]*rel="noopener noreferrer"|<a[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/www\.trustpilot\.com\/review\/x"/,
    )
    expect(html).toContain('href="mailto:kontakt@bilhusetnord.dk"')
    expect(html).toMatch(/<a[^>]*href="\/lager\?condition=used"[^>]*><strong> fed<\/strong><\/a>/)
  })

  it('reports each problem once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderContent(<RichText doc={hostile} />)
    const first = warn.mock.calls.length
    expect(first).toBeGreaterThan(0)
    await renderContent(<RichText doc={hostile} />)
    expect(warn.mock.calls.length).toBe(first)
  })

  it('validates the field: a doc, or empty', () => {
    expect(richTextField.parse('')).toBeNull()
    expect(richTextField.parse({ type: 'doc', content: [] })).toBeNull()
    expect(richTextField.safeParse({ type: 'paragraph' }).success).toBe(false)
    expect(richTextField.safeParse('<p>html</p>').success).toBe(false)
  })
})

/**
 * Issue 30: reviews are shown only with how the dealer checks that they come
 * from real customers; a review widget without `verification` is not shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseBlok } from '../parse-content.ts'
import { invalidOf } from '../parsed-blok.ts'
import { resetReportedContentIssues } from '../render/report.ts'

const story = { uuid: 'story-uuid', fullSlug: 'test/anmeldelser' }
const widget = {
  _uid: 'w',
  component: 'review_widget',
  provider: 'trustpilot',
  heading: 'Det siger vores kunder',
  reviews: [{ _uid: 'r1', component: 'review', author: 'Mette L.', rating: '5', text: 'God handel.' }],
}

afterEach(() => {
  vi.restoreAllMocks()
  resetReportedContentIssues()
})

describe('review_widget', () => {
  it('parses with a verification text', () => {
    const parsed = parseBlok({ ...widget, verification: 'Vi inviterer kunder efter et køb.' }, { story, preview: false })
    expect(invalidOf(parsed)).toBeUndefined()
  })

  it('is invalid (not shown) without one, or with an empty one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(invalidOf(parseBlok(widget, { story, preview: false }))?.problem).toBe('invalid')
    expect(invalidOf(parseBlok({ ...widget, verification: '  ' }, { story, preview: false }))?.problem).toBe('invalid')
  })
})

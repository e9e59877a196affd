import { describe, expect, it } from 'vitest'
import { isPreviewAllowed, storyblokEditorToken } from './preview.server.ts'
import { previewParamsFromSearch } from './preview-params.ts'

const previewToken = 'local-preview-token'
const now = 1_795_000_000

function editorParams(overrides: Record<string, string> = {}) {
  const timestamp = String(now - 60)
  return {
    _storyblok: '400001',
    '_storyblok_tk[space_id]': '287451',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': storyblokEditorToken('287451', previewToken, timestamp),
    ...overrides,
  }
}

describe('preview access', () => {
  const config = { previewToken, allowTokenParam: false, spaceId: '287451' }

  it('accepts the visual editor’s signed parameters', () => {
    expect(isPreviewAllowed(editorParams(), config, now)).toBe(true)
  })

  it('refuses a wrong token, another space id, or an expired timestamp', () => {
    expect(isPreviewAllowed(editorParams({ '_storyblok_tk[token]': 'a'.repeat(40) }), config, now)).toBe(false)
    expect(isPreviewAllowed(editorParams({ '_storyblok_tk[space_id]': '1' }), config, now)).toBe(false)
    expect(isPreviewAllowed(editorParams(), config, now + 3700)).toBe(false)
    expect(isPreviewAllowed({ _storyblok: '400001' }, config, now)).toBe(false)
  })

  it('binds the signature to the site’s own space: a valid signature for another space opens nothing', () => {
    const timestamp = String(now - 60)
    const otherSpace = {
      _storyblok: '400001',
      '_storyblok_tk[space_id]': '1',
      '_storyblok_tk[timestamp]': timestamp,
      '_storyblok_tk[token]': storyblokEditorToken('1', previewToken, timestamp),
    }
    expect(isPreviewAllowed(otherSpace, config, now)).toBe(false)
    expect(isPreviewAllowed(otherSpace, { ...config, spaceId: '1' }, now)).toBe(true)
    // No space configured: the editor's parameters open nothing.
    expect(isPreviewAllowed(editorParams(), { ...config, spaceId: '' }, now)).toBe(false)
  })

  it('accepts ?preview=<preview token> only for the local content space', () => {
    expect(isPreviewAllowed({ preview: previewToken }, config, now)).toBe(false)
    expect(isPreviewAllowed({ preview: previewToken }, { previewToken, allowTokenParam: true, spaceId: '287451' }, now)).toBe(true)
    expect(isPreviewAllowed({ preview: 'local-public-token' }, { previewToken, allowTokenParam: true, spaceId: '287451' }, now)).toBe(false)
    expect(isPreviewAllowed({ preview: '' }, { previewToken, allowTokenParam: true, spaceId: '287451' }, now)).toBe(false)
  })

  it('is never allowed without a preview token configured', () => {
    expect(isPreviewAllowed({ preview: '' }, { previewToken: '', allowTokenParam: true, spaceId: '287451' }, now)).toBe(false)
  })

  it('reads the parameters from flat and nested search objects', () => {
    expect(previewParamsFromSearch({ _storyblok: 400001, '_storyblok_tk[token]': 'abc', other: 'x' })).toEqual({
      _storyblok: '400001',
      '_storyblok_tk[token]': 'abc',
    })
    expect(previewParamsFromSearch({ _storyblok_tk: { space_id: 287451, timestamp: 1, token: 'abc' } })).toEqual({
      '_storyblok_tk[space_id]': '287451',
      '_storyblok_tk[timestamp]': '1',
      '_storyblok_tk[token]': 'abc',
    })
  })
})

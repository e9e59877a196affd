import { storyblokEditable } from '@storyblok/react'

/**
 * The attributes that let Storyblok's visual editor find a block
 * (data-blok-c, data-blok-uid). Only draft content carries `_editable`, so on
 * the published site this returns {}. Every block component spreads it on its
 * root element (content-model/registry.test.tsx checks that).
 */
export function editable(blok: { _editable?: string | undefined }): Record<string, string> {
  if (!blok._editable) return {}
  const attrs = storyblokEditable({ _editable: blok._editable })
  return attrs['data-blok-c'] && attrs['data-blok-uid'] ? { 'data-blok-c': attrs['data-blok-c'], 'data-blok-uid': attrs['data-blok-uid'] } : {}
}

/**
 * Who may see draft content. Two ways in:
 *
 * 1. Storyblok's visual editor opens the page with
 *    `?_storyblok=<story id>&_storyblok_tk[space_id]=…&_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`,
 *    where token = sha1(`${space_id}:${previewToken}:${timestamp}`). It is
 *    valid for an hour (Storyblok's documented check), and only for the
 *    site's own space (`STORYBLOK_SPACE_ID`): a signature made for another
 *    space opens nothing.
 * 2. For the local content space only: `?preview=<preview token>`.
 *
 * Checked on the server; the preview token never reaches the browser.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { siteClock } from '../clock/clock.ts'

export type PreviewParams = Record<string, string>

const maxAgeSeconds = 3600
const clockSkewSeconds = 300

function sameSecret(a: string, b: string): boolean {
  // Compare digests: equal length, constant time.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}

export function storyblokEditorToken(spaceId: string, previewToken: string, timestamp: string): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex')
}

export interface PreviewCheck {
  previewToken: string
  allowTokenParam: boolean
  spaceId: string
}

/** The preview check from the runtime settings' content section. */
export function previewCheckOf(content: { previewToken: string; isLocalSpace: boolean; spaceId: string }): PreviewCheck {
  return { previewToken: content.previewToken, allowTokenParam: content.isLocalSpace, spaceId: content.spaceId }
}

export function isPreviewAllowed(params: PreviewParams, config: PreviewCheck, nowSeconds: number = Math.floor(siteClock().now().getTime() / 1000)): boolean {
  if (!config.previewToken) return false
  const spaceId = params['_storyblok_tk[space_id]']
  const timestamp = params['_storyblok_tk[timestamp]']
  const token = params['_storyblok_tk[token]']
  if (config.spaceId && spaceId === config.spaceId && timestamp && token && /^\d+$/.test(timestamp)) {
    const ts = Number(timestamp)
    const fresh = ts > nowSeconds - maxAgeSeconds && ts < nowSeconds + clockSkewSeconds
    if (fresh && sameSecret(token.toLowerCase(), storyblokEditorToken(spaceId, config.previewToken, timestamp))) return true
  }
  const local = params.preview
  return config.allowTokenParam && typeof local === 'string' && local !== '' && sameSecret(local, config.previewToken)
}

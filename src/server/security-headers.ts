/**
 * Security headers of every response (ADR 0016).
 *
 * Pages get a nonce-based Content-Security-Policy: a fresh random nonce per
 * response, put on every script and stylesheet the site renders (TanStack
 * Start's and React's inline scripts too: the router gets it as
 * `ssr.nonce`), and `'strict-dynamic'`, so the scripts those load (the route
 * chunks, maplibre, Tag Manager, the booking widget, the Storyblok bridge)
 * run without listing their hosts. A page shared caches keep (public, with
 * s-maxage) gets the same policy with the hashes of its inline scripts and
 * styles in place of the nonce (`hashedPageContentSecurityPolicy`,
 * hashed-page.ts), so it can be stored and answered with its policy as is. Everything else is listed per directive
 * from the runtime configuration: picture hosts (product API, MEDIA_ORIGINS,
 * Storyblok's asset hosts), the map style's host, Sentry's, Tag Manager's
 * when a container is configured, the booking widget's, and the two video
 * players a content block may embed. A preview (draft content in Storyblok's
 * visual editor) may be framed by the editor's origin only, and allows
 * inline styles (the bridge adds a `<style>` without a nonce).
 *
 * Other responses (JSON, XML, text) get `default-src 'none'`. Every response
 * gets nosniff, Referrer-Policy, Permissions-Policy, COOP, X-Frame-Options
 * and, when SITE_URL is https, HSTS.
 *
 * Pure module (node:crypto for the nonce only).
 */
import { randomFillSync } from 'node:crypto'
import { storyblokEditorOrigin } from '#app.config.server'

export interface CspSources {
  /** Public origin of the site (SITE_URL): https adds upgrade-insecure-requests. */
  siteUrl: string
  /** Origin of the product API (its pictures are shown directly). */
  productApiOrigin: string
  /** Extra picture origins (MEDIA_ORIGINS). */
  mediaOrigins: readonly string[]
  /** Host of content assets (CONTENT_ASSET_HOST), e.g. a.storyblok.com. */
  contentAssetHost: string
  /** Tag Manager container id; empty: no Tag Manager hosts. */
  gtmId: string
  /** Script URL of the booking widget; empty: none. */
  bookingWidgetUrl: string
  /** maplibre style URL; empty: the offline style from the site itself. */
  mapStyleUrl: string
  /** Sentry DSN; empty: none. */
  sentryDsn: string
}

/** The video players a content block may embed (content-model/blocks/video.tsx). */
export const videoPlayerOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** Where Google Tag Manager and Analytics load from and send to. */
const tagManagerImageSources = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']
const tagManagerConnectSources = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

const nonceBytes = 16
/** Entropy for 256 nonces, drawn at once (as Node's randomUUID does): one call into the CSPRNG per 256 pages instead of one per page. Each nonce uses its own bytes, once. */
const noncePool = Buffer.alloc(nonceBytes * 256)
let noncePoolOffset = noncePool.byteLength

/** A CSP nonce: 128 random bits, base64url (no characters HTML or JSON would escape). */
export function createNonce(): string {
  if (noncePoolOffset + nonceBytes > noncePool.byteLength) {
    randomFillSync(noncePool)
    noncePoolOffset = 0
  }
  const nonce = noncePool.toString('base64url', noncePoolOffset, noncePoolOffset + nonceBytes)
  noncePoolOffset += nonceBytes
  return nonce
}

function originOf(url: string): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))]
}

export interface PageCspOptions {
  nonce: string
  /** Draft content in the visual editor: framed by the editor, inline styles for its bridge. */
  preview: boolean
}

/** Where the nonce goes in a stored policy (no source or directive can hold a NUL). */
const nonceMarker = '\u0000'
/** The policy per set of sources and preview flag, cut at its nonces: a page's policy is then one join, not 18 directives built again. */
const policyTemplates = new WeakMap<CspSources, Map<boolean, string[]>>()

/** The Content-Security-Policy of an HTML page (`sources` is read once per object: pass the same object for the same settings). */
export function pageContentSecurityPolicy(sources: CspSources, options: PageCspOptions): string {
  let bySources = policyTemplates.get(sources)
  if (!bySources) {
    bySources = new Map()
    policyTemplates.set(sources, bySources)
  }
  let pieces = bySources.get(options.preview)
  if (!pieces) {
    pieces = buildPagePolicy(sources, options.preview).split(nonceMarker)
    bySources.set(options.preview, pieces)
  }
  return pieces.join(options.nonce)
}

/**
 * The Content-Security-Policy of a page a shared cache keeps (`hashed-page.ts`): its inline scripts and
 * styles allowed by their SHA-256 instead of a nonce, so page and policy can be stored and sent as they
 * are. The rest is the nonce policy's, without preview framing (previews are never shared). Built once per
 * render, not per answer: the page cache stores it with the page.
 */
export function hashedPageContentSecurityPolicy(sources: CspSources, hashes: { scriptHashes: readonly string[]; styleHashes: readonly string[] }): string {
  return buildPagePolicy(sources, false, { script: hashes.scriptHashes, style: hashes.styleHashes })
}

/** The page policy; `inline` lists what allows inline scripts and styles (the nonce policy: its nonce's marker). */
function buildPagePolicy(sources: CspSources, preview: boolean, inline?: { script: readonly string[]; style: readonly string[] }): string {
  const nonce = `'nonce-${nonceMarker}'`
  const scripts = inline ? inline.script : [nonce]
  const styles = inline ? inline.style : [nonce]
  const gtm = sources.gtmId !== ''
  const booking = originOf(sources.bookingWidgetUrl)
  const map = originOf(sources.mapStyleUrl)
  const sentry = originOf(sources.sentryDsn)
  const contentAssets = sources.contentAssetHost ? `https://${sources.contentAssetHost}` : null
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'self' only counts for browsers without CSP 3 ('strict-dynamic' makes newer ones ignore it).
    ['script-src', ["'self'", ...scripts, "'strict-dynamic'"]],
    ['style-src', preview ? ["'self'", "'unsafe-inline'", booking ?? ''] : ["'self'", ...styles, booking ?? '']],
    // Style attributes (React's style prop, e.g. the compare table's column count) cannot carry a nonce.
    ['style-src-attr', ["'unsafe-inline'"]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        sources.productApiOrigin,
        ...sources.mediaOrigins,
        'https://*.storyblok.com',
        contentAssets ?? '',
        map ?? '',
        booking ?? '',
        ...(gtm ? tagManagerImageSources : []),
      ],
    ],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", map ?? '', sentry ?? '', booking ?? '', ...(gtm ? tagManagerConnectSources : [])]],
    ['media-src', ["'self'", contentAssets ?? '']],
    ['frame-src', [...videoPlayerOrigins, booking ?? '', gtm ? 'https://www.googletagmanager.com' : '']],
    // maplibre runs its worker from the site, or from a blob: URL when it has to.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', preview ? [storyblokEditorOrigin] : ["'self'"]],
  ]
  const parts = directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`)
  if (sources.siteUrl.startsWith('https:')) parts.push('upgrade-insecure-requests')
  return parts.join('; ')
}

/** The Content-Security-Policy of anything that is not a page (JSON, XML, text). */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Browser features the site does not use are switched off; geolocation is the
 * location finder's ("nearest to me"); the video players get what their
 * `allow` attribute asks for.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  `autoplay=(self ${videoPlayerOrigins.map((o) => `"${o}"`).join(' ')})`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self ${videoPlayerOrigins.map((o) => `"${o}"`).join(' ')})`,
  `fullscreen=(self ${videoPlayerOrigins.map((o) => `"${o}"`).join(' ')})`,
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${videoPlayerOrigins.map((o) => `"${o}"`).join(' ')})`,
  'usb=()',
].join(', ')

export const hstsHeader = 'max-age=31536000; includeSubDomains'

export interface SecurityHeaderOptions {
  /** The response's Content-Security-Policy; null leaves it out (a 304 keeps the one the browser stored). */
  csp: string | null
  /** Send the policy as Report-Only (the Vite dev server's own inline scripts carry no nonce). */
  reportOnly?: boolean
  /** SITE_URL is https. */
  https: boolean
  /** A preview may be framed by Storyblok's editor (X-Frame-Options would forbid it). */
  framedByEditor?: boolean
}

/** Sets the security headers on a response's headers (replacing what a handler set). */
export function applySecurityHeaders(headers: Headers, options: SecurityHeaderOptions): void {
  if (options.csp) {
    headers.set(options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy', options.csp)
  }
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('permissions-policy', permissionsPolicy)
  headers.set('cross-origin-opener-policy', 'same-origin')
  if (options.framedByEditor) headers.delete('x-frame-options')
  else headers.set('x-frame-options', 'SAMEORIGIN')
  if (options.https) headers.set('strict-transport-security', hstsHeader)
}

/**
 * A page any cache may share, made fit for a hash-based Content-Security-Policy (ADR 0016).
 *
 * A page is rendered with its request's nonce on every script and stylesheet.
 * A page that a shared cache keeps (the in-process page cache, Varnish) is
 * sent to many visitors, so a nonce in it would be one nonce for all of them,
 * readable by anyone. Such a page instead leaves the renderer without a nonce
 * and with the SHA-256 of each inline script (and inline style) it contains;
 * the policy lists those hashes (`'sha256-…'` with `'strict-dynamic'`), so
 * body and header belong together and can be stored and answered as they are.
 *
 * External scripts cannot be allowed by a hash in every browser, so the
 * module entry (`<script type="module" async src>`, TanStack Start's only
 * external script) is loaded by a small hashed inline script that adds it to
 * the document: a script a trusted script inserts runs under
 * `'strict-dynamic'`, and so do the chunks it imports and the scripts it
 * adds later (Tag Manager, the booking widget, maplibre's worker).
 *
 * Anything the rewrite cannot account for (a classic external script, whose
 * order a loader would change; the nonce left somewhere it does not know)
 * returns null: the caller must then not let a shared cache keep the page.
 *
 * Pure module (node:crypto for the hashes).
 */
import { createHash } from 'node:crypto'

export interface HashedPage {
  /** The page without its nonce, the module entry behind a loader. */
  html: string
  /** `'sha256-…'` sources of the page's inline scripts, in order of appearance, without repeats. */
  scriptHashes: string[]
  /** `'sha256-…'` sources of its inline `<style>` elements. */
  styleHashes: string[]
}

/** An asset path a loader may name literally: no quote, backslash, angle bracket or space. */
const safeSrc = /^[\w\-./:@%+~]+$/
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** Script types the browser runs (and the policy checks): JavaScript, modules, import maps, speculation rules. Data blocks (`application/ld+json`) are not run. */
function isRunType(type: string | null): boolean {
  if (type === null || type === '') return true
  const t = type.trim().toLowerCase()
  return t === 'module' || t === 'importmap' || t === 'speculationrules' || t === 'text/javascript' || t === 'application/javascript'
}

/** `'sha256-…'` of a script's or style's text as the browser hashes it (its UTF-8 bytes). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The inline script that loads the module entry at `src` (added by a script, so `'strict-dynamic'` trusts it). */
export function moduleLoader(src: string): string {
  return `(function(s){s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)})(document.createElement("script"))`
}

/** The page made fit for a hash-based policy, or null when it cannot be (see the module's comment). */
export function toHashedPage(html: string, nonce: string): HashedPage | null {
  if (!/^[\w-]+$/.test(nonce)) return null
  // One pass over the page (a page is 80 kB or more: every copy of it is garbage the server collects): the
  // nonce's attributes and meta tag, and every script and style element, each hashed where it stands.
  const nonceAttribute = ` nonce="${nonce}"`
  const parts = new RegExp(`<meta property="csp-nonce" content="${nonce}"/?>| nonce="${nonce}"|${scriptElement.source}|${styleElement.source}`, 'gi')
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  let unaccounted = false
  const page = html.replace(parts, (whole: string, scriptAttributes?: string, scriptText?: string, styleText?: string) => {
    if (scriptAttributes !== undefined) {
      const attributes = scriptAttributes.replaceAll(nonceAttribute, '')
      const src = attribute(attributes, 'src')
      if (src === null) {
        if (isRunType(attribute(attributes, 'type'))) scriptHashes.add(cspHash(scriptText ?? ''))
        return `<script${attributes}>${scriptText ?? ''}</script>`
      }
      const type = attribute(attributes, 'type')
      if (type?.toLowerCase() === 'module' && attribute(attributes, 'async') !== null && (scriptText ?? '').trim() === '' && safeSrc.test(src)) {
        const loader = moduleLoader(src)
        scriptHashes.add(cspHash(loader))
        return `<script>${loader}</script>`
      }
      unaccounted = true
      return whole
    }
    if (styleText !== undefined) {
      styleHashes.add(cspHash(styleText))
      return whole.replaceAll(nonceAttribute, '')
    }
    return ''
  })
  if (unaccounted || page.includes(nonce)) return null
  return { html: page, scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] }
}

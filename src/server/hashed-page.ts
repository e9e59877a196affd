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
 * The page is worked on as bytes, as React wrote it (lower-case tags,
 * attribute values with `>` escaped): a page of 80 kB or more read into a
 * string would be held two bytes per character in V8's large-object space,
 * which only a full collection frees, on every render (issue 34: the site's
 * memory after the cache-busting round). A script or style an upper-case
 * tag would open is not hashed, so the browser blocks it rather than runs it.
 *
 * Pure module (node:crypto for the hashes).
 */
import { createHash } from 'node:crypto'

export interface HashedPage {
  /** The page without its nonce, the module entry behind a loader. */
  body: Uint8Array<ArrayBuffer>
  /** `'sha256-…'` sources of the page's inline scripts, in order of appearance, without repeats. */
  scriptHashes: string[]
  /** `'sha256-…'` sources of its inline `<style>` elements. */
  styleHashes: string[]
}

/** An asset path a loader may name literally: no quote, backslash, angle bracket or space. */
const safeSrc = /^[\w\-./:@%+~]+$/

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
export function cspHash(text: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/** The inline script that loads the module entry at `src` (added by a script, so `'strict-dynamic'` trusts it). */
export function moduleLoader(src: string): string {
  return `(function(s){s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)})(document.createElement("script"))`
}

const isTagEnd = (byte: number | undefined) =>
  byte === 0x3e /* > */ || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x2f /* / */

/** The page made fit for a hash-based policy, or null when it cannot be (see the module's comment). */
export function toHashedPage(page: Uint8Array, nonce: string): HashedPage | null {
  if (!/^[\w-]+$/.test(nonce)) return null
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  const nonceAttribute = ` nonce="${nonce}"`
  const nonceMeta = `<meta property="csp-nonce" content="${nonce}"`
  const out: Uint8Array[] = []
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  let pos = 0
  // What the walk stops at, and where each comes next at or after `pos` (-2: not looked for yet; -1: none left; looked for again once passed).
  const needles = { script: '<script', style: '<style', attribute: nonceAttribute, meta: nonceMeta }
  const kinds = Object.keys(needles) as (keyof typeof needles)[]
  const next = { script: -2, style: -2, attribute: -2, meta: -2 }
  for (;;) {
    let kind: keyof typeof needles | null = null
    let at = Infinity
    for (const k of kinds) {
      if (next[k] !== -1 && next[k] < pos) next[k] = html.indexOf(needles[k], pos)
      if (next[k] !== -1 && next[k] < at) {
        kind = k
        at = next[k]
      }
    }
    if (kind === null) break
    out.push(html.subarray(pos, at))
    if (kind === 'attribute') {
      pos = at + nonceAttribute.length
      continue
    }
    if (kind === 'meta') {
      const end = html.indexOf('>', at)
      if (end === -1) return null
      pos = end + 1
      continue
    }
    const tag = needles[kind]
    if (!isTagEnd(html[at + tag.length])) {
      // `<scripts…` or `<styled…`: not the element.
      out.push(html.subarray(at, at + tag.length))
      pos = at + tag.length
      continue
    }
    const openEnd = html.indexOf('>', at)
    const closeTag = kind === 'script' ? '</script>' : '</style>'
    const close = openEnd === -1 ? -1 : html.indexOf(closeTag, openEnd + 1)
    if (close === -1) return null
    const attributes = html.toString('utf8', at + tag.length, openEnd).replaceAll(nonceAttribute, '')
    const text = html.subarray(openEnd + 1, close)
    pos = close + closeTag.length
    if (kind === 'style') {
      styleHashes.add(cspHash(text))
      out.push(Buffer.from(`<style${attributes}>`), text, Buffer.from(closeTag))
      continue
    }
    const src = attribute(attributes, 'src')
    if (src === null) {
      if (isRunType(attribute(attributes, 'type'))) scriptHashes.add(cspHash(text))
      out.push(Buffer.from(`<script${attributes}>`), text, Buffer.from(closeTag))
      continue
    }
    const type = attribute(attributes, 'type')
    if (type?.toLowerCase() !== 'module' || attribute(attributes, 'async') === null || text.toString().trim() !== '' || !safeSrc.test(src)) return null
    const loader = moduleLoader(src)
    scriptHashes.add(cspHash(loader))
    out.push(Buffer.from(`<script>${loader}</script>`))
  }
  out.push(html.subarray(pos))
  const body = new Uint8Array(Buffer.concat(out))
  if (Buffer.from(body.buffer, body.byteOffset, body.byteLength).includes(nonce)) return null
  return { body, scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] }
}

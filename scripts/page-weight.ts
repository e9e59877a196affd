/**
 * The weight of a server-rendered page's HTML (issue 21): the raw document,
 * and the inline scripts in it, which are mostly TanStack Start's serialized
 * router state (the loaders' data the page hydrates from). kB are 1,000 bytes
 * of UTF-8, uncompressed.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */

export interface PageWeight {
  /** The whole HTML document. */
  htmlBytes: number
  /** Every inline <script> (no src): the hydration data and the small bootstrap scripts. */
  inlineScriptBytes: number
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

export function pageWeight(html: string): PageWeight {
  let inlineScriptBytes = 0
  for (const match of html.matchAll(inlineScript)) inlineScriptBytes += Buffer.byteLength(match[1] ?? '')
  return { htmlBytes: Buffer.byteLength(html), inlineScriptBytes }
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`

/**
 * The Open Graph tags of a page (https://ogp.me), written in one place: every
 * route's `head` spreads `openGraphMeta(...)` into its `meta` instead of
 * writing `og:` properties by hand. Only the properties given are written, in
 * one order; an image that is missing (`null`, `undefined`, '') is left out.
 */
export interface OpenGraph {
  title: string
  description?: string
  /** og:type: `website` (the default when left out), `article`, `product`. */
  type?: string
  /** The page's absolute address (site URL + public path). */
  url?: string
  siteName?: string
  /** og:locale, e.g. `da_DK`. */
  locale?: string
  /** Absolute address of the page's picture. */
  image?: string | null
}

/** A type, not an interface, so a tag also fits a `Record<string, string>` meta list. */
export type OpenGraphTag = {
  property: `og:${string}`
  content: string
}

export function openGraphMeta(og: OpenGraph): OpenGraphTag[] {
  const tags: [OpenGraphTag['property'], string | null | undefined][] = [
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:type', og.type],
    ['og:url', og.url],
    ['og:site_name', og.siteName],
    ['og:locale', og.locale],
    ['og:image', og.image],
  ]
  return tags
    .filter((tag): tag is [OpenGraphTag['property'], string] => typeof tag[1] === 'string' && tag[1] !== '')
    .map(([property, content]) => ({ property, content }))
}

/**
 * Where CMS images may come from and where CMS links lead: plain functions
 * and types, no zod, because the rich-text renderer (on content pages' first
 * load) uses them; the field schemas in fields.ts use them too (ADR 0023).
 */
import { allowedProtocols } from '#src/navigation/navigation-guard.ts'
import { storyPath } from './paths.ts'

/**
 * Where images may come from: the site's own illustrations under /content/
 * (the local content space) or Storyblok's asset CDN over https. Anything
 * else (other hosts, http:, data:, javascript:) is rejected.
 */
export function isAllowedAssetUrl(url: string): boolean {
  if (url.startsWith('/content/')) return !url.includes('..') && !url.includes('//') && !/[\s"'<>\\]/.test(url)
  try {
    const u = new URL(url)
    return u.protocol === 'https:' && /^a(-[a-z]+)?\.storyblok\.com$/.test(u.hostname)
  } catch {
    return false
  }
}

export interface Asset {
  filename: string
  alt: string
  title: string
  copyright: string
}

/** A link target resolved to what the site's AppLink needs. */
export interface ContentHref {
  href: string
  /** The link leaves the site (explicit permission for the navigation guard). */
  external: boolean
}

/** A Storyblok link field as the Content Delivery API sends it (fields.ts checks it). */
export interface RawLink {
  id?: string | number | null | undefined
  url?: string | null | undefined
  cached_url?: string | null | undefined
  linktype?: 'story' | 'url' | 'email' | 'asset' | null | undefined
  fieldtype?: 'multilink' | undefined
  email?: string | null | undefined
  anchor?: string | null | undefined
  target?: string | null | undefined
  story?: { full_slug: string; name?: string | undefined; url?: string | undefined } | null | undefined
}

function withAnchor(href: string, anchor: string | null | undefined): string {
  const a = (anchor ?? '').replace(/^#/, '')
  return a ? `${href.split('#')[0]}#${encodeURIComponent(a)}` : href
}

function hasAllowedProtocol(href: string): boolean {
  const cleaned = href.replace(/[\s\u0000-\u001F\u007F]+/g, '') // eslint-disable-line no-control-regex -- browsers ignore them
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]
  return scheme === undefined || (allowedProtocols as readonly string[]).includes(`${scheme.toLowerCase()}:`)
}

/**
 * Resolves a Storyblok link to an href. Internal story links use the linked
 * story's current full_slug (resolve_links=url) and fall back to cached_url.
 * Returns null for an empty link; throws (as a zod issue) for a forbidden
 * protocol such as javascript:.
 */
export function resolveLink(link: RawLink): ContentHref | null | 'forbidden' {
  switch (link.linktype ?? 'url') {
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url ?? ''
      if (!slug && !link.id) return null
      if (!slug) return null
      return { href: withAnchor(storyPath(slug), link.anchor), external: false }
    }
    case 'email': {
      const email = (link.email ?? link.url ?? '').replace(/^mailto:/i, '').trim()
      if (!email) return null
      if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email)) return 'forbidden'
      return { href: `mailto:${email}`, external: true }
    }
    default: {
      const url = (link.url || link.cached_url || '').trim()
      if (!url) return null
      if (!hasAllowedProtocol(url)) return 'forbidden'
      if (url.startsWith('/') && !url.startsWith('//')) return { href: withAnchor(url, link.anchor), external: false }
      if (url.startsWith('#')) return { href: url, external: false }
      if (/^(https?:|mailto:|tel:|sms:)/i.test(url) || url.startsWith('//')) return { href: withAnchor(url, link.anchor), external: true }
      // A bare host such as "www.example.dk" as editors sometimes type it.
      if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/i.test(url)) return { href: `https://${url}`, external: true }
      return 'forbidden'
    }
  }
}

import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { checkNavigationTarget } from '../navigation/navigation-guard.ts'
import { analyticsEvents, pushAnalyticsEvent, socialNetworkOf } from '../analytics/data-layer.ts'
import { usePublicConfig } from '../config/use-public-config.ts'
import { toInternalPath } from '../navigation/localized-paths.ts'
import { ServerLink } from './server-link.tsx'

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An internal path ("/lager?type=used#top") or, with `external`, a full URL. */
  href: string
  /** Explicit permission to leave the site (spec 8: external navigation needs it). */
  external?: boolean
  children: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

/** Origin used to resolve relative hrefs when no browser location exists (SSR). */
const ssrOrigin = 'http://site.invalid'

/** What a checked href becomes: a plain anchor out of the site, a plain anchor to a file, or a router link. */
type ResolvedLink =
  | { kind: 'external'; href: string; isDownload: boolean; network: string | null }
  | { kind: 'file'; href: string; pathname: string }
  | { kind: 'internal'; to: string }

/**
 * Checked hrefs by href, permission, origin and asset host, on the server. A page renders the same
 * header and footer links on every request, and parsing each with URL was a tenth of the layout's
 * server time (issue 34); a refused href is not kept and throws again. Cleared when full: content
 * brings at most a few hundred distinct links. The browser checks each link once per render and
 * does not ship the cache (import.meta.env.SSR is false in its build).
 */
const resolvedLinks = new Map<string, ResolvedLink>()
const maxResolvedLinks = 1_000

function resolveLink(href: string, external: boolean | undefined, origin: string, contentAssetHost: string | null | undefined): ResolvedLink {
  if (!import.meta.env.SSR) return checkLink(href, external, origin, contentAssetHost)
  const key = `${external ? 'x' : 'i'}|${origin}|${contentAssetHost ?? ''}|${href}`
  const known = resolvedLinks.get(key)
  if (known) return known
  const resolved = checkLink(href, external, origin, contentAssetHost)
  if (resolvedLinks.size >= maxResolvedLinks) resolvedLinks.clear()
  resolvedLinks.set(key, resolved)
  return resolved
}

function checkLink(href: string, external: boolean | undefined, origin: string, contentAssetHost: string | null | undefined): ResolvedLink {
  const target = checkNavigationTarget(href, { origin, external })
  if (target.isExternal) {
    return { kind: 'external', href: target.url.href, isDownload: target.url.hostname === contentAssetHost, network: socialNetworkOf(target.url) }
  }
  // A file of the local content space (/content/…, public/content/, e.g. a brochure PDF) is no page.
  if (/^\/content\/.+\.[a-z0-9]+$/i.test(target.url.pathname)) {
    return { kind: 'file', href: `${target.url.pathname}${target.url.search}`, pathname: target.url.pathname }
  }
  // hrefs are public (localised) paths; the router matches internal ones and
  // localises the rendered href again through its URL rewrite.
  return { kind: 'internal', to: `${toInternalPath(target.url.pathname)}${target.url.search}${target.url.hash}` }
}

/**
 * A link whose target is checked by the navigation guard. Internal paths use
 * the router (client-side navigation, preloading); external URLs need
 * `external` and open as plain anchors with rel="noopener". A link to the
 * content-asset host, or to a file of the local content space (/content/…),
 * fires a `download` event (spec 7).
 *
 * Throws NavigationError for forbidden protocols or unapproved external URLs,
 * which the nearest error boundary turns into the error page.
 */
export function AppLink({ href, external, children, onClick, ref, ...rest }: AppLinkProps) {
  const { contentAssetHost } = usePublicConfig()
  const origin = typeof window === 'undefined' ? ssrOrigin : window.location.origin
  const target = resolveLink(href, external, origin, contentAssetHost)

  if (target.kind === 'external') {
    return (
      <a
        {...rest}
        ref={ref}
        href={target.href}
        rel="noopener noreferrer"
        onClick={(event) => {
          if (target.isDownload) {
            pushAnalyticsEvent(analyticsEvents.download({ file_url: target.href }))
          }
          if (target.network) pushAnalyticsEvent(analyticsEvents.clickSocial({ network: target.network, link_url: target.href }))
          onClick?.(event)
        }}
      >
        {children}
      </a>
    )
  }
  // A plain link the browser fetches, which fires a download event as the content-asset host's do.
  if (target.kind === 'file') {
    return (
      <a
        {...rest}
        ref={ref}
        href={target.href}
        onClick={(event) => {
          pushAnalyticsEvent(analyticsEvents.download({ file_url: new URL(target.pathname, window.location.origin).href }))
          onClick?.(event)
        }}
      >
        {children}
      </a>
    )
  }
  // On the server, the same anchor without the router's work per link (server-link.tsx); the browser
  // hydrates it with the router's Link.
  // import.meta.env.SSR is false in the browser's build, so the server link is not shipped to it.
  if (import.meta.env.SSR) {
    return (
      <ServerLink {...rest} ref={ref} to={target.to} onClick={onClick}>
        {children}
      </ServerLink>
    )
  }
  return (
    // Content-driven paths are plain strings; the router resolves them at run time.
    <Link {...rest} ref={ref} to={target.to as '/'} onClick={onClick}>
      {children}
    </Link>
  )
}

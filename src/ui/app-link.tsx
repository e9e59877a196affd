import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { checkNavigationTarget } from '../navigation/navigation-guard.ts'
import { analyticsEvents, pushAnalyticsEvent, socialNetworkOf } from '../analytics/data-layer.ts'
import { usePublicConfig } from '../config/use-public-config.ts'
import { toInternalPath } from '../navigation/localized-paths.ts'

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
  const target = checkNavigationTarget(href, { origin, external })

  if (target.isExternal) {
    const isDownload = target.url.hostname === contentAssetHost
    const network = socialNetworkOf(target.url)
    return (
      <a
        {...rest}
        ref={ref}
        href={target.url.href}
        rel="noopener noreferrer"
        onClick={(event) => {
          if (isDownload) {
            pushAnalyticsEvent(analyticsEvents.download({ file_url: target.url.href }))
          }
          if (network) pushAnalyticsEvent(analyticsEvents.clickSocial({ network, link_url: target.url.href }))
          onClick?.(event)
        }}
      >
        {children}
      </a>
    )
  }
  // A file of the local content space (/content/…, public/content/, e.g. a brochure PDF) is no page:
  // a plain link the browser fetches, which fires a download event as the content-asset host's do.
  if (/^\/content\/.+\.[a-z0-9]+$/i.test(target.url.pathname)) {
    return (
      <a
        {...rest}
        ref={ref}
        href={`${target.url.pathname}${target.url.search}`}
        onClick={(event) => {
          pushAnalyticsEvent(analyticsEvents.download({ file_url: new URL(target.url.pathname, window.location.origin).href }))
          onClick?.(event)
        }}
      >
        {children}
      </a>
    )
  }
  // hrefs are public (localised) paths; the router matches internal ones and
  // localises the rendered href again through its URL rewrite.
  const path = `${toInternalPath(target.url.pathname)}${target.url.search}${target.url.hash}`
  return (
    // Content-driven paths are plain strings; the router resolves them at run time.
    <Link {...rest} ref={ref} to={path as '/'} onClick={onClick}>
      {children}
    </Link>
  )
}

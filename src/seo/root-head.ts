import type { PublicRuntimeConfig } from '#app.config.server'
import { groupFavicon } from '#app.config'
import { canonicalUrl } from '../navigation/canonical.ts'
import { fallbackTitle, withSiteName } from '../navigation/page-title.ts'
import { isErrorData } from '../errors/error-kinds.ts'
import { errorPageText } from '../errors/error-texts.ts'
import { siteDescription } from '../site-identity/site-identity.ts'

interface MatchLike {
  status: string
  error?: unknown
  context?: unknown
}

interface RootHeadContext {
  matches: MatchLike[]
  loaderData?: { publicConfig: PublicRuntimeConfig } | undefined
}

/** Set by the root route's beforeLoad: the location being rendered. */
export interface RequestLocationContext {
  requestLocation: { pathname: string; searchStr: string }
}

function isNotFoundMatch(m: MatchLike): boolean {
  // `_notFound` marks the boundary that renders a not-found (router-internal;
  // the e2e title test guards against it changing in a router upgrade).
  return m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true
}

/**
 * The root route's head: charset, viewport, description, favicon, theme,
 * stylesheets, the canonical link and the fallback title (spec 2.2). Child
 * routes that set their own title replace the fallback (the last title wins).
 */
export function rootHead(ctx: RootHeadContext, stylesheets: string[]) {
  const location = (ctx.matches[0]?.context as Partial<RequestLocationContext> | undefined)?.requestLocation
  const pathname = location?.pathname ?? '/'
  const notFoundMatch = ctx.matches.find(isNotFoundMatch)
  const errorMatch = ctx.matches.find((m) => m.status === 'error')

  let title: string
  if (notFoundMatch) {
    const data = isErrorData((notFoundMatch.error as { data?: unknown } | undefined)?.data)
      ? (notFoundMatch.error as { data: { title?: string; kind: string } }).data
      : undefined
    title = fallbackTitle({ pathname, statusCode: 404, message: data?.title ?? errorPageText('page-not-found').title })
  } else if (errorMatch) {
    title = fallbackTitle({ pathname, statusCode: 500, message: errorPageText('something-went-wrong').title })
  } else {
    title = fallbackTitle({ pathname })
  }

  const siteUrl = ctx.loaderData?.publicConfig.siteUrl
  const links: { rel: string; href: string; type?: string }[] = [
    ...stylesheets.map((href) => ({ rel: 'stylesheet', href })),
    { rel: 'icon', href: groupFavicon, type: 'image/svg+xml' },
  ]
  if (siteUrl && !notFoundMatch && !errorMatch) {
    links.push({ rel: 'canonical', href: canonicalUrl(siteUrl, pathname, location?.searchStr ?? '') })
  }

  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'description', content: siteDescription },
      { name: 'theme-color', content: '#0b2a4a' },
      ...(notFoundMatch || errorMatch ? [{ name: 'robots', content: 'noindex' }] : []),
      { title: withSiteName(title) },
    ],
    links,
  }
}

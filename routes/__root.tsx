/// <reference types="vite/client" />
import { useEffect, type ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRoute, useLoaderData, useRouter, useRouterState } from '@tanstack/react-router'
import { mockModeWarning } from '#app.config'
import appCss from '../src/styles/app.css?url'
import uiCss from '../src/ui/ui.css?url'
import { loadPublicConfig } from '#src/config/public-config.functions.ts'
import { siteClock } from '#src/clock/clock.ts'
import { PageLayout } from '#src/shell/page-layout.tsx'
import { CompareBar } from '#src/saved-vehicles/compare/compare-bar.tsx'
import { RouteErrorPage, RouteNotFoundPage } from '#src/shell/route-boundaries.tsx'
import { rootHead, type RequestLocationContext } from '#src/seo/root-head.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { followLegacyRedirect } from '#src/navigation/legacy-redirect.ts'
import { startSentry } from '#src/observability/error-reporting.ts'
import { TagManager } from '#src/analytics/tag-manager.tsx'
import { ConsentManager } from '#src/shell/consent-manager.tsx'
import { siteConsent } from '#src/consent/consent.ts'
import { consentAskScript } from '#src/shell/consent-banner.tsx'
import { PageViewTracker } from '#src/analytics/page-view-tracker.tsx'
import { startBuildFreshness } from '#src/build-freshness/freshness-runtime.ts'
import { loadSearchValidationOnTheWay } from '#src/navigation/route-search.ts'
import { BuildFreshnessBoundary } from '#src/build-freshness/build-freshness-page.tsx'
import { startLeadCourierWhenWaiting } from '#src/forms/outbox-courier.ts'
import { zodJitlessScript } from '#src/zod-jitless-script.ts'
import { ChatLauncher } from '#src/chat/chat-launcher.tsx'

export const Route = createRootRoute({
  beforeLoad: async ({ location }): Promise<RequestLocationContext> => {
    // Old addresses follow the legacy redirect table on client-side navigation too (redirects/).
    await followLegacyRedirect(location)
    return { requestLocation: { pathname: toPublicPath(location.pathname), searchStr: location.searchStr } }
  },
  // renderedAt: the server's "now" for what the document shows of the date (the footer's year); the
  // browser hydrates with the same value (src/clock/use-now.ts).
  loader: async () => ({ publicConfig: await loadPublicConfig(), renderedAt: siteClock().now().getTime() }),
  // The public configuration does not change while the page is open.
  staleTime: Infinity,
  shouldReload: false,
  // zod parses without `new Function` in the browser before any module runs (src/zod-jitless-script.ts, ADR 0016's CSP);
  // the consent banner in the HTML shows from the first paint only to a visitor with no stored answer (ADR 0018).
  head: (ctx) => ({ ...rootHead(ctx, [appCss, uiCss]), scripts: [{ children: zodJitlessScript }, { children: consentAskScript }] }),
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: RouteNotFoundPage,
  errorComponent: RouteErrorPage,
})

function ClientStart() {
  const config = useLoaderData({ from: '__root__', select: (d) => d.publicConfig })
  const router = useRouter()
  // A new release: the next navigation loads the whole page; a missing chunk reloads once (spec 9). Then the
  // search validation a navigation needs, loaded on the way (after build freshness's check: ADR 0031).
  useEffect(() => {
    startBuildFreshness(router.history)
    loadSearchValidationOnTheWay(router)
  }, [router])
  useEffect(() => {
    if (config.useMocks) console.warn(mockModeWarning)
    startSentry(config.sentry, siteConsent)
    // A lead still waiting (sent during an outage, on this or an earlier visit) is delivered from any page.
    startLeadCourierWhenWaiting()
  }, [config])
  return (
    <>
      <PageViewTracker />
      <TagManager gtmId={config.gtmId} />
      <ChatLauncher />
    </>
  )
}

function RootComponent() {
  return (
    <>
      <ClientStart />
      <BuildFreshnessBoundary>
        <Outlet />
      </BuildFreshnessBoundary>
    </>
  )
}

/**
 * Tool pages (/statecharts) get neither the compare bar nor the floating "Hjælp": nothing floats over
 * the diagrams a product owner reads there (issue 32).
 */
const toolPaths = new Set(['/statecharts'])

function RootDocument({ children }: { children: ReactNode }) {
  const toolPage = useRouterState({ select: (s) => toolPaths.has(s.location.pathname) })
  return (
    // The head's consent script marks <html data-consent> before React hydrates it.
    <html lang="da" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <PageLayout beforeFooter={toolPage ? null : <CompareBar />} floatingHelp={!toolPage}>
          {children}
        </PageLayout>
        <ConsentManager />
        <Scripts />
      </body>
    </html>
  )
}

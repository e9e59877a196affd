import type { ReactNode } from 'react'
import { SkipLink, mainContentId } from './skip-link.tsx'
import { TopBar } from './top-bar.tsx'
import { SiteHeader } from './site-header.tsx'
import { SiteFooter } from './site-footer.tsx'
import { HelpLauncher } from './help-launcher.tsx'
import { ToastRegion } from '../ui/toast/toast-region.tsx'

export interface PageLayoutProps {
  children: ReactNode
  /**
   * Shown between the main content and the footer on every page (the root
   * route gives the compare bar): the layout is shared and imports no feature.
   */
  beforeFooter?: ReactNode
  /** The floating "Hjælp" launcher; off on tool pages where nothing may float over the content (/statecharts). Default on. */
  floatingHelp?: boolean
}

/** The one default page layout: skip link, top bar, header, main, what the root route adds, footer, the help launcher (contact and chat), toasts. */
export function PageLayout({ children, beforeFooter, floatingHelp = true }: PageLayoutProps) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <main id={mainContentId} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {beforeFooter}
      <SiteFooter />
      {floatingHelp ? <HelpLauncher /> : null}
      <ToastRegion />
    </>
  )
}

import type { ReactNode } from 'react'
import { SkipLink, mainContentId } from './skip-link.tsx'
import { TopBar } from './top-bar.tsx'
import { SiteHeader } from './site-header.tsx'
import { SiteFooter } from './site-footer.tsx'
import { StickyContact } from './sticky-contact.tsx'
import { ToastRegion } from '../ui/toast/toast-region.tsx'
import { CompareBar } from '../compare/compare-bar.tsx'

/** The one default page layout: skip link, top bar, header, main, footer, sticky contact, toasts. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <main id={mainContentId} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <CompareBar />
      <SiteFooter />
      <StickyContact />
      <ToastRegion />
    </>
  )
}

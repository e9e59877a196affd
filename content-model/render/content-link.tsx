import type { ReactNode } from 'react'
import { AppLink } from '#src/ui/app-link.tsx'
import { checkNavigationTarget } from '#src/navigation/navigation-guard.ts'
import type { ContentHref } from '../content-urls.ts'
import { reportContentIssue } from './report.ts'

/**
 * A link from CMS content. It goes through AppLink and so through the
 * external-navigation guard; the guard is asked first, so a target it would
 * refuse renders as plain text (reported once) instead of throwing while the
 * page renders. Links into the same page (#anchor) are plain anchors.
 */
export function ContentLink({ link, className, children }: { link: ContentHref; className?: string; children: ReactNode }) {
  if (link.href.startsWith('#')) {
    return (
      <a href={link.href} className={className}>
        {children}
      </a>
    )
  }
  try {
    checkNavigationTarget(link.href, { origin: 'http://site.invalid', external: link.external })
  } catch (error) {
    reportContentIssue({ key: `link:${link.href}`, message: `Et link i indholdet er fjernet: ${(error as Error).message}` })
    return <span className={className}>{children}</span>
  }
  return (
    <AppLink href={link.href} external={link.external} className={className}>
      {children}
    </AppLink>
  )
}

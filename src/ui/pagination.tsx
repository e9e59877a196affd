/**
 * The site's one pagination (spec 2.1 "pagination"): the stock overview, the
 * lease overview and the content blocks' listings all render it. Plain links,
 * so it works without JavaScript. The caller says how a link to a page is
 * made (`link`): a typed router link, or an `AppLink` to a content path.
 */
import type { ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'

/** What a page link gets: the page it goes to, and the props to spread onto the link. */
export interface PageLinkProps {
  page: number
  rel?: 'prev' | 'next'
  className?: string
  'aria-current'?: 'page'
  'aria-label'?: string
  children: ReactNode
}

/**
 * Page numbers to show: first, last, and two either side of the current page,
 * with gaps.
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const p of sorted) {
    const last = out.at(-1)
    // A gap of one page shows that page instead of an ellipsis.
    if (typeof last === 'number' && p - last === 2) out.push(last + 1)
    else if (typeof last === 'number' && p - last > 2) out.push('gap')
    out.push(p)
  }
  return out
}

/** Links to the pages of a listing: previous, the page window, next; nothing when there is only one page. */
export function Pagination({
  page,
  pageCount,
  link,
  label = m.pagination_label(),
}: {
  page: number
  pageCount: number
  /** Renders the link to one page, spreading the given props onto it. */
  link: (props: PageLinkProps) => ReactNode
  /** The navigation's accessible name, when "Sider" alone would be ambiguous on its page. */
  label?: string
}) {
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && <li>{link({ page: page - 1, rel: 'prev', className: 'pagination__step', children: m.pagination_previous() })}</li>}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {link({
                page: p,
                'aria-current': p === page ? 'page' : undefined,
                'aria-label': m.pagination_page({ page: String(p) }),
                children: p,
              })}
            </li>
          ),
        )}
        {page < pageCount && <li>{link({ page: page + 1, rel: 'next', className: 'pagination__step', children: m.pagination_next() })}</li>}
      </ul>
    </nav>
  )
}

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { z } from 'zod/mini'
import { m } from '#src/i18n/paraglide/messages.js'
import { AppLink } from '#src/ui/app-link.tsx'

/** The props of a pagination, checked where they are computed. */
export const paginationSchema = /* @__PURE__ */ z.object({
  path: /* @__PURE__ */ z.string().check(z.startsWith('/')),
  page: /* @__PURE__ */ z.int().check(z.minimum(1)),
  totalPages: /* @__PURE__ */ z.int().check(z.minimum(1)),
})

function pageHref(path: string, page: number, anchor?: string): string {
  return `${path}${page > 1 ? `?page=${page}` : ''}${anchor ? `#${anchor}` : ''}`
}

/** Which page numbers to show: first, last and two either side of the current one, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = []
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

/** Links to the pages of a listing (?page=N); nothing when there is only one page. */
export function Pagination(props: z.input<typeof paginationSchema> & { anchor?: string }) {
  const { path, page, totalPages } = paginationSchema.parse(props)
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label={m.content_pagination_label()}>
      <ul>
        <li>
          {page > 1 ? (
            <AppLink href={pageHref(path, page - 1, props.anchor)} rel="prev">
              <ChevronLeft aria-hidden="true" width={16} height={16} /> {m.content_pagination_previous()}
            </AppLink>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="pagination__current">
                  <span className="visually-hidden">{m.content_pagination_page()} </span>
                  {p}
                </span>
              ) : (
                <AppLink href={pageHref(path, p, props.anchor)}>
                  <span className="visually-hidden">{m.content_pagination_page()} </span>
                  {p}
                </AppLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <AppLink href={pageHref(path, page + 1, props.anchor)} rel="next">
              {m.content_pagination_next()} <ChevronRight aria-hidden="true" width={16} height={16} />
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}

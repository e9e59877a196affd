import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { ArticleCard } from './article-card.tsx'
import { AppLink } from '#src/ui/app-link.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import { Pagination } from '#src/ui/pagination.tsx'
import type { articleOverviewSchema } from './article-overview.schema.ts'

/** A page of the listing: `?page=N` on the story's path (page 1 without it), at the block's anchor. */
const pageHref = (path: string, page: number, anchor: string) => `${path}${page > 1 ? `?page=${page}` : ''}#${anchor}`

export function ArticleOverview({ blok }: PropsOf<typeof articleOverviewSchema>) {
  const { story } = useContent()
  const data = useBlockData(blok._uid, 'articles')
  const items = data?.items ?? []
  const anchor = `artikler-${blok._uid}`
  return (
    <section className="article-overview" id={anchor} aria-label={blok.heading || undefined} {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      {items.length > 0 ? (
        <ul {...fillRows(items.length, { className: 'article-list' })}>
          {items.map((article) => (
            <li key={article.uuid}>
              <ArticleCard article={article} headingLevel={blok.heading ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty">{blok.empty_text || m.content_articles_empty()}</p>
      )}
      {data && (
        <Pagination
          page={data.page}
          pageCount={Math.ceil(data.total / data.perPage)}
          link={({ page, ...props }) => <AppLink {...props} href={pageHref(story.path, page, anchor)} />}
        />
      )}
    </section>
  )
}

import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { ArticleCard } from './article-card.tsx'
import { Pagination } from './pagination.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { articleOverviewSchema } from './article-overview.schema.ts'

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
      {data && <Pagination path={story.path} page={data.page} totalPages={Math.max(1, Math.ceil(data.total / data.perPage))} anchor={anchor} />}
    </section>
  )
}

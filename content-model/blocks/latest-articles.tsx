import { ArrowRight } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { useBlockData } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { ArticleCard } from './article-card.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { latestArticlesSchema } from './latest-articles.schema.ts'

export function LatestArticles({ blok }: PropsOf<typeof latestArticlesSchema>) {
  const data = useBlockData(blok._uid, 'articles')
  const items = (blok.articles.length > 0 ? blok.articles : (data?.items ?? [])).slice(0, blok.count)
  return (
    <section className="latest-articles" aria-labelledby={`latest-${blok._uid}`} {...editable(blok)}>
      <div className="latest-articles__header">
        <h2 id={`latest-${blok._uid}`}>{blok.heading}</h2>
        {blok.link && (
          <ContentLink link={blok.link} className="latest-articles__all">
            {blok.link_label || m.content_articles_all()} <ArrowRight aria-hidden="true" width={16} height={16} />
          </ContentLink>
        )}
      </div>
      {items.length > 0 ? (
        <ul {...fillRows(items.length, { className: 'article-list' })}>
          {items.map((article) => (
            <li key={article.uuid}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty">{m.content_articles_empty()}</p>
      )}
    </section>
  )
}

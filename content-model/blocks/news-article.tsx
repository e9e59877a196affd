import { CalendarDays, MapPin } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { RichText } from '../rich-text/rich-text.tsx'
import { categoryLabel } from './article-card.tsx'
import { ContentImage } from './content-image.tsx'
import { formatDate, formatDateTime } from '#src/format/format.ts'
import type { newsArticleSchema } from './news-article.schema.ts'

export function NewsArticle({ blok }: PropsOf<typeof newsArticleSchema>) {
  const { story, breadcrumbs } = useContent()
  const date = blok.date ?? story.firstPublishedAt ?? story.publishedAt
  return (
    <article className="news-article" {...editable(blok)}>
      <div className="container content-breadcrumbs">
        <Breadcrumbs items={[...breadcrumbs]} />
      </div>
      <header className="container news-article__header">
        <p className="article-card__meta">
          <span className="article-card__category">{categoryLabel(blok.category)}</span>
          {date && <time dateTime={date}>{formatDate(date)}</time>}
          {blok.author && <span>{m.content_article_by({ author: blok.author })}</span>}
        </p>
        <h1>{blok.title}</h1>
        <p className="content-lead">{blok.teaser}</p>
      </header>
      {blok.image && (
        <div className="container news-article__media">
          <ContentImage asset={blok.image} className="news-article__image" eager />
        </div>
      )}
      {blok.category === 'event' && (blok.event_date || blok.event_location) && (
        <div className="container">
          <dl className="event-facts">
            {blok.event_date && (
              <div>
                <dt>
                  <CalendarDays aria-hidden="true" width={20} height={20} /> {m.content_event_when()}
                </dt>
                <dd>
                  <time dateTime={blok.event_date}>{formatDateTime(blok.event_date)}</time>
                </dd>
              </div>
            )}
            {blok.event_location && (
              <div>
                <dt>
                  <MapPin aria-hidden="true" width={20} height={20} /> {m.content_event_where()}
                </dt>
                <dd>{blok.event_location}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
      <div className="container">
        <div className="content-text content-text--narrow">
          <RichText doc={blok.body} />
        </div>
      </div>
      {blok.blocks.length > 0 && (
        <div className="news-article__blocks">
          <Blocks items={blok.blocks} contain />
        </div>
      )}
    </article>
  )
}

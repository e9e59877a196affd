import { CalendarDays } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { ArticleSummary } from '../block-data.ts'
import { AppLink } from '#src/ui/app-link.tsx'
import { ContentImage } from './content-image.tsx'
import { formatDate, formatDateTime } from '#src/format/format.ts'

export function categoryLabel(category: ArticleSummary['category']): string {
  return category === 'event' ? m.content_category_event() : category === 'guide' ? m.content_category_guide() : m.content_category_news()
}

/** An article in a list: image, category, date, title (the link) and teaser. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="article-card">
      {article.image && <ContentImage asset={article.image} className="article-card__image" decorative />}
      <div className="article-card__body">
        <p className="article-card__meta">
          <span className="article-card__category">{categoryLabel(article.category)}</span>
          {article.category === 'event' && article.eventDate ? (
            <span>
              <CalendarDays aria-hidden="true" width={16} height={16} /> <time dateTime={article.eventDate}>{formatDateTime(article.eventDate)}</time>
            </span>
          ) : (
            article.date && <time dateTime={article.date}>{formatDate(article.date)}</time>
          )}
        </p>
        <H className="article-card__title">
          <AppLink href={article.path} className="article-card__link">
            {article.title}
          </AppLink>
        </H>
        {article.teaser && <p>{article.teaser}</p>}
      </div>
    </article>
  )
}

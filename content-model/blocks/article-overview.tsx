import { m } from '#src/i18n/paraglide/messages.js'
import { articleCategories } from '../article-summary.ts'
import type { PropsOf } from '../block-definition.ts'
import { blok, numberField, optionField, optionalText } from '../fields.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { ArticleCard } from './article-card.tsx'
import { Pagination } from './pagination.tsx'
import { z } from 'zod'
import { fillRows } from '#src/ui/fill-rows.ts'

/** A folder of the space, as starts_with takes it: "udforsk/". */
export const folderField = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\/$/, 'mappe som "udforsk/"')

/**
 * All articles in a folder (news, events, guides), newest first, a page at a
 * time (?page=N). The articles are loaded on the server with the page.
 */
export const articleOverviewSchema = /* @__PURE__ */ blok('article_overview', {
  heading: optionalText,
  folder: folderField,
  category: /* @__PURE__ */ optionField(['all', ...articleCategories], 'all'),
  per_page: /* @__PURE__ */ numberField({ min: 3, max: 24, default: 9 }),
  empty_text: optionalText,
})

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

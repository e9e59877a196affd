/** The schema of the latest articles block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { summariseArticle } from '../article-summary.ts'
import type { ArticleSummary } from '../block-data.ts'
import { blok, numberField, optionalLink, optionalText, relatedStories, requiredText } from '../fields.ts'
import { folderField } from './article-overview.schema.ts'

/**
 * The newest articles of a folder, or the articles the editor picked
 * (`articles`, a relation field: resolve_relations=latest_articles.articles).
 */
export const latestArticlesSchema = /* @__PURE__ */ blok('latest_articles', {
  heading: requiredText,
  folder: folderField,
  count: /* @__PURE__ */ numberField({ min: 1, max: 12, default: 3 }),
  /** The picked articles as lists show them (summarised where the content is parsed, so no schema runs in the browser). */
  articles: /* @__PURE__ */ relatedStories.transform((stories) => stories.map(summariseArticle).filter((a): a is ArticleSummary => a !== null)),
  link: optionalLink,
  link_label: optionalText,
})

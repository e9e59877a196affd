/** The schema of the article overview block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { articleCategories } from '../article-summary.ts'
import { blok, numberField, optionField, optionalText } from '../fields.ts'
import { z } from 'zod'

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

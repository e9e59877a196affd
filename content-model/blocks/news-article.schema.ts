/** The schema of the news article block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { articleCategories } from '../article-summary.ts'
import { blok, bloks, dateField, optionField, optionalAsset, optionalText, requiredText } from '../fields.ts'
import { requiredRichText } from '../rich-text/rich-text-schema.ts'

/**
 * The content type of news, guides and events (spec 2.1: news article): a
 * title, a teaser, a date, an image and the text, then any blocks (a call to
 * action, a gallery …). Events also have a time and a place.
 */
export const newsArticleSchema = /* @__PURE__ */ blok('news_article', {
  title: requiredText,
  teaser: requiredText,
  category: /* @__PURE__ */ optionField(articleCategories, 'nyhed'),
  date: dateField,
  author: optionalText,
  image: optionalAsset,
  event_date: dateField,
  event_location: optionalText,
  body: requiredRichText,
  blocks: bloks,
  // The page's head, as on page.
  seo_title: optionalText,
  seo_description: optionalText,
  og_image: optionalAsset,
})

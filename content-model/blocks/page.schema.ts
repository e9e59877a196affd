/** The schema of the page block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloks, optionalAsset, optionalText } from '../fields.ts'

/**
 * The content type of ordinary pages: a list of blocks. The page's h1 is the
 * heading of a hero that opens the page (after breadcrumbs); without one, the
 * page title (or the story's name) is shown as h1.
 */
export const pageSchema = /* @__PURE__ */ blok('page', {
  title: optionalText,
  body: bloks,
  // The page's head (title, description, Open Graph image); news_article has the same three.
  seo_title: optionalText,
  seo_description: optionalText,
  og_image: optionalAsset,
})

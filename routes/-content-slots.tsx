/**
 * The feature components content blocks place (content-model FeatureSlots),
 * composed here at the routes so the content model and the content feature
 * depend on no other feature. Not a route: TanStack Router ignores files
 * whose names start with "-".
 */
import { lazy } from 'react'
import type { FeatureSlots } from '../content-model/render/content-context.tsx'
import { QuickSearchBlock } from '../src/stock/quick-search/quick-search-block.tsx'

/**
 * The site's forms (TanStack Form, rules, outbox: about 29 kB gzip) load only on
 * pages that place a form: every content page renders through the block
 * registry, and a static import put them in the first-load JavaScript of
 * all of them (ADR 0009). Server rendering waits for the module, so the form's
 * markup is still in the HTML; hydration of the form waits for its chunk.
 */
const SiteForm = lazy(() => import('../src/forms/embedded-form.tsx').then((module) => ({ default: module.EmbeddedForm })))

export const contentSlots: FeatureSlots = { StockQuickSearch: QuickSearchBlock, SiteForm }

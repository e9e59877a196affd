/**
 * The feature components content blocks place (content-model FeatureSlots),
 * composed here at the routes so the content model and the content feature
 * depend on no other feature. Not a route: TanStack Router ignores files
 * whose names start with "-".
 */
import { lazy, Suspense } from 'react'
import type { FeatureSlots } from '../content-model/render/content-context.tsx'
import { m } from '../src/i18n/paraglide/messages.js'
import { LeaseDetailBlock } from '../src/leasing/overview/lease-detail-block.tsx'
import { LeaseOverviewBlock } from '../src/leasing/overview/lease-overview.tsx'
import { MinileaseConfigurator } from '../src/leasing/minilease/minilease-configurator.tsx'
import { QuickSearchBlock } from '../src/stock/quick-search/quick-search-block.tsx'

/**
 * The site's forms (TanStack Form, rules, outbox: about 29 kB gzip) load only on
 * pages that place a form: every content page renders through the block
 * registry, and a static import put them in the first-load JavaScript of
 * all of them (ADR 0009). Server rendering waits for the module, so the form's
 * markup is still in the HTML; hydration of the form waits for its chunk.
 */
const SiteForm = lazy(() => import('../src/forms/embedded-form.tsx').then((module) => ({ default: module.EmbeddedForm })))
const MinileaseOrderForm = lazy(() => import('../src/forms/minilease-order-form.tsx').then((module) => ({ default: module.MinileaseOrderForm })))

/** The minilease configurator with the forms feature's order form ("Bestil minilease" through the lead outbox). */
const MinileaseSlot: FeatureSlots['MinileaseConfigurator'] = (props) => (
  <MinileaseConfigurator
    {...props}
    orderForm={(order) => (
      <Suspense fallback={<p className="lead-form__loading">{m.forms_loading()}</p>}>
        <MinileaseOrderForm order={order} />
      </Suspense>
    )}
  />
)

export const contentSlots: FeatureSlots = {
  StockQuickSearch: QuickSearchBlock,
  SiteForm,
  LeaseOverview: LeaseOverviewBlock,
  LeaseDetail: LeaseDetailBlock,
  MinileaseConfigurator: MinileaseSlot,
}

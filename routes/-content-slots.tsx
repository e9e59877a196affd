/**
 * The feature components content blocks place (content-model FeatureSlots),
 * composed here at the routes so the content model and the content feature
 * depend on no other feature. Not a route: TanStack Router ignores files
 * whose names start with "-".
 */
import { lazy, Suspense } from 'react'
import type { FeatureSlots } from '#content-model/render/content-context.tsx'
import { m } from '#src/i18n/paraglide/messages.js'
import { QuickSearchBlock } from '#src/stock/quick-search/quick-search-block.tsx'
import { BrandOverview } from '#src/brands/brand-overview.tsx'

/**
 * The site's forms (TanStack Form, rules, outbox: about 29 kB gzip) load only on
 * pages that place a form: every content page renders through the block
 * registry, and a static import put them in the first-load JavaScript of
 * all of them (ADR 0009). Server rendering waits for the module, so the form's
 * markup is still in the HTML; hydration of the form waits for its chunk.
 */
const SiteForm = lazy(() => import('#src/forms/embedded-form.tsx').then((module) => ({ default: module.EmbeddedForm })))
/**
 * The leasing blocks likewise load only on pages that place one (server rendering waits for them too).
 * Each in its own Suspense boundary, so the rest of the page hydrates without waiting for their chunks.
 */
const LazyLeaseOverviewBlock = lazy(() => import('#src/leasing/overview/lease-overview.tsx').then((module) => ({ default: module.LeaseOverviewBlock })))
const LazyLeaseDetailBlock = lazy(() => import('#src/leasing/overview/lease-detail-block.tsx').then((module) => ({ default: module.LeaseDetailBlock })))
const LazyMinileaseConfigurator = lazy(() =>
  import('#src/leasing/minilease/minilease-configurator.tsx').then((module) => ({ default: module.MinileaseConfigurator })),
)
const MinileaseOrderForm = lazy(() => import('#src/forms/minilease-order-form.tsx').then((module) => ({ default: module.MinileaseOrderForm })))

const LeaseOverviewBlock: FeatureSlots['LeaseOverview'] = (props) => (
  <Suspense fallback={null}>
    <LazyLeaseOverviewBlock {...props} />
  </Suspense>
)

const LeaseDetailBlock: FeatureSlots['LeaseDetail'] = (props) => (
  <Suspense fallback={null}>
    <LazyLeaseDetailBlock {...props} />
  </Suspense>
)

/** The minilease configurator with the forms feature's order form ("Bestil minilease" through the lead outbox). */
const MinileaseSlot: FeatureSlots['MinileaseConfigurator'] = (props) => (
  <Suspense fallback={null}>
    <LazyMinileaseConfigurator
      {...props}
      orderForm={(order) => (
        <Suspense fallback={<p className="lead-form__loading">{m.forms_loading()}</p>}>
          <MinileaseOrderForm order={order} />
        </Suspense>
      )}
    />
  </Suspense>
)

export const contentSlots: FeatureSlots = {
  StockQuickSearch: QuickSearchBlock,
  SiteForm,
  LeaseOverview: LeaseOverviewBlock,
  LeaseDetail: LeaseDetailBlock,
  MinileaseConfigurator: MinileaseSlot,
  BrandOverview,
}

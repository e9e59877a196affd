import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { StatechartsPage } from '#src/statecharts/statecharts-page.tsx'
import { loadStatechart } from '#src/statecharts/statecharts.functions.ts'
import { routeSearch } from './-route-search.ts'
import statechartsCss from '../src/statecharts/statecharts.css?url'

// Not the registry's first entry: importing machines/registry.ts here would put every machine in the
// route tree, which is on every page's first load (the registry is imported by the page component).
const firstMachine = 'compare'

/**
 * /statecharts: the machines for product owners (not in navigation or sitemap; noindex).
 * Served only with the STATECHARTS runtime setting on; otherwise the loader's server
 * function answers 404.
 */
export const Route = createFileRoute('/statecharts')({
  // `?maskine=<id>` (src/statecharts/statecharts-search.ts)
  validateSearch: routeSearch('statecharts'),
  loaderDeps: ({ search }) => ({ machine: search.maskine ?? firstMachine }),
  loader: async ({ deps }) => ({ layouts: await loadStatechart({ data: { machine: deps.machine } }) }),
  head: () => ({
    meta: [{ title: withSiteName(m.statecharts_page_title()) }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: statechartsCss }],
  }),
  component: StatechartsRoute,
})

function StatechartsRoute() {
  const { layouts } = Route.useLoaderData()
  return <StatechartsPage layouts={layouts} />
}

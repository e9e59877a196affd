import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { ManagedAgentsPage } from '#src/forms/search-agent/search-agent-pages.tsx'
import { loadManagedAgents } from '#src/forms/search-agent/search-agent.functions.ts'
import { routeSearch } from './-route-search.ts'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'

/** /soegeagent/mine?token=…: every search agent and price alert of the address (the signed, expiring link by mail; issue 35). */
export const Route = createFileRoute('/soegeagent/mine')({
  validateSearch: routeSearch('searchAgentToken'),
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ deps }) => loadManagedAgents({ data: { token: deps.token } }),
  head: () => ({
    meta: [{ title: withSiteName(m.search_agent_mine_title()) }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: searchAgentCss }],
  }),
  component: ManagedRoute,
})

function ManagedRoute() {
  const { token } = Route.useSearch()
  return <ManagedAgentsPage key={token} token={token ?? ''} load={Route.useLoaderData()} />
}

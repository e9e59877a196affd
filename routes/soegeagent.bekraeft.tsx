import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { ConfirmationPage } from '#src/forms/search-agent/search-agent-pages.tsx'
import { confirmSearchAgent } from '#src/forms/search-agent/search-agent.functions.ts'
import { routeSearch } from './-route-search.ts'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'

/** /soegeagent/bekraeft?token=…: the confirmation link of a search agent's mail (double opt-in, issue 35). */
export const Route = createFileRoute('/soegeagent/bekraeft')({
  validateSearch: routeSearch('searchAgentToken'),
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ deps }) => confirmSearchAgent({ data: { token: deps.token } }),
  head: () => ({
    meta: [{ title: withSiteName(m.search_agent_confirm_title()) }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: searchAgentCss }],
  }),
  component: ConfirmationRoute,
})

function ConfirmationRoute() {
  return <ConfirmationPage load={Route.useLoaderData()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { UnsubscribePage } from '#src/forms/search-agent/search-agent-pages.tsx'
import { handleUnsubscribePost } from '#src/forms/search-agent/search-agent-unsubscribe.server.ts'
import { routeSearch } from './-route-search.ts'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'

/**
 * /soegeagent/afmeld?token=…: the unsubscribe link of every search-agent mail (issue 35).
 * GET shows the page with "Afmeld" (a link scanner opening it unsubscribes nothing); POST
 * unsubscribes: the mail client's one-click request (RFC 8058) or the page's button.
 */
export const Route = createFileRoute('/soegeagent/afmeld')({
  validateSearch: routeSearch('unsubscribe'),
  server: { handlers: { POST: ({ request }) => handleUnsubscribePost(request) } },
  head: () => ({
    meta: [{ title: withSiteName(m.search_agent_unsubscribe_title()) }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: searchAgentCss }],
  }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const search = Route.useSearch()
  const outcome = search.resultat
    ? search.resultat === 'unsubscribed'
      ? { outcome: 'unsubscribed' as const, label: search.beskrivelse }
      : { outcome: search.resultat }
    : null
  return <UnsubscribePage token={search.token ?? null} outcome={outcome as never} />
}

import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { SearchAgentInfoPage } from '#src/forms/search-agent/search-agent-pages.tsx'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'

/** /soegeagent: what search agents are, and "Send mig et link" to one's agents (issue 35; linked from every mail). */
export const Route = createFileRoute('/soegeagent/')({
  head: () => ({ meta: [{ title: withSiteName(m.search_agent_page_title()) }], links: [{ rel: 'stylesheet', href: searchAgentCss }] }),
  component: SearchAgentInfoPage,
})

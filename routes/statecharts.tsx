import { createFileRoute } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'
import { StatechartsPage } from '#src/statecharts/statecharts-page.tsx'
import statechartsCss from '../src/statecharts/statecharts.css?url'

/** /statecharts: the machines for product owners (not in navigation or sitemap; noindex). */
export const Route = createFileRoute('/statecharts')({
  head: () => ({
    meta: [{ title: withSiteName(m.statecharts_page_title()) }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: statechartsCss }],
  }),
  component: StatechartsPage,
})

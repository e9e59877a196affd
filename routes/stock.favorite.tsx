import { createFileRoute } from '@tanstack/react-router'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { SearchAgentButton } from '#src/forms/search-agent/search-agent-button.tsx'
import { FavouritesPage } from '#src/saved-vehicles/favourites/favourites-page.tsx'
import favouritesCss from '../src/saved-vehicles/favourites/favourites.css?url'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'
import { listPageHead } from '#src/saved-vehicles/list-page-head.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'

/** /lager/favoritter: the visitor's saved vehicles, each card with its compare checkbox (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/favorite')({
  head: () => {
    const head = listPageHead(withSiteName(m.favourites_page_title()), favouritesCss)
    return { ...head, links: [...(head.links ?? []), { rel: 'stylesheet', href: searchAgentCss }] }
  },
  component: () => (
    <FavouritesPage
      vehicleActions={(vehicle) => (
        <>
          <CompareCheckbox vehicleId={vehicle.id} label={vehicle.label} />
          {/* Issue 35: a price alert per favourite. */}
          <SearchAgentButton target={{ kind: 'price_drop', vehicleIds: [vehicle.id], label: vehicle.label }} />
        </>
      )}
    />
  ),
})

import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import stockCss from '../src/stock/stock.css?url'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { routeSearch } from './-route-search.ts'
import { loadStockOverview, resolveStockText } from '#src/stock/stock.functions.ts'
import { StockOverviewPage } from '#src/stock/overview/stock-overview-page.tsx'
import { stockOverviewHead } from '#src/stock/overview/overview-head.ts'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'
import { SearchAgentButton } from '#src/forms/search-agent/search-agent-button.tsx'
import { savedSearchFilters, savedSearchPath } from '#src/stock/overview/saved-search.ts'
import { m } from '#src/i18n/paraglide/messages.js'

/**
 * /lager: the stock overview (public path via the router's URL rewrite).
 * /{brand}/lager is the overview filtered on the brand: /lager?brand={brand}.
 */
export const Route = createFileRoute('/{-$brand}/stock/')({
  beforeLoad: ({ context: { brand } }) => {
    if (brand) throw redirect({ to: '/{-$brand}/stock', params: { brand: undefined }, search: { brand: [brand.slug] }, statusCode: 301 })
  },
  validateSearch: routeSearch('stock'),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps }) => {
    // Makes, models, towns and postcodes typed into the search become their filters (issue 29): the filters' address.
    if (deps.search.q !== undefined) {
      const resolved = await resolveStockText({ data: deps.search })
      if (resolved) throw redirect({ to: '/{-$brand}/stock', params: { brand: undefined }, search: resolved })
    }
    return loadStockOverview({ data: deps.search })
  },
  head: ({ loaderData, match }) => {
    const head = stockOverviewHead(loaderData, match.search, stockCss)
    return { ...head, links: [...(head.links ?? []), { rel: 'stylesheet', href: searchAgentCss }] }
  },
  component: StockOverviewRoute,
})

function StockOverviewRoute() {
  const search = Route.useSearch()
  const data = Route.useLoaderData()
  const location = useRouterState({ select: (s) => s.location })
  return (
    <StockOverviewPage
      search={search}
      data={data}
      searchAgent={(labels) => (
        <SearchAgentButton
          target={{
            kind: 'search',
            filters: savedSearchFilters(search, data.near),
            label: labels.length > 0 ? labels.join(', ') : m.stock_overview_title(),
            searchPath: savedSearchPath(toPublicPath(location.pathname), location.searchStr),
          }}
        />
      )}
      cardActions={(card, headingId) => (
        <>
          <CompareCheckbox vehicleId={card.id} label={card.title} nameId={headingId} />
          <FavouriteCheckbox vehicleId={card.id} label={card.title} nameId={headingId} />
        </>
      )}
    />
  )
}

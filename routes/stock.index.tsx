import { createFileRoute } from '@tanstack/react-router'
import stockCss from '../src/stock/stock.css?url'
import { parseStockSearch } from '../src/stock/search/stock-search-params.ts'
import { loadStockOverview } from '../src/stock/stock-server-fns.ts'
import { StockOverviewPage } from '../src/stock/overview/stock-overview-page.tsx'
import { stockOverviewHead } from '../src/stock/overview/overview-head.ts'
import { CompareCheckbox } from '../src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '../src/saved-vehicles/favourites/favourite-checkbox.tsx'

/** /lager: the stock overview (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/')({
  validateSearch: parseStockSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ deps }) => loadStockOverview({ data: deps.search }),
  head: ({ loaderData, match }) => stockOverviewHead(loaderData, match.search, stockCss),
  component: StockOverviewRoute,
})

function StockOverviewRoute() {
  return (
    <StockOverviewPage
      search={Route.useSearch()}
      data={Route.useLoaderData()}
      cardActions={(card) => (
        <>
          <CompareCheckbox vehicleId={card.id} label={card.title} />
          <FavouriteCheckbox vehicleId={card.id} label={card.title} />
        </>
      )}
    />
  )
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import stockCss from '../src/stock/stock.css?url'
import { optionalBrand } from '#src/brands/brand-errors.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { parseStockSearch } from '#src/stock/search/stock-search-params.ts'
import { loadStockOverview } from '#src/stock/stock.functions.ts'
import { StockOverviewPage } from '#src/stock/overview/stock-overview-page.tsx'
import { stockOverviewHead } from '#src/stock/overview/overview-head.ts'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'

/**
 * /lager: the stock overview (public path via the router's URL rewrite).
 * /{brand}/lager is the overview filtered on the brand: /lager?brand={brand}.
 */
export const Route = createFileRoute('/{-$brand}/stock/')({
  beforeLoad: ({ params, location }) => {
    const brand = optionalBrand(params.brand, toPublicPath(location.pathname))
    if (brand) throw redirect({ to: '/{-$brand}/stock', params: { brand: undefined }, search: { brand: [brand.slug] }, statusCode: 301 })
  },
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
      cardActions={(card, headingId) => (
        <>
          <CompareCheckbox vehicleId={card.id} label={card.title} nameId={headingId} />
          <FavouriteCheckbox vehicleId={card.id} label={card.title} nameId={headingId} />
        </>
      )}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import stockCss from '../src/stock/stock.css?url'
import searchAgentCss from '../src/forms/search-agent/search-agent.css?url'
import { routeSearch } from './-route-search.ts'
import { loadSimilarCards, loadVehiclePage, vehiclePageHead } from '#src/stock/detail/vehicle-route.ts'
import { SimilarVehicles } from '#src/stock/detail/similar-vehicles-section.tsx'
import { VehicleDetailPage } from '#src/stock/detail/vehicle-detail-page.tsx'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'
import { SearchAgentButton } from '#src/forms/search-agent/search-agent-button.tsx'

/** /lager/{vehicle} and /{brand}/lager/{vehicle}: a stock vehicle, on the generic or its brand's address. */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/')({
  validateSearch: routeSearch('vehicle'),
  loader: async ({ params }) => {
    const page = await loadVehiclePage(params.vehicle, params.brand)
    return { ...page, similar: loadSimilarCards(page.vehicle.id) }
  },
  head: (ctx) => ({
    ...vehiclePageHead(ctx, ctx.params.brand),
    links: [
      { rel: 'stylesheet', href: stockCss },
      { rel: 'stylesheet', href: searchAgentCss },
    ],
  }),
  component: VehicleRoute,
})

function VehicleRoute() {
  const { vehicle, location, registry, similar } = Route.useLoaderData()
  const { brand } = Route.useParams()
  return (
    <VehicleDetailPage
      vehicle={vehicle}
      location={location}
      registry={registry}
      search={Route.useSearch()}
      brand={brand}
      shortlist={
        <>
          <CompareCheckbox vehicleId={vehicle.id} label={vehicle.title} />
          <FavouriteCheckbox vehicleId={vehicle.id} label={vehicle.title} />
          <SearchAgentButton target={{ kind: 'price_drop', vehicleIds: [vehicle.id], label: vehicle.title }} />
        </>
      }
      // The suggestions are links only: cars of one model often share a title, and a second
      // "Sammenlign {title}" box on the page would be ambiguous next to the vehicle's own.
      after={<SimilarVehicles cards={similar} brand={brand} />}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import stockCss from '../src/stock/stock.css?url'
import { validateRoute } from '#src/navigation/route-validation.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { parseDetailSearch } from '#src/stock/detail/detail-search.ts'
import { loadSimilarCards, loadVehiclePage, vehiclePageHead } from '#src/stock/detail/vehicle-route.ts'
import { SimilarVehicles } from '#src/stock/detail/similar-vehicles-section.tsx'
import { VehicleDetailPage } from '#src/stock/detail/vehicle-detail-page.tsx'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'

/** /lager/{vehicle} and /{brand}/lager/{vehicle}: a stock vehicle, on the generic or its brand's address. */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/')({
  beforeLoad: ({ params, location }) => validateRoute(params.brand === undefined || findBrand(params.brand) !== undefined, toPublicPath(location.pathname)),
  validateSearch: parseDetailSearch,
  loader: async ({ params }) => {
    const page = await loadVehiclePage(params.vehicle, params.brand)
    return { ...page, similar: loadSimilarCards(page.vehicle.id) }
  },
  head: (ctx) => ({ ...vehiclePageHead(ctx, ctx.params.brand), links: [{ rel: 'stylesheet', href: stockCss }] }),
  component: VehicleRoute,
})

function VehicleRoute() {
  const { vehicle, location, similar } = Route.useLoaderData()
  const { brand } = Route.useParams()
  return (
    <VehicleDetailPage
      vehicle={vehicle}
      location={location}
      search={Route.useSearch()}
      brand={brand}
      shortlist={
        <>
          <CompareCheckbox vehicleId={vehicle.id} label={vehicle.title} />
          <FavouriteCheckbox vehicleId={vehicle.id} label={vehicle.title} />
        </>
      }
      // The suggestions are links only: cars of one model often share a title, and a second
      // "Sammenlign {title}" box on the page would be ambiguous next to the vehicle's own.
      after={<SimilarVehicles cards={similar} />}
    />
  )
}

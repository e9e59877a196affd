import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import stockCss from '../src/stock/stock.css?url'
import { validateRoute } from '#src/navigation/route-validation.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { parseDetailSearch } from '#src/stock/detail/detail-search.ts'
import { loadVehiclePage, vehiclePageHead } from '#src/stock/detail/vehicle-route.ts'
import { VehicleDetailPage } from '#src/stock/detail/vehicle-detail-page.tsx'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'

/** /lager/{vehicle} and /{brand}/lager/{vehicle}: a stock vehicle, on the generic or its brand's address. */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/')({
  beforeLoad: ({ params, location }) => validateRoute(params.brand === undefined || findBrand(params.brand) !== undefined, toPublicPath(location.pathname)),
  validateSearch: parseDetailSearch,
  loader: ({ params }) => loadVehiclePage(params.vehicle, params.brand),
  head: (ctx) => ({ ...vehiclePageHead(ctx, ctx.params.brand), links: [{ rel: 'stylesheet', href: stockCss }] }),
  component: VehicleRoute,
})

function VehicleRoute() {
  const { vehicle, location } = Route.useLoaderData()
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
    />
  )
}

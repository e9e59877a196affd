import { createFileRoute } from '@tanstack/react-router'
import stockCss from '../src/stock/stock.css?url'
import { parseDetailSearch } from '../src/stock/detail/detail-search.ts'
import { loadVehiclePage, vehiclePageHead } from '../src/stock/detail/vehicle-route.ts'
import { VehicleDetailPage } from '../src/stock/detail/vehicle-detail-page.tsx'
import { CompareCheckbox } from '../src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouriteCheckbox } from '../src/saved-vehicles/favourites/favourite-checkbox.tsx'

/** /lager/{vehicle}: a stock vehicle. */
export const Route = createFileRoute('/stock/$vehicle/')({
  validateSearch: parseDetailSearch,
  loader: ({ params }) => loadVehiclePage(params.vehicle),
  head: (ctx) => ({ ...vehiclePageHead(ctx), links: [{ rel: 'stylesheet', href: stockCss }] }),
  component: VehicleRoute,
})

function VehicleRoute() {
  const { vehicle, location } = Route.useLoaderData()
  return (
    <VehicleDetailPage
      vehicle={vehicle}
      location={location}
      search={Route.useSearch()}
      shortlist={
        <>
          <CompareCheckbox vehicleId={vehicle.id} label={vehicle.title} />
          <FavouriteCheckbox vehicleId={vehicle.id} label={vehicle.title} />
        </>
      }
    />
  )
}

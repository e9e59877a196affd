import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { VehicleFormPage } from '#src/forms/form-pages.tsx'
import { loadVehicleFormRoute, vehicleFormHead } from '#src/forms/form-routes.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/** /lager/{vehicle}/book-proventur: test-drive booking of a stock vehicle, also on the brand's address /{brand}/lager/… */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/test-drive')({
  loader: ({ params, location }) =>
    loadVehicleFormRoute({ vehicleId: params.vehicle, formId: 'vehicle-test-drive', path: toPublicPath(location.pathname), brand: params.brand }),
  head: ({ loaderData }) => ({ ...vehicleFormHead('vehicle-test-drive', loaderData), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: VehicleTestDriveRoute,
})

function VehicleTestDriveRoute() {
  const { vehicle, data } = Route.useLoaderData()
  const { brand } = Route.useParams()
  return <VehicleFormPage formId="vehicle-test-drive" vehicle={vehicle} data={data} brand={brand} />
}

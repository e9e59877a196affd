import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '../src/forms/form-load-error.tsx'
import { VehicleFormPage } from '../src/forms/form-pages.tsx'
import { loadVehicleFormRoute, vehicleFormHead } from '../src/forms/form-routes.ts'
import { toPublicPath } from '../src/navigation/localized-paths.ts'

/** /lager/{vehicle}/book-proventur: test-drive booking of a stock vehicle. */
export const Route = createFileRoute('/stock/$vehicle/test-drive')({
  loader: ({ params, location }) =>
    loadVehicleFormRoute({ vehicleId: params.vehicle, formId: 'vehicle-test-drive', path: toPublicPath(location.pathname) }),
  head: ({ loaderData }) => ({ ...vehicleFormHead('vehicle-test-drive', loaderData), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: VehicleTestDriveRoute,
})

function VehicleTestDriveRoute() {
  const { vehicle, data } = Route.useLoaderData()
  return <VehicleFormPage formId="vehicle-test-drive" vehicle={vehicle} data={data} />
}

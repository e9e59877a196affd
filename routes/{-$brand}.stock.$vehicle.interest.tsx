import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { VehicleFormPage } from '#src/forms/form-pages.tsx'
import { loadVehicleFormRoute, vehicleFormHead } from '#src/forms/form-routes.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'

/** /lager/{vehicle}/kontakt-mig: the vehicle interest form, also on the brand's address /{brand}/lager/… */
export const Route = createFileRoute('/{-$brand}/stock/$vehicle/interest')({
  loader: ({ params, location }) =>
    loadVehicleFormRoute({ vehicleId: params.vehicle, formId: 'vehicle-interest', path: toPublicPath(location.pathname), brand: params.brand }),
  head: ({ loaderData }) => ({ ...vehicleFormHead('vehicle-interest', loaderData), links: [{ rel: 'stylesheet', href: formsCss }] }),
  errorComponent: FormRouteError,
  component: VehicleInterestRoute,
})

function VehicleInterestRoute() {
  const { vehicle, data } = Route.useLoaderData()
  const { brand } = Route.useParams()
  return <VehicleFormPage formId="vehicle-interest" vehicle={vehicle} data={data} brand={brand} />
}

import { createFileRoute } from '@tanstack/react-router'
import { locationPageSearchSchema } from '../src/employees/employee-filters.ts'
import { fetchEmployees } from '../src/employees/employee.functions.ts'
import { LocationPage } from '../src/locations/location-page.tsx'
import { locationHead, siteUrlOf } from '../src/locations/location-head.ts'
import { fetchLocation } from '../src/locations/location.functions.ts'
import employeesCss from '../src/employees/employees.css?url'
import locationsCss from '../src/locations/locations.css?url'
import brandsCss from '../src/brands/brands.css?url'
import { mapStylesheets } from '../src/maps/map-stylesheets.ts'

/** /lokationer/{location}: a location page. */
export const Route = createFileRoute('/locations/$location')({
  validateSearch: locationPageSearchSchema,
  loaderDeps: ({ search }) => ({ department: search.afdeling }),
  loader: async ({ params, deps }) => {
    const [location, employees] = await Promise.all([
      fetchLocation({ data: { slug: params.location } }),
      fetchEmployees({ data: { location: params.location, department: deps.department } }),
    ])
    return { location, employees }
  },
  head: ({ loaderData, match, matches }) =>
    locationHead(
      loaderData?.location,
      match.context.requestLocation.pathname,
      [locationsCss, employeesCss, brandsCss, ...mapStylesheets],
      siteUrlOf(matches),
    ),
  component: LocationRoute,
})

function LocationRoute() {
  const { location, employees } = Route.useLoaderData()
  const { afdeling } = Route.useSearch()
  return <LocationPage location={location} employees={employees} department={afdeling} />
}

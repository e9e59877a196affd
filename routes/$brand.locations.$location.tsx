import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '../app.config.ts'
import { brandHeadLinks } from '../src/brands/brand-head.ts'
import { requireBrand } from '../src/brands/brand-errors.ts'
import { locationPageSearchSchema } from '../src/employees/employee-filters.ts'
import { fetchEmployees } from '../src/employees/employee.functions.ts'
import { locationNotFound } from '../src/locations/location-errors.ts'
import { LocationPage } from '../src/locations/location-page.tsx'
import { locationHead, siteUrlOf } from '../src/locations/location-head.ts'
import { fetchLocation } from '../src/locations/location.functions.ts'
import { toPublicPath } from '../src/navigation/localized-paths.ts'
import employeesCss from '../src/employees/employees.css?url'
import locationsCss from '../src/locations/locations.css?url'
import brandsCss from '../src/brands/brands.css?url'
import { mapStylesheets } from '../src/maps/map-stylesheets.ts'

/** /{brand}/lokationer/{location}: a location page for one of its brands. */
export const Route = createFileRoute('/$brand/locations/$location')({
  validateSearch: locationPageSearchSchema,
  beforeLoad: ({ params, location }) => ({ brand: requireBrand(params.brand, toPublicPath(location.pathname)) }),
  loaderDeps: ({ search }) => ({ department: search.afdeling }),
  loader: async ({ params, deps }) => {
    const [location, employees] = await Promise.all([
      fetchLocation({ data: { slug: params.location } }),
      fetchEmployees({ data: { location: params.location, department: deps.department } }),
    ])
    // The location exists but does not carry this brand: not a page of the brand.
    if (!location.brands.includes(params.brand)) throw locationNotFound(params.location)
    return { location, employees }
  },
  head: ({ loaderData, match, matches, params }) => {
    const head = locationHead(
      loaderData?.location,
      match.context.requestLocation.pathname,
      [locationsCss, employeesCss, brandsCss, ...mapStylesheets],
      siteUrlOf(matches),
    )
    return { ...head, links: [...head.links, ...brandHeadLinks(findBrand(params.brand))] }
  },
  component: BrandLocationRoute,
})

function BrandLocationRoute() {
  const { location, employees } = Route.useLoaderData()
  const { brand } = Route.useRouteContext()
  const { afdeling } = Route.useSearch()
  return <LocationPage location={location} employees={employees} department={afdeling} brand={brand} />
}

import { createFileRoute } from '@tanstack/react-router'
import { findBrand } from '#app.config'
import { brandHeadLinks } from '#src/brands/brand-head.ts'
import { BrandLogos } from '#src/brands/brand-logos.tsx'
import { tagsOfBrands } from '#src/brands/manufacturers.ts'
import { optionalBrand } from '#src/navigation/brand-param.ts'
import { loadLocationEmployees } from '#src/employees/location-employees.ts'
import { LocationStaff } from '#src/employees/location-staff.tsx'
import { LocationPage, locationPath } from '#src/locations/location-page.tsx'
import { locationHead, siteUrlOf } from '#src/locations/location-head.ts'
import { loadLocation } from '#src/locations/location-route.ts'
import { toPublicPath } from '#src/navigation/localized-paths.ts'
import { routeSearch } from './-route-search.ts'
import employeesCss from '../src/employees/employees.css?url'
import locationsCss from '../src/locations/locations.css?url'
import brandsCss from '../src/brands/brands.css?url'
import { mapStylesheets } from '#src/maps/map-stylesheets.ts'
import { LocationMap } from '#src/maps/location-map.tsx'
import { m } from '#src/i18n/paraglide/messages.js'

/** /lokationer/{location} and /{brand}/lokationer/{location} (the brand's view): a location page with its brands' logos, its map and its people. */
export const Route = createFileRoute('/{-$brand}/locations/$location')({
  validateSearch: routeSearch('locationPage'),
  beforeLoad: ({ params, location }) => ({ brand: optionalBrand(params.brand, toPublicPath(location.pathname)) }),
  loaderDeps: ({ search }) => ({ department: search.afdeling }),
  loader: async ({ params, deps }) => {
    const [location, employees] = await Promise.all([loadLocation(params.location, params.brand), loadLocationEmployees(params.location, deps.department)])
    return { location, employees }
  },
  head: ({ loaderData, match, matches, params }) => {
    const head = locationHead(
      loaderData?.location,
      match.context.requestLocation.pathname,
      [locationsCss, employeesCss, brandsCss, ...mapStylesheets],
      siteUrlOf(matches),
    )
    const brand = params.brand === undefined ? undefined : findBrand(params.brand)
    return brand ? { ...head, links: [...head.links, ...brandHeadLinks(brand)] } : head
  },
  component: LocationRoute,
})

function LocationRoute() {
  const { location, employees } = Route.useLoaderData()
  const { brand } = Route.useRouteContext()
  const { afdeling } = Route.useSearch()
  return (
    <LocationPage
      location={location}
      brand={brand}
      LocationMap={LocationMap}
      brandLogos={<BrandLogos tagIds={tagsOfBrands(location.brands)} label={m.locations_brands_heading()} />}
    >
      <LocationStaff location={location} employees={employees} department={afdeling} path={locationPath(location.slug, brand?.slug)} brand={brand} />
    </LocationPage>
  )
}

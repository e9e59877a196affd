import { createFileRoute } from '@tanstack/react-router'
import { LocationFinder } from '#src/locations/location-finder.tsx'
import { queryText } from '#src/locations/location-finder-query.ts'
import { routeSearch } from './-route-search.ts'
import { fetchLocationFinder } from '#src/locations/location.functions.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import locationsCss from '../src/locations/locations.css?url'
import { mapStylesheets } from '#src/maps/map-stylesheets.ts'
import { LocationMap } from '#src/maps/location-map.tsx'

/** /lokationer: the location finder (list, search and the maps feature's map). */
export const Route = createFileRoute('/locations/')({
  validateSearch: routeSearch('locationFinder'),
  loaderDeps: ({ search }) => ({ q: queryText(search.q) }),
  // The place a postcode or town names is found on the server (issue 17 "near me").
  loader: ({ deps }) => fetchLocationFinder({ data: { q: deps.q } }),
  head: () => ({
    meta: [{ title: withSiteName(m.locations_title()) }, { name: 'description', content: m.locations_meta_description() }],
    links: [{ rel: 'stylesheet', href: locationsCss }, ...mapStylesheets.map((href) => ({ rel: 'stylesheet', href }))],
  }),
  component: LocationFinderRoute,
})

function LocationFinderRoute() {
  const { locations, near } = Route.useLoaderData()
  const search = Route.useSearch()
  return <LocationFinder locations={locations} near={near} search={search} LocationMap={LocationMap} />
}

import { createFileRoute } from '@tanstack/react-router'
import { LocationFinder } from '#src/locations/location-finder.tsx'
import { locationFinderSearchSchema } from '#src/locations/location-finder-search.ts'
import { fetchLocations } from '#src/locations/location.functions.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import locationsCss from '../src/locations/locations.css?url'
import { mapStylesheets } from '#src/maps/map-stylesheets.ts'

/** /lokationer: the location finder (list, search and map). */
export const Route = createFileRoute('/locations/')({
  validateSearch: locationFinderSearchSchema,
  loader: async () => ({ locations: await fetchLocations() }),
  head: () => ({
    meta: [{ title: withSiteName(m.locations_title()) }, { name: 'description', content: m.locations_meta_description() }],
    links: [{ rel: 'stylesheet', href: locationsCss }, ...mapStylesheets.map((href) => ({ rel: 'stylesheet', href }))],
  }),
  component: LocationFinderRoute,
})

function LocationFinderRoute() {
  const { locations } = Route.useLoaderData()
  const search = Route.useSearch()
  return <LocationFinder locations={locations} search={search} />
}

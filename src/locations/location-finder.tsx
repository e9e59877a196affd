import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useActorRef, useMachine, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { loadState } from '#machines/shared/load-machine.ts'
import { pauseActor } from '#machines/kit/wait-actor.ts'
import { locationSearchMachine, locationSearchState, type LocationQuery } from '#machines/location-search/location-search-machine.ts'
import { Search } from 'lucide-react'
import { brands, routeSegments } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { Button } from '../ui/button.tsx'
import type { LocationMapSlot, LocationMarker } from './location-map-slot.ts'
import type { LocationSummary } from '../product-api/contract/location.ts'
import { addressLine } from './location-contact.ts'
import { byDistance, filterLocations, type NearPlace } from './location-filter.ts'
import type { LocationFinderSearch } from './location-finder-search.ts'
import { queryParam, queryText } from './location-finder-query.ts'
import { LocationCard } from './location-card.tsx'
import { NearMeActions, nearMeFlow, nearMeMessage } from './near-me.tsx'
import { AppLink } from '../ui/app-link.tsx'
import { navigateWhenLoaded } from '../navigation/navigate-when-loaded.ts'
import { trackLocationFilter, trackLocationOverview } from './location-analytics.ts'

const listId = 'lokationsliste'

type PendingFilter = { q: string; brand: string; change: Parameters<typeof trackLocationFilter>[0] }

/** adjust_location_filter for what a change of the address changes: the search text, the brand, or both. */
function filterChanges(from: LocationQuery, to: LocationQuery): PendingFilter[] {
  const changes: PendingFilter[] = []
  if (to.q !== from.q) changes.push({ ...to, change: { filter_name: 'q', filter_value: to.q, filter_action: to.q ? 'set' : 'clear' } })
  if (to.brand !== from.brand) changes.push({ ...to, change: { filter_name: 'brand', filter_value: to.brand, filter_action: to.brand ? 'set' : 'clear' } })
  return changes
}

/** The pause after the last key before the address follows the search field. */
const typingPauseMs = 400

export function locationMarkers(locations: readonly LocationSummary[]): LocationMarker[] {
  return locations.map((l) => ({
    id: l.slug,
    name: l.name,
    description: addressLine(l),
    lat: l.coordinates.lat,
    lng: l.coordinates.lng,
    href: `/${routeSegments.locations}/${l.slug}`,
  }))
}

/**
 * The location finder (/lokationer): search by town, postcode or address
 * and by brand, nearest first when the visitor shares their position, the
 * list of locations and a map of them. Search and list work without
 * JavaScript (a GET form, filtered on the server); with it, the list narrows
 * while typing and the URL follows. The map is the route's (`LocationMap`, the maps feature's).
 */
export function LocationFinder({
  locations,
  near,
  search,
  LocationMap,
}: {
  locations: readonly LocationSummary[]
  near: NearPlace
  search: LocationFinderSearch
  LocationMap: LocationMapSlot
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const id = useId()
  const urlText = queryText(search.q)
  const brandParam = search.brand ?? ''
  // The search field and the address it keeps (machines/location-search): the address follows the field after
  // a pause, at once on "Søg" or a brand; back and forward put the address's search in the field.
  // The address changes only once its list has loaded (navigateWhenLoaded): a failed load keeps the list the
  // visitor had and puts the machine in `failed` (the message below); a search replaced meanwhile (the actor
  // stopped, its signal aborted) does not navigate late.
  // Provided once: useActorRef keeps the first machine it is given (the router is stable).
  const [searchMachine] = useState(() =>
    locationSearchMachine.provide({
      actors: {
        waitForPause: pauseActor(typingPauseMs),
        updateUrl: fromPromise<undefined, LocationQuery>(async ({ input, signal }) => {
          await navigateWhenLoaded(
            router,
            { to: '/locations', search: { q: queryParam(input.q), brand: input.brand || undefined }, replace: true, resetScroll: false },
            signal,
          )
        }),
      },
    }),
  )
  const searchActor = useActorRef(searchMachine, { input: { q: urlText, brand: brandParam } })
  const text = useSelector(searchActor, (snapshot) => snapshot.context.text)
  const searchState = useSelector(searchActor, locationSearchState)
  const sendSearch = searchActor.send
  useEffect(() => {
    searchActor.send({ type: 'url.change', query: { q: urlText, brand: brandParam } })
  }, [urlText, brandParam, searchActor])
  // Filter events wait for the list the server's answer gives (a postcode or town lists every location by
  // distance), once the address has the search they are about: each change of the address the page asks
  // for is noted here, and tracked when it has landed (below).
  const pendingFilters = useRef<PendingFilter[]>([])
  useEffect(() => {
    let asked = searchActor.getSnapshot().context.target
    const subscription = searchActor.subscribe((snapshot) => {
      const { target, url } = snapshot.context
      if (target && target !== asked) pendingFilters.current.push(...filterChanges(url, target))
      asked = target
    })
    return () => subscription.unsubscribe()
  }, [searchActor])
  const [geoSnapshot, sendGeo] = useMachine(nearMeFlow)
  const position = geoSnapshot.context.value

  // The list follows the search in the URL (the server knows the places): a postcode, town or district
  // lists every location by distance from it; other text (a street, a name) narrows the list.
  const place = near.status === 'found' ? near.place : null
  const filtered = useMemo(() => filterLocations(locations, { q: place ? undefined : urlText, brand: search.brand }), [locations, place, urlText, search.brand])
  const rows = useMemo(() => byDistance(filtered, position ?? place), [filtered, position, place])
  const markers = useMemo(() => locationMarkers(filtered), [filtered])
  const fromLabel = position ? null : (place?.label ?? null)

  // view_location_overview once per visit of the page.
  const tracked = useRef(false)
  useEffect(() => {
    if (tracked.current) return
    tracked.current = true
    trackLocationOverview(filtered)
  }, [filtered])

  const resultCount = filtered.length
  useEffect(() => {
    const landed = pendingFilters.current.filter((p) => p.q === urlText && p.brand === brandParam)
    if (landed.length === 0) return
    pendingFilters.current = pendingFilters.current.filter((p) => !landed.includes(p))
    for (const p of landed) trackLocationFilter(p.change, resultCount)
  }, [urlText, brandParam, resultCount])

  return (
    <div className="container location-finder">
      <Breadcrumbs items={[{ label: m.locations_title(), href: `/${routeSegments.locations}` }]} />
      <h1>{m.locations_title()}</h1>
      <p className="location-finder__intro">{m.locations_intro()}</p>

      <form
        role="search"
        className="location-search"
        method="get"
        action={`/${routeSegments.locations}`}
        aria-label={m.locations_search_label()}
        data-flow="location-search"
        data-state={searchState}
        onSubmit={(event) => {
          event.preventDefault()
          sendSearch({ type: 'search.submit' })
        }}
      >
        <div className="field location-search__text">
          <label className="field__label" htmlFor={`${id}-q`}>
            {m.locations_search_field()}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="field__input"
            value={text}
            onChange={(e) => sendSearch({ type: 'text.change', text: e.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </div>
        <div className="field location-search__brand">
          <label className="field__label" htmlFor={`${id}-brand`}>
            {m.locations_search_brand()}
          </label>
          <select
            id={`${id}-brand`}
            name="brand"
            className="field__input"
            value={search.brand ?? ''}
            onChange={(e) => sendSearch({ type: 'brand.change', brand: e.target.value })}
          >
            <option value="">{m.locations_search_all_brands()}</option>
            {brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" icon={Search} className="location-search__submit">
          {m.locations_search_submit()}
        </Button>
      </form>
      {searchState === 'failed' && (
        <p className="location-finder__search-error" role="alert">
          {m.locations_search_failed()}
        </p>
      )}

      {hydrated && <NearMeActions snapshot={geoSnapshot} send={sendGeo} resultCount={resultCount} />}
      <p className="location-finder__geo-status" role="status" data-flow="geolocation" data-state={loadState(geoSnapshot)}>
        {nearMeMessage(geoSnapshot)}
      </p>

      <div className="location-finder__layout">
        <div className="location-finder__results">
          <p className="location-finder__count" role="status" data-testid="location-count">
            {m.locations_count({ shown: String(filtered.length), total: String(locations.length) })}
            {fromLabel && ` ${m.locations_sorted_from({ place: fromLabel })}`}
          </p>
          {rows.length > 0 ? (
            <ol className="location-list" id={listId} aria-label={m.locations_list_label()} tabIndex={-1}>
              {rows.map((row) => (
                <li key={row.location.slug}>
                  <LocationCard location={row.location} distanceKm={row.distanceKm} from={fromLabel} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="location-finder__empty" id={listId}>
              {near.status === 'unknown' ? m.locations_unknown_place({ text: urlText }) : m.locations_empty()}
            </p>
          )}
        </div>
        {fromLabel && (
          <p className="location-finder__source">
            <AppLink href="https://www.geonames.org/" external>
              {m.locations_geonames_note()}
            </AppLink>
          </p>
        )}
        <LocationMap markers={markers} label={m.locations_map_label()} listId={listId} className="location-finder__map" />
      </div>
    </div>
  )
}

import { useEffect, useRef, type ReactNode } from 'react'
import type { VehicleRef } from '#machines/shared/vehicle-list.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { ListEmpty, ListLoadFailed } from '../list-page-parts.tsx'
import { useVehicleFacts } from '../use-vehicle-facts.ts'
import { useAvailabilityRecheck, useVehicleList } from '../vehicle-list-store.ts'
import { FavouriteCard } from './favourite-card.tsx'
import { favouritesList } from './favourites-list.ts'

/**
 * /lager/favoritter: the saved vehicles as cards with their product data.
 * The favourites live in the visitor's browser: server rendering shows the
 * heading and a loading line, the cards appear after hydration.
 * `vehicleActions` adds controls of other lists to each card (the route gives the compare checkbox).
 */
export function FavouritesPage({ vehicleActions }: { vehicleActions?: (vehicle: VehicleRef) => ReactNode }) {
  const favourites = useVehicleList(favouritesList)
  const ready = favourites.status === 'ready'
  const vehicles = ready ? favourites.vehicles : []
  const facts = useVehicleFacts(vehicles.length ? vehicles.map((v) => v.id) : null)
  const factsById = new Map(facts.vehicles.map((v) => [v.id, v]))
  useAvailabilityRecheck(favouritesList, ready, facts.missingIds)

  // A card removed while it had focus (its checkbox) takes the focus with it: move it to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownCount = useRef(vehicles.length)
  useEffect(() => {
    if (vehicles.length < shownCount.current && document.activeElement === document.body) headingRef.current?.focus()
    shownCount.current = vehicles.length
  }, [vehicles.length])

  return (
    <div className="container vehicle-list-page favourites-page" data-state={favourites.state}>
      <h1 ref={headingRef} tabIndex={-1}>
        {m.favourites_page_title()}
      </h1>
      <p className="vehicle-list-page__intro">{m.favourites_page_intro()}</p>
      {/* The vehicle-details machine's state (loading the cars' data), for the path tests. */}
      <div role="status" className="vehicle-list-page__status" data-flow="vehicle-details" data-state={facts.status}>
        {!ready ? m.favourites_loading() : vehicles.length > 0 ? m.favourites_count({ count: vehicles.length }) : null}
      </div>
      {ready && vehicles.length === 0 ? (
        <ListEmpty notice={m.favourites_empty()} hint={m.favourites_empty_hint()} action={m.favourites_browse_stock()} />
      ) : null}
      {ready && vehicles.length > 0 && facts.status === 'failed' ? (
        <ListLoadFailed message={m.favourites_details_failed()} retry={m.favourites_retry()} onRetry={facts.retry} />
      ) : null}
      {vehicles.length > 0 ? (
        <ul className="favourites-page__list" aria-label={m.favourites_list_label()} aria-busy={facts.status === 'loading'}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <FavouriteCard vehicle={vehicle} facts={factsById.get(vehicle.id)} actions={vehicleActions?.(vehicle)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

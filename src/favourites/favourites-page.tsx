import { useEffect, useRef } from 'react'
import { routeSegments } from '../../app.config.ts'
import { useVehicleFacts } from '../compare/use-vehicle-facts.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { FavouriteCard } from './favourite-card.tsx'
import { sendFavourites, useFavourites } from './favourites-store.ts'

const stockPath = `/${routeSegments.stock}`

/**
 * /lager/favoritter: the saved vehicles as cards with their product data.
 * The favourites live in the visitor's browser: server rendering shows the
 * heading and a loading line, the cards appear after hydration.
 */
export function FavouritesPage() {
  const favourites = useFavourites()
  const ready = favourites.status === 'ready'
  const vehicles = ready ? favourites.vehicles : []
  const facts = useVehicleFacts(vehicles.length ? vehicles.map((v) => v.id) : null)
  const factsById = new Map(facts.vehicles.map((v) => [v.id, v]))

  // Re-check availability when the page is shown (the first use in a page load already checks).
  useEffect(() => {
    if (ready) sendFavourites({ type: 'availability.check' })
  }, [ready])
  // A card removed while it had focus (its checkbox) takes the focus with it: move it to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownCount = useRef(vehicles.length)
  useEffect(() => {
    if (vehicles.length < shownCount.current && document.activeElement === document.body) headingRef.current?.focus()
    shownCount.current = vehicles.length
  }, [vehicles.length])

  const missing = facts.missingIds.join(',')
  useEffect(() => {
    if (missing) sendFavourites({ type: 'availability.check' })
  }, [missing])

  return (
    <div className="container favourites-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {m.favourites_page_title()}
      </h1>
      <p className="favourites-page__intro">{m.favourites_page_intro()}</p>
      <div role="status" className="favourites-page__status">
        {!ready ? m.favourites_loading() : vehicles.length > 0 ? m.favourites_count({ count: vehicles.length }) : null}
      </div>
      {ready && vehicles.length === 0 ? (
        <div className="favourites-page__empty">
          <p className="favourites-page__notice">{m.favourites_empty()}</p>
          <p>{m.favourites_empty_hint()}</p>
          <Button href={stockPath} size="medium">
            {m.favourites_browse_stock()}
          </Button>
        </div>
      ) : null}
      {ready && vehicles.length > 0 && facts.status === 'failed' ? (
        <div className="favourites-page__error" role="alert">
          <p>{m.favourites_details_failed()}</p>
          <Button variant="secondary" size="small" onClick={facts.retry}>
            {m.favourites_retry()}
          </Button>
        </div>
      ) : null}
      {vehicles.length > 0 ? (
        <ul className="favourites-page__list" aria-label={m.favourites_list_label()} aria-busy={facts.status === 'loading'}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <FavouriteCard vehicle={vehicle} facts={factsById.get(vehicle.id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import { findBrand } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import type { LocationSummary } from '../product-api/contract/location.ts'
import { formatPhone, telHref } from '../format/phone.ts'
import { addressLine } from './location-contact.ts'
import { formatDistance } from './location-filter.ts'
import { trackLocationContact } from './location-analytics.ts'
import { OpenNow } from './opening-hours-view.tsx'

/** One location in the finder's list: name (link to its page), address, distance (from the visitor or `from`, the searched place), brands, phone, open now. */
export function LocationCard({ location, distanceKm, from }: { location: LocationSummary; distanceKm: number | null; from?: string | null }) {
  const brandNames = location.brands.map((b) => findBrand(b)?.name ?? b)
  return (
    <article className="location-card" data-location={location.slug}>
      <h2 className="location-card__name">
        <Link to="/{-$brand}/locations/$location" params={{ location: location.slug }} className="location-card__link">
          {location.name}
        </Link>
      </h2>
      <p className="location-card__address">{addressLine(location)}</p>
      {distanceKm !== null && (
        <p className="location-card__distance">
          {from
            ? m.locations_distance_from({ distance: formatDistance(distanceKm), place: from })
            : m.locations_distance({ distance: formatDistance(distanceKm) })}
        </p>
      )}
      <p className="location-card__brands">{brandNames.join(', ')}</p>
      <p className="location-card__phone">
        <Phone aria-hidden="true" width={16} height={16} />
        <AppLink
          href={telHref(location.phone)}
          external
          onClick={() => trackLocationContact('phone', location.slug)}
          aria-label={m.locations_call_location({ name: location.name, phone: formatPhone(location.phone) })}
        >
          {formatPhone(location.phone)}
        </AppLink>
      </p>
      <p className="location-card__status">
        <OpenNow hours={location.openingHours.showroom} label={m.locations_showroom_short()} />
      </p>
    </article>
  )
}

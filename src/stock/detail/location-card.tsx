import { Mail, MapPin, Phone } from 'lucide-react'
import { routeSegments } from '#app.config'
import { formatClock } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import type { DayHours, Location } from '#src/product-api/contract/location.ts'
import { weekdayLabels } from '#src/product-api/contract/vocabulary.ts'
import type { LocationRef } from '#src/product-api/contract/vehicle.ts'
import { AppLink } from '#src/ui/app-link.tsx'

/** "+4543901200" → "43 90 12 00" */
export function formatDanishPhone(e164: string): string {
  const digits = e164.replace(/^\+45/, '').replace(/\D/g, '')
  return digits.length === 8 ? digits.replace(/(\d{2})(?=\d)/g, '$1 ').trim() : e164
}

function dayText(day: DayHours): string {
  const hours =
    day.open && day.opens && day.closes ? m.stock_hours_open({ opens: formatClock(day.opens), closes: formatClock(day.closes) }) : m.stock_hours_closed()
  return day.comment ? `${hours} (${day.comment})` : hours
}

function HoursTable({ caption, days }: { caption: string; days: DayHours[] }) {
  return (
    <table className="hours">
      <caption>{caption}</caption>
      <tbody>
        {days.map((day) => (
          <tr key={day.weekday}>
            <th scope="row">{weekdayLabels[day.weekday]}</th>
            <td>{dayText(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The selling location: name, address, phone, e-mail and opening hours
 * (showroom and workshop) in a disclosure. Without the location's details
 * (API unavailable) it still shows the vehicle's own contact details.
 */
export function LocationCard({ locationRef, location, onShowHours }: { locationRef: LocationRef; location: Location | null; onShowHours: () => void }) {
  const phone = location?.phone ?? locationRef.phone
  const email = location?.email ?? locationRef.email
  return (
    <section className="location-card" aria-labelledby="location-heading">
      <h2 id="location-heading">{m.stock_location_heading()}</h2>
      <p className="location-card__name">
        <strong>{location?.name ?? locationRef.name}</strong>
      </p>
      {location && (
        <p className="location-card__address">
          <MapPin aria-hidden="true" width={18} height={18} />
          <span>
            {location.address.street}, {location.address.postcode} {location.address.town}
          </span>
        </p>
      )}
      <ul className="location-card__contact">
        <li>
          <AppLink href={`tel:${phone.replace(/\s/g, '')}`} external>
            <Phone aria-hidden="true" width={18} height={18} />
            <span>{m.stock_location_phone({ phone: formatDanishPhone(phone) })}</span>
          </AppLink>
        </li>
        <li>
          <AppLink href={`mailto:${email}`} external>
            <Mail aria-hidden="true" width={18} height={18} />
            <span>{email}</span>
          </AppLink>
        </li>
      </ul>
      {location && (
        <details
          className="location-card__hours"
          onToggle={(e) => {
            if (e.currentTarget.open) onShowHours()
          }}
        >
          <summary>{m.stock_location_hours()}</summary>
          <HoursTable caption={m.stock_location_showroom()} days={location.openingHours.showroom} />
          <HoursTable caption={m.stock_location_workshop()} days={location.openingHours.workshop} />
        </details>
      )}
      <p>
        <AppLink href={`/${routeSegments.locations}/${locationRef.slug}`}>{m.stock_location_link({ name: locationRef.name })}</AppLink>
      </p>
    </section>
  )
}

import { useEffect, useMemo, type ReactNode } from 'react'
import { routeSegments, type BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { Button } from '../ui/button.tsx'
import type { LocationMapSlot } from './location-map-slot.ts'
import type { Location } from '../product-api/contract/location.ts'
import { locationServiceLabels } from '../product-api/contract/vocabulary.ts'
import { formatCvr } from '../format/phone.ts'
import { addressLine, formatIban } from './location-contact.ts'
import { ContactLinks } from './contact-links.tsx'
import { OpenNow, OpeningHoursTable, TodayHours } from './opening-hours-view.tsx'
import { trackLocationDetail, trackShowOpeningHours } from './location-analytics.ts'

export interface LocationPageProps {
  location: Location
  /** Set on /{brand}/lokationer/{location}: the brand's view of the location. */
  brand?: BrandConfig
  /** The map (the maps feature's LocationMap), passed by the route. */
  LocationMap: LocationMapSlot
  /** The logos of the brands the location sells (the brands feature's), composed by the route. */
  brandLogos: ReactNode
  /** The location's people (contact persons, employees), composed by the route from the employees feature. */
  children?: ReactNode
}

/** Public path of a location page, generic or for a brand. */
export function locationPath(slug: string, brand?: string): string {
  return brand ? `/${brand}/${routeSegments.locations}/${slug}` : `/${routeSegments.locations}/${slug}`
}

/**
 * A location page (/lokationer/{location}, /{brand}/lokationer/{location}):
 * address, contact (phone, e-mail, WhatsApp, route), opening hours of the
 * showroom and the workshop (today and "Åben nu"/"Lukket nu" computed in the
 * browser in Danish time), services, brands, map and the CVR number, then
 * what the route passes as children (the location's people).
 */
export function LocationPage({ location, brand, LocationMap, brandLogos, children }: LocationPageProps) {
  const path = locationPath(location.slug, brand?.slug)
  const markers = useMemo(
    () => [
      {
        id: location.slug,
        name: location.name,
        description: addressLine(location),
        lat: location.coordinates.lat,
        lng: location.coordinates.lng,
      },
    ],
    [location],
  )

  useEffect(() => {
    trackLocationDetail(location)
  }, [location])

  return (
    <article className="container location-page" data-location={location.slug}>
      <Breadcrumbs
        items={[
          { label: m.locations_title(), href: `/${routeSegments.locations}` },
          { label: location.name, href: path },
        ]}
      />
      <header className="location-page__header">
        {brand && <p className="location-page__brand">{m.locations_brand_at({ brand: brand.name })}</p>}
        <h1>{location.name}</h1>
        <p className="location-page__address">{addressLine(location)}</p>
        <p className="location-page__status">
          <OpenNow hours={location.openingHours.showroom} label={m.locations_showroom()} />
          <OpenNow hours={location.openingHours.workshop} label={m.locations_workshop()} />
        </p>
        <p className="location-page__actions">
          <Button href={`/${routeSegments.stock}?location=${encodeURIComponent(location.slug)}`} variant="primary">
            {m.locations_stock_here()}
          </Button>
          {brand && (
            <Button href={`/${brand.slug}/${routeSegments.model}`} variant="secondary">
              {m.locations_brand_models({ brand: brand.name })}
            </Button>
          )}
        </p>
      </header>

      <div className="location-page__grid">
        <section className="location-page__section" aria-labelledby="lokation-kontakt">
          <h2 id="lokation-kontakt">{m.locations_contact_heading()}</h2>
          <ContactLinks location={location} />
          <p className="location-page__company">{m.locations_legal_entity({ location: location.name, company: location.legalName })}</p>
          <p className="location-page__cvr">{m.locations_cvr({ cvr: formatCvr(location.vatNumber) })}</p>
          <p className="location-page__iban">{m.locations_iban({ iban: formatIban(location.iban) })}</p>
        </section>

        <section className="location-page__section" aria-labelledby="lokation-aabningstider">
          <h2 id="lokation-aabningstider">{m.locations_hours_heading()}</h2>
          <dl className="today-list">
            <div>
              <dt>{m.locations_showroom()}</dt>
              <dd>
                <TodayHours hours={location.openingHours.showroom} />
              </dd>
            </div>
            <div>
              <dt>{m.locations_workshop()}</dt>
              <dd>
                <TodayHours hours={location.openingHours.workshop} />
              </dd>
            </div>
          </dl>
          {location.services.includes('workshop') && (
            // The workshop's appointment booking (spec 2.5): the external scheduler, loaded on click.
            <Button
              variant="secondary"
              className="location-page__booking"
              booking={{ make: brand?.slug ?? location.brands[0] ?? '', location: location.slug, product_category: 'workshop', product_category_hidden: true }}
            >
              {m.locations_book_workshop()}
            </Button>
          )}
          <details
            className="opening-hours-details"
            onToggle={(event) => {
              if (event.currentTarget.open) trackShowOpeningHours(location.slug)
            }}
          >
            <summary>{m.locations_hours_show()}</summary>
            <div className="opening-hours-details__tables">
              <OpeningHoursTable hours={location.openingHours.showroom} caption={m.locations_showroom()} />
              <OpeningHoursTable hours={location.openingHours.workshop} caption={m.locations_workshop()} />
            </div>
          </details>
        </section>
      </div>

      <section className="location-page__section location-page__about" aria-labelledby="lokation-om">
        <h2 id="lokation-om">{m.locations_about_heading({ name: location.name })}</h2>
        <img
          src={location.image.url}
          alt={location.image.alt}
          width={location.image.width}
          height={location.image.height}
          className="location-page__image"
          decoding="async"
        />
        <p>{location.description}</p>
        <h3>{m.locations_services_heading()}</h3>
        <ul className="location-services">
          {location.services.map((s) => (
            <li key={s}>{locationServiceLabels[s]}</li>
          ))}
        </ul>
      </section>

      <section className="location-page__section" aria-labelledby="lokation-maerker">
        <h2 id="lokation-maerker">{m.locations_brands_heading()}</h2>
        {brandLogos}
      </section>

      <section className="location-page__section" aria-labelledby="lokation-kort">
        <h2 id="lokation-kort">{m.locations_map_heading()}</h2>
        <p>{addressLine(location)}</p>
        <LocationMap markers={markers} label={m.locations_map_single({ name: location.name })} brandSlug={brand?.slug} />
      </section>

      {children}
    </article>
  )
}

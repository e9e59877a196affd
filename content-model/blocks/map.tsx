import { useId, useState } from 'react'
import { MapPin } from 'lucide-react'
import { z } from 'zod'
import { routeSegments } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { blok, bloksOf, optionalLink, optionalText, requiredText } from '../fields.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'

const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
    .pipe(z.number().min(min).max(max))

/** A marker: a place with its address and position (Denmark). */
export const mapMarkerSchema = /* @__PURE__ */ blok('map_marker', {
  name: requiredText,
  street: requiredText,
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'postnummer med 4 cifre'),
  town: requiredText,
  lat: /* @__PURE__ */ coordinate(54, 58),
  lng: /* @__PURE__ */ coordinate(8, 15.5),
  link: optionalLink,
})

/**
 * Places with search (spec 2.1: map with markers and search): the markers as
 * a searchable list with directions. The interactive map with the site's
 * consent handling lives on the locations page, which the block links to.
 */
export const mapSchema = /* @__PURE__ */ blok('map', {
  heading: requiredText,
  intro: optionalText,
  markers: /* @__PURE__ */ bloksOf(['map_marker']),
})

function directionsHref(marker: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${marker.lat},${marker.lng}`
}

export function MapMarker({ blok }: PropsOf<typeof mapMarkerSchema>) {
  return (
    <li className="map-marker" {...editable(blok)}>
      <MapPin aria-hidden="true" className="map-marker__pin" width={24} height={24} />
      <div>
        <h3 className="map-marker__name">{blok.link ? <ContentLink link={blok.link}>{blok.name}</ContentLink> : blok.name}</h3>
        <p className="map-marker__address">
          {blok.street}, {blok.postcode} {blok.town}
        </p>
        <ContentLink link={{ href: directionsHref(blok), external: true }} className="map-marker__route">
          {m.content_map_directions({ name: blok.name })}
        </ContentLink>
      </div>
    </li>
  )
}

export function ContentMap({ blok }: PropsOf<typeof mapSchema>) {
  const { valid: markers, warnings } = useParsedChildren<BlokOf<typeof mapMarkerSchema>>(blok.markers)
  const [query, setQuery] = useState('')
  const id = useId()
  const q = query.trim().toLocaleLowerCase('da-DK')
  const shown = q ? markers.filter((mk) => `${mk.name} ${mk.street} ${mk.postcode} ${mk.town}`.toLocaleLowerCase('da-DK').includes(q)) : markers
  return (
    <section className="content-map" aria-labelledby={`${id}-heading`} {...editable(blok)}>
      <h2 id={`${id}-heading`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      {warnings}
      <div className="field content-map__search" role="search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {m.content_map_search()}
        </label>
        <input id={`${id}-search`} type="search" className="field__input" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      <p className="content-map__count" aria-live="polite">
        {m.content_map_count({ count: String(shown.length) })}
      </p>
      {shown.length > 0 ? (
        <ul className="content-map__list">
          {shown.map((marker) => (
            <MapMarker key={marker._uid} blok={marker} />
          ))}
        </ul>
      ) : (
        <p className="content-empty">{m.content_map_empty()}</p>
      )}
      <p>
        <ContentLink link={{ href: `/${routeSegments.locations}`, external: false }}>{m.content_map_all_locations()}</ContentLink>
      </p>
    </section>
  )
}

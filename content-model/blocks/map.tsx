import { useId, useState } from 'react'
import { MapPin } from 'lucide-react'
import { routeSegments } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import type { mapMarkerSchema, mapSchema } from './map.schema.ts'

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
        {m.content_map_count({ count: shown.length })}
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

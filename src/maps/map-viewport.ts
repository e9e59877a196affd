/**
 * Where a map may look and where it starts: the bounds and centre of spec 9
 * (app.config.ts `constants.map`), unless the brand whose pages the map is on
 * overrides them (`brands[].mapBounds` / `mapCenter`). Pure, so it is shared
 * by the server render and the map.
 */
import { constants, findBrand, type LatLng, type MapBounds } from '#app.config'

export interface MapViewport {
  bounds: MapBounds
  center: LatLng
}

/** A point on the map. */
export interface MapMarker {
  /** Stable id (the location slug). */
  id: string
  /** Name shown in the marker's label and popup. */
  name: string
  /** Second line of the popup, e.g. the address. */
  description?: string
  lat: number
  lng: number
  /** Public path the popup links to, e.g. /lokationer/bilhuset-nord-greve. */
  href?: string
}

export function mapViewportFor(brandSlug?: string): MapViewport {
  const brand = brandSlug ? findBrand(brandSlug) : undefined
  return {
    bounds: brand?.mapBounds ?? constants.map.bounds,
    center: brand?.mapCenter ?? constants.map.center,
  }
}

/** The box around the markers, or null when there are none. */
export function markersBounds(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): MapBounds | null {
  if (markers.length === 0) return null
  let north = -90
  let south = 90
  let west = 180
  let east = -180
  for (const { lat, lng } of markers) {
    north = Math.max(north, lat)
    south = Math.min(south, lat)
    west = Math.min(west, lng)
    east = Math.max(east, lng)
  }
  return { north, south, west, east }
}

/** Keeps a point inside the bounds (a location outside them is pinned to the edge of what the map may show). */
export function clampToBounds(point: LatLng, bounds: MapBounds): LatLng {
  return {
    lat: Math.min(bounds.north, Math.max(bounds.south, point.lat)),
    lng: Math.min(bounds.east, Math.max(bounds.west, point.lng)),
  }
}

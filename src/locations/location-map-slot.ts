import type { ComponentType } from 'react'

/**
 * The map a location page and the location finder show, passed in by their
 * routes (the composition root: the maps feature's LocationMap), so the
 * locations feature does not import the maps feature (ADR 0013, 0028).
 */

/** A location on the map: one marker each. */
export interface LocationMarker {
  /** Stable id (the location slug). */
  id: string
  /** Name shown in the marker's label and popup. */
  name: string
  /** Second line of the popup: the address. */
  description?: string
  lat: number
  lng: number
  /** Public path the popup links to, e.g. /lokationer/bilhuset-nord-greve. */
  href?: string
}

export type LocationMapSlot = ComponentType<{
  markers: readonly LocationMarker[]
  /** Accessible name of the map. */
  label: string
  /** id of the list that holds the same locations (the map is supplementary). */
  listId?: string
  /** Brand whose map bounds apply (a brand's view of a location). */
  brandSlug?: string
  className?: string
}>

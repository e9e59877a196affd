/**
 * Operations on a list of stock vehicles (compare, favourites), without zod:
 * the lazy stores' preview runs in the layout on every page, so this module
 * must not carry the schemas of vehicle-list.ts into the first load (a module
 * the first load imports brings everything any other chunk uses from it).
 */
import type { VehicleRef } from './vehicle-list.ts'

export function includesVehicle(list: readonly VehicleRef[], id: string): boolean {
  return list.some((v) => v.id === id)
}

/** The list with `vehicle` appended, unless it is already there. */
export function withVehicle(list: readonly VehicleRef[], vehicle: VehicleRef): VehicleRef[] {
  return includesVehicle(list, vehicle.id) ? [...list] : [...list, { id: vehicle.id, label: vehicle.label }]
}

/** The list without the given ids. */
export function withoutVehicles(list: readonly VehicleRef[], ids: readonly string[]): VehicleRef[] {
  const drop = new Set(ids)
  return list.filter((v) => !drop.has(v.id))
}

/** How many of `ids` are in the list. */
export function countPresent(list: readonly VehicleRef[], ids: readonly string[]): number {
  const drop = new Set(ids)
  return list.filter((v) => drop.has(v.id)).length
}

/** A list operation as the lazy stores' preview sees it (null: no change to the list). */
export type ListChange = { add: VehicleRef } | { remove: string } | 'clear' | null

/**
 * The list that `changes` make of an empty list, at most `max` long: what a
 * lazily loaded store shows for the events a visitor sent while its machine
 * was loading (machines/kit/lazy-store.ts). The machine's own state replaces
 * it as soon as the machine has taken the events.
 */
export function previewList(changes: readonly ListChange[], max: number): VehicleRef[] {
  let list: VehicleRef[] = []
  for (const change of changes) {
    if (change === 'clear') list = []
    else if (change && 'add' in change) list = list.length < max ? withVehicle(list, change.add) : list
    else if (change) list = withoutVehicles(list, [change.remove])
  }
  return list
}

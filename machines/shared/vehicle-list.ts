/**
 * Domain pieces shared by the machines that hold a list of stock vehicles
 * (compare, favourites): the vehicle reference kept in their context and
 * journal, the list operations, and the availability check's contract.
 */
import { z } from 'zod'

/** A vehicle id as the product API takes it: slug (`104233-1-mercedes-benz-glc`) or stock number. */
export const vehicleIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ugyldigt køretøjs-id.')

/**
 * What a list keeps per vehicle: its id and the name to show without a
 * network call (the compare bar renders from the journal alone).
 */
export const vehicleRefSchema = z.object({
  id: vehicleIdSchema,
  label: z.string().trim().min(1).max(200),
})
export type VehicleRef = z.infer<typeof vehicleRefSchema>

/** Input of the availability check actor. */
export interface AvailabilityCheckInput {
  vehicleIds: string[]
}

/** Output of the availability check actor: the ids that are no longer for sale. */
export const availabilityReportSchema = z.object({ unavailableIds: z.array(vehicleIdSchema) })
export type AvailabilityReport = z.infer<typeof availabilityReportSchema>

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

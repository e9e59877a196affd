/**
 * Domain pieces shared by the machines that hold a list of stock vehicles
 * (compare, favourites): the vehicle reference kept in their context and
 * journal, and the availability check's contract (the list operations are in
 * vehicle-list-operations.ts).
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

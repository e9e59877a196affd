/**
 * Number plates and the vehicle registry (Motorregistret) behind them
 * (issue 35): the trade-in form looks a plate up to fill in the car, and a
 * used car's page shows its registry facts (first registration, the last
 * periodic inspection, "syn", and when the next is due) with their source
 * and when they were fetched.
 * The plates themselves: plates.ts.
 */
import { z } from 'zod'
import { isoDate, isoDateTime } from './common.ts'
import { fuelSchema } from './vehicle.ts'
import { normalisePlate } from './plates.ts'
import { inspectionResults, registryVehicleKinds } from './registry-vocabulary.ts'

const plateMessage = 'Nummerpladen skal have 2 bogstaver og 5 cifre (fx AB 12 345) eller være en personlig plade på 2-7 tegn.'

/** A registration number in any accepted spelling, normalised ("ab 12 345" → "AB12345"). */
export const registrationNumberSchema = z
  .string()
  .max(20, plateMessage)
  .transform((value, ctx) => {
    const plate = normalisePlate(value)
    if (plate === null) {
      ctx.addIssue({ code: 'custom', message: plateMessage })
      return z.NEVER
    }
    return plate
  })
  .meta({
    id: 'RegistrationNumber',
    description: 'Danish registration number: AB12345, or a personal plate of 2-7 letters and digits. Spaces, hyphens and lower case are accepted.',
  })

export const registryParamsSchema = z.object({
  registrationNumber: registrationNumberSchema.meta({ param: { example: 'AB12345' } }),
})

export const registryVehicleSchema = z
  .object({
    registrationNumber: z.string(),
    kind: z.enum(registryVehicleKinds),
    make: z.string().min(1),
    model: z.string().min(1),
    /** The variant as registered (engine, trim), when the registry has one. */
    variant: z.string().nullable(),
    fuel: fuelSchema.nullable(),
    firstRegistration: isoDate,
    modelYear: z.int().min(1900).max(2100),
    inspection: z.object({
      /** The latest periodic inspection; null before the first (a car's first is due in its fourth year). */
      last: z.object({ date: isoDate, result: z.enum(inspectionResults) }).nullable(),
      /** When the next periodic inspection is due; null when the vehicle needs none. */
      nextDue: isoDate.nullable(),
    }),
    /** Where the facts come from, to show beside them ("Motorregistret"). */
    source: z.string().min(1),
    /** When the registry answered (the facts are as of then). */
    retrievedAt: isoDateTime,
  })
  .meta({ id: 'RegistryVehicle' })
export type RegistryVehicle = z.infer<typeof registryVehicleSchema>

export const registryOperations = {
  lookupRegistration: {
    method: 'GET',
    path: '/registry/vehicles/{registrationNumber}',
    tag: 'Motorregister',
    summary: 'Slå nummerplade op i Motorregistret',
    description:
      'The registry facts of a Danish registration number: kind, make, model, variant, fuel, first registration, model year and periodic inspections, with the source and when they were fetched. ' +
      'Any vehicle kind is answered (the caller decides which it takes); 503 when the registry does not answer.',
    params: registryParamsSchema,
    response: registryVehicleSchema,
    successStatus: 200,
    idempotency: 'none',
    safe: true,
    notFound: 'No vehicle is registered with this registration number.',
  },
} as const

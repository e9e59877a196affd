/**
 * Trade-in valuation (byttebil). The valuation is deterministic in make, model,
 * year and mileage; condition and fuel only adjust it.
 */
import { z } from 'zod'
import { dkk, isoDate, requiredMessage } from './common.ts'
import { registrationNumberSchema } from './registration.ts'
import { fuelSchema } from './vehicle.ts'

export const tradeInInputSchema = z
  .object({
    make: z
      .string({ error: requiredMessage('Mærke') })
      .trim()
      .min(1, 'Mærke skal udfyldes.')
      .max(60),
    model: z
      .string({ error: requiredMessage('Model') })
      .trim()
      .min(1, 'Model skal udfyldes.')
      .max(60),
    year: z
      .int({ error: requiredMessage('Årgang') })
      .min(1990, 'Årgang skal være 1990 eller senere.')
      .max(2027, 'Årgang kan ikke ligge i fremtiden.'),
    mileageKm: z
      .int({ error: requiredMessage('Kilometerstand') })
      .min(0, 'Kilometerstand kan ikke være negativ.')
      .max(1_000_000, 'Kilometerstand skal være under 1.000.000 km.'),
    fuel: fuelSchema.optional(),
    /** Danish registration number, e.g. "AB12345" or a personal plate (registration.ts). */
    registrationNumber: registrationNumberSchema.optional(),
    condition: z.enum(['excellent', 'good', 'fair']).default('good'),
  })
  .meta({ id: 'TradeInInput' })
export type TradeInInput = z.input<typeof tradeInInputSchema>

export const tradeInValuationSchema = z
  .object({
    /** Stable id of the valuation (same input → same id); quote it on the trade-in submission. */
    valuationId: z.string().regex(/^tiv-[0-9a-f]{12}$/),
    make: z.string(),
    model: z.string(),
    year: z.int(),
    mileageKm: z.int(),
    estimate: dkk,
    low: dkk,
    high: dkk,
    currency: z.literal('DKK'),
    validUntil: isoDate,
    /** Danish explanation of the basis and the reservation. */
    explanation: z.string(),
  })
  .meta({ id: 'TradeInValuation' })
export type TradeInValuation = z.infer<typeof tradeInValuationSchema>

/**
 * Minilease (spec 3 "Minilease configuration"; spec 9: includes insurance,
 * service and green owner tax and 2,000 km/month; no establishment fee on renewal).
 */
import { z } from 'zod'
import { dkk, imageSchema, slug } from './common.ts'
import { consumptionSchema, energyLabelSchema, fuelSchema, vehicleTypeSchema } from './vehicle.ts'

export const minileaseColourSchema = z
  .object({
    code: slug,
    name: z.string(),
    hex: z.string().regex(/^#[0-9a-f]{6}$/),
    /** Added to the monthly price, incl. moms. */
    surchargePerMonth: dkk,
    /** The car in this colour (the configurator shows the chosen colour's picture). */
    image: imageSchema,
  })
  .meta({ id: 'MinileaseColour' })

export const minileaseConfigurationSchema = z
  .object({
    id: slug,
    brand: slug,
    model: slug,
    title: z.string(),
    fuel: fuelSchema,
    type: vehicleTypeSchema,
    /** The car's energy class and WLTP figures: shown beside its monthly price (issue 30, energy labelling). */
    energyLabel: energyLabelSchema,
    consumption: consumptionSchema,
    /** The car in its first colour. */
    image: imageSchema,
    colours: z.array(minileaseColourSchema).min(1),
    /** Months the car can be leased for. */
    durations: z.array(z.int().min(1).max(12)).min(1),
    /** Monthly distance options, km. The first is included in the base price. */
    monthlyDistances: z.array(z.int().positive()).min(1),
    includedMonthlyDistance: z.int().positive(),
    /** Refundable deposit, incl. moms where relevant. */
    deposit: dkk,
    /** Establishment fee for a first contract (0 on renewal). */
    establishmentFee: dkk,
    /** Lowest monthly price, incl. moms. */
    pricePerMonthFrom: dkk,
    /** Danish texts: "Forsikring", "Service", "Grøn ejerafgift". */
    includes: z.array(z.string()),
  })
  .meta({ id: 'MinileaseConfiguration' })
export type MinileaseConfiguration = z.infer<typeof minileaseConfigurationSchema>

export const minileaseConfigurationListSchema = z.object({ items: z.array(minileaseConfigurationSchema) }).meta({ id: 'MinileaseConfigurationList' })
export type MinileaseConfigurationList = z.infer<typeof minileaseConfigurationListSchema>

export const minileasePriceInputSchema = z
  .object({
    configurationId: slug,
    colour: slug,
    durationMonths: z.int().min(1).max(12),
    monthlyDistance: z.int().positive(),
    /** A renewal of an existing minilease: no establishment fee. */
    renewal: z.boolean().default(false),
  })
  .meta({ id: 'MinileasePriceInput' })
export type MinileasePriceInput = z.input<typeof minileasePriceInputSchema>

/** Total cost = establishment fee + months × monthly price; the deposit is refunded and not part of it. */
export const minileasePriceSchema = z
  .object({
    configurationId: slug,
    colour: slug,
    durationMonths: z.int(),
    monthlyDistance: z.int(),
    annualDistance: z.int(),
    deposit: dkk,
    establishmentFee: dkk,
    pricePerMonthInclVat: dkk,
    pricePerMonthExclVat: dkk,
    totalCostInclVat: dkk,
    totalCostExclVat: dkk,
    includes: z.array(z.string()),
  })
  .meta({ id: 'MinileasePrice' })
export type MinileasePrice = z.infer<typeof minileasePriceSchema>

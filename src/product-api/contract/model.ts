/**
 * Models of the group's brands (the spec leaves the model's fields "not shown";
 * this is what we chose): brand, slug, name, group (maybach, amg, eq, …), body
 * styles, fuels, from-price, images, highlights and variants.
 */
import { z } from 'zod'
import { dkk, imageSchema, queryInt, slug } from './common.ts'
import {
  bodyStyleSchema,
  consumptionSchema,
  driveTypeSchema,
  vehicleEnergyLabelSchema,
  fuelSchema,
  transmissionSchema,
  vanBodySchema,
  vehicleTypeSchema,
} from './vehicle.ts'
import { modelGroups } from './vocabulary.ts'
export const modelGroupSchema = z.enum(modelGroups).meta({ id: 'ModelGroup' })

export const modelVariantSchema = z
  .object({
    slug,
    name: z.string(),
    fuel: fuelSchema,
    transmission: transmissionSchema,
    driveType: driveTypeSchema,
    powerHp: z.int().positive(),
    electricRangeKm: z.int().positive().nullable(),
    /** Price incl. moms and leveringsomkostninger. */
    fromPrice: dkk,
    /** The variant's energy class (energimærke). */
    energyLabel: vehicleEnergyLabelSchema,
    /** The variant's WLTP consumption and CO2 (Danish consumer law: shown with the price). */
    consumption: consumptionSchema,
  })
  .meta({ id: 'ModelVariant' })
export type ModelVariant = z.infer<typeof modelVariantSchema>

const modelCore = {
  brand: slug,
  slug,
  /** "GLC", "Clio", "Sprinter". */
  name: z.string(),
  /** "Mercedes-Benz GLC". */
  title: z.string(),
  group: modelGroupSchema,
  type: vehicleTypeSchema,
  bodyStyles: z.array(bodyStyleSchema),
  vanBodies: z.array(vanBodySchema),
  fuels: z.array(fuelSchema),
  /** Lowest variant price incl. moms and leveringsomkostninger. */
  fromPrice: dkk,
  /** Vans: from-price excl. moms. */
  fromPriceExclVat: dkk.nullable(),
  image: imageSchema,
  /** Number of vehicles of this model in stock (new and used). */
  stockCount: z.int().min(0),
  /** Leveringsomkostninger of a new car of the model, incl. moms. */
  deliveryCost: dkk,
  /** Whether the from-prices include `deliveryCost` (Danish consumer law: a price is the total price). */
  deliveryCostIncluded: z.boolean(),
}

/** A variant's energy class and WLTP figures: what a model list card shows with its from-price (issue 17). */
export const modelVariantEnergySchema = modelVariantSchema.pick({ energyLabel: true, consumption: true }).meta({ id: 'ModelVariantEnergy' })

export const modelSummarySchema = z
  .object({
    ...modelCore,
    /** The energy class and WLTP figures of every variant (the card shows their ranges). */
    variantEnergy: z.array(modelVariantEnergySchema).min(1),
  })
  .meta({ id: 'ModelSummary' })
export type ModelSummary = z.infer<typeof modelSummarySchema>

export const modelSchema = z
  .object({
    ...modelCore,
    description: z.string(),
    highlights: z.array(z.string()).min(1),
    images: z.array(imageSchema),
    variants: z.array(modelVariantSchema).min(1),
  })
  .meta({ id: 'Model' })
export type Model = z.infer<typeof modelSchema>

export const modelListQuerySchema = z
  .object({
    brand: slug.optional(),
    group: modelGroupSchema.optional(),
    type: vehicleTypeSchema.optional(),
    limit: queryInt().min(1).max(200).default(200),
  })
  .meta({ id: 'ModelListQuery' })
export type ModelListQuery = z.input<typeof modelListQuerySchema>

export const modelListSchema = z.object({ items: z.array(modelSummarySchema) }).meta({ id: 'ModelList' })
export type ModelList = z.infer<typeof modelListSchema>

export const modelParamsSchema = z.object({
  brand: slug.meta({ param: { example: 'mercedes-benz' } }),
  model: slug.meta({ param: { example: 'glc' } }),
})

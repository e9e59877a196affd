/**
 * Lease vehicles (the lease overview and detail screens) and the lease/finance
 * calculation (the lease calculator).
 */
import { z } from 'zod'
import { leaseVehicleSortOptions } from './vocabulary.ts'
import { dkk, imageSchema, pageInfoShape, queryInt, slug } from './common.ts'
import {
  bodyStyleSchema,
  consumptionSchema,
  vehicleEnergyLabelSchema,
  leaseFuelSchema,
  priceRowSchema,
  transmissionSchema,
  vanBodySchema,
  vehicleTypeSchema,
} from './vehicle.ts'

export const leaseTypes = ['private_lease', 'business_lease'] as const
export type LeaseType = (typeof leaseTypes)[number]
export const leaseTypeSchema = z.enum(leaseTypes).meta({ id: 'LeaseType' })

const leaseVehicleCore = {
  /** `{brand}-{model}-{variant}-{privatleasing|erhvervsleasing}`. */
  id: slug,
  brand: slug,
  model: slug,
  modelName: z.string(),
  variant: z.string(),
  title: z.string(),
  leaseType: leaseTypeSchema,
  type: vehicleTypeSchema,
  fuel: leaseFuelSchema,
  transmission: transmissionSchema,
  bodyStyle: bodyStyleSchema.nullable(),
  vanBody: vanBodySchema.nullable(),
  powerHp: z.int().positive(),
  electricRangeKm: z.int().positive().nullable(),
  energyLabel: vehicleEnergyLabelSchema,
  /** WLTP figures: shown beside every monthly price (issue 30, energy labelling). */
  consumption: consumptionSchema,
  image: imageSchema,
  /** Monthly installment of the standard offer (incl. moms for private, excl. moms for business). */
  monthlyFrom: dkk,
  /** Campaign ribbon text, Danish. */
  campaign: z.string().nullable(),
  /** Terms (months) the offer can be leased for. */
  contractDurations: z.array(z.int().positive()).min(1),
  /**
   * The standard offer's row with its representative example (ÅOP, credit costs,
   * total payable): wherever the monthly price shows, these show with it.
   */
  standardOffer: priceRowSchema,
  /** Leveringsomkostninger, kr. incl. moms. */
  deliveryCost: dkk,
  /** Whether the prices include the delivery costs (Danish prices must, or must say what is added). */
  deliveryCostIncluded: z.boolean(),
}

export const leaseVehicleSummarySchema = z.object(leaseVehicleCore).meta({ id: 'LeaseVehicleSummary' })
export type LeaseVehicleSummary = z.infer<typeof leaseVehicleSummarySchema>

export const leaseVehicleSchema = z
  .object({
    ...leaseVehicleCore,
    description: z.string(),
    images: z.array(imageSchema),
    /** Price incl. moms that the lease is calculated from. */
    listPrice: dkk,
    /** What the monthly price includes (Danish), e.g. "Service og vedligeholdelse". */
    includes: z.array(z.string()),
    /** Annual distances and first payments the calculator offers (its terms are `contractDurations`). */
    annualDistances: z.array(z.int().positive()).min(1),
    downPaymentOptions: z.array(dkk).min(1),
    /** "Levering ca. 8-12 uger". */
    deliveryText: z.string(),
  })
  .meta({ id: 'LeaseVehicle' })
export type LeaseVehicle = z.infer<typeof leaseVehicleSchema>

export const leaseVehicleListQuerySchema = z
  .object({
    brand: z.array(slug).optional(),
    leaseType: leaseTypeSchema.optional(),
    fuel: z.array(leaseFuelSchema).optional(),
    type: vehicleTypeSchema.optional(),
    monthlyMax: queryInt().min(0).optional(),
    /** Offers that can be leased for this many months. */
    contractDuration: queryInt().min(1).max(120).optional(),
    sort: z.enum(leaseVehicleSortOptions).default('monthly_asc'),
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(96).default(24),
  })
  .meta({ id: 'LeaseVehicleListQuery' })
export type LeaseVehicleListQuery = z.input<typeof leaseVehicleListQuerySchema>

export const leaseVehicleListSchema = z.object({ ...pageInfoShape, items: z.array(leaseVehicleSummarySchema) }).meta({ id: 'LeaseVehicleList' })
export type LeaseVehicleList = z.infer<typeof leaseVehicleListSchema>

export const leaseVehicleParamsSchema = z.object({
  leaseVehicleId: slug.meta({ param: { example: 'renault-clio-techno-tce-90-privatleasing' } }),
})

export const calculationTypes = ['private_lease', 'business_lease', 'private_finance', 'business_finance'] as const

/**
 * Body of `POST /lease/calculations`. `vehicleKind: "stock"` calculates on a stock
 * vehicle (its cash price), `"lease"` on a lease vehicle's list price.
 *
 * Business rules (not shown in the spec; ours): private finance needs at least
 * 20 % down payment, business finance 10 %; lease down payment at most 30 % of the
 * price; durations 12–84 months (lease 12–60); annual distance 10,000–50,000 km in
 * steps of 5,000 (lease only); a residual value (restgæld, balloon) of at most 50 %
 * of the cash price and less than the credit amount (finance only: for a lease it
 * is ignored, the residual value being the lessor's, from duration and distance).
 *
 * The answer's price row carries the representative example for every type:
 * ÅOP is the annualised internal rate of return of the real cash flows. Loans:
 * +credit amount at the start, −each installment (establishment fees are added to
 * the loan), −the balloon with the last one. Leases: +(the car's price − first
 * payment), −each monthly payment (service included), −the residual value at the
 * end (the car handed back at that value); credit costs = first payment + all
 * monthly payments + residual value − the car's price.
 */
export const leaseCalculationInputSchema = z
  .object({
    vehicleKind: z.enum(['stock', 'lease']),
    vehicleId: z.string().min(1).max(200),
    acquisitionType: z.enum(calculationTypes),
    downPayment: z.int('Udbetaling skal være et helt beløb i kroner.').min(0, 'Udbetaling kan ikke være negativ.'),
    contractDuration: z
      .int('Løbetid skal være et helt antal måneder.')
      .min(12, 'Løbetiden skal være mindst 12 måneder.')
      .max(84, 'Løbetiden kan højst være 84 måneder.'),
    annualDistance: z
      .int()
      .min(10_000, 'Kørsel pr. år skal være mindst 10.000 km.')
      .max(50_000, 'Kørsel pr. år kan højst være 50.000 km.')
      .multipleOf(5_000, 'Kørsel pr. år vælges i trin af 5.000 km.')
      .optional(),
    residualValue: z.int('Restværdien skal være et helt beløb i kroner.').min(0, 'Restværdien kan ikke være negativ.').optional(),
    installmentProtection: z.boolean().default(false),
    fixedInterestPeriod: z.enum(['fixed', 'variable']).default('fixed'),
  })
  .meta({ id: 'LeaseCalculationInput' })
export type LeaseCalculationInput = z.input<typeof leaseCalculationInputSchema>

export const leaseCalculationSchema = z
  .object({
    vehicleKind: z.enum(['stock', 'lease']),
    vehicleId: z.string(),
    title: z.string(),
    /** Cash price the calculation starts from (incl. moms). */
    cashPrice: dkk,
    /** Residual value (restværdi) at the end, for leases and balloon loans. */
    residualValue: dkk,
    priceRow: priceRowSchema,
  })
  .meta({ id: 'LeaseCalculation' })
export type LeaseCalculation = z.infer<typeof leaseCalculationSchema>

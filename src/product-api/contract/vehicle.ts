/**
 * Stock vehicles (spec 3, "Vehicle"): enums with Danish labels, the price row,
 * the full vehicle and the summary used in search results.
 */
import { z } from 'zod'
import { priceTypes } from '#app.config'
import { dkk, imageSchema, isoDate, percent, slug } from './common.ts'
import { equipmentGroupSchema, equipmentKeySchema } from './equipment.ts'
import {
  fuels,
  leaseFuels,
  transmissions,
  driveTypes,
  vehicleTypes,
  bodyStyles,
  vanBodies,
  conditions,
  colourGroups,
  interiorMaterials,
  emissionClasses,
  energyLabels,
} from './vocabulary.ts'

// Enum schemas; the values and their Danish labels are in vocabulary.ts.
export const fuelSchema = z.enum(fuels).meta({ id: 'Fuel' })
export const leaseFuelSchema = z.enum(leaseFuels).meta({ id: 'LeaseFuel' })
export const transmissionSchema = z.enum(transmissions).meta({ id: 'Transmission' })
export const driveTypeSchema = z.enum(driveTypes).meta({ id: 'DriveType' })
export const vehicleTypeSchema = z.enum(vehicleTypes).meta({ id: 'VehicleType' })
export const bodyStyleSchema = z.enum(bodyStyles).meta({ id: 'BodyStyle' })
export const vanBodySchema = z.enum(vanBodies).meta({ id: 'VanBody' })
export const conditionSchema = z.enum(conditions).meta({ id: 'Condition' })

export const acquisitionTypeSchema = z.enum(priceTypes).meta({ id: 'AcquisitionType' })
export const colourGroupSchema = z.enum(colourGroups).meta({ id: 'ColourGroup' })
export const interiorMaterialSchema = z.enum(interiorMaterials).meta({ id: 'InteriorMaterial' })
export const emissionClassSchema = z.enum(emissionClasses).meta({ id: 'EmissionClass' })
export const energyLabelSchema = z.enum(energyLabels).meta({ id: 'EnergyLabel' })
/**
 * A vehicle's energy class: the Danish A–G label for passenger cars. Vans and trucks have none
 * (`null`): they carry WLTP consumption and CO₂, not the passenger-car label (issue 30).
 */
export const vehicleEnergyLabelSchema = energyLabelSchema.nullable()

// ---------------------------------------------------------------------------
// Parts of a vehicle
// ---------------------------------------------------------------------------

export const colourSchema = z
  .object({
    /** Manufacturer's colour name in Danish, e.g. "Obsidiansort metallic". */
    name: z.string().min(1),
    /** CSS hex colour used for swatches and the generated pictures. */
    hex: z.string().regex(/^#[0-9a-f]{6}$/),
    group: colourGroupSchema,
  })
  .meta({ id: 'Colour' })
export type Colour = z.infer<typeof colourSchema>

/** Reference to the location that advertises the vehicle (the advertiser). */
export const locationRefSchema = z
  .object({
    slug,
    name: z.string(),
    town: z.string(),
    phone: z.string(),
    email: z.email(),
  })
  .meta({ id: 'LocationRef' })
export type LocationRef = z.infer<typeof locationRefSchema>

export const warrantySchema = z
  .object({
    kind: z.enum(['factory', 'dealer', 'battery', 'none']),
    /** Danish description shown on the detail page. */
    description: z.string(),
    months: z.int().min(0).nullable(),
    /** Kilometre limit, when the warranty has one. */
    kmLimit: z.int().min(0).nullable(),
  })
  .meta({ id: 'Warranty' })
export type Warranty = z.infer<typeof warrantySchema>

export const deliveryPackageSchema = z
  .object({
    id: slug,
    name: z.string(),
    description: z.string(),
    /** Price incl. moms; 0 when included. */
    price: dkk,
    included: z.boolean(),
  })
  .meta({ id: 'DeliveryPackage' })
export type DeliveryPackage = z.infer<typeof deliveryPackageSchema>

/** WLTP figures (spec 3). Plug-in hybrids carry weighted values as well. */
export const consumptionSchema = z
  .object({
    standard: z.literal('WLTP'),
    /** Combined fuel consumption in km/l (null for electric). */
    combinedKmPerL: z.number().positive().nullable(),
    /** Combined fuel consumption in l/100 km (null for electric). */
    combinedLPer100Km: z.number().positive().nullable(),
    /** Weighted combined fuel consumption for plug-in hybrids, l/100 km. */
    weightedLPer100Km: z.number().positive().nullable(),
    /** Electric energy consumption, Wh/km (electric and plug-in hybrids). */
    electricWhPerKm: z.int().positive().nullable(),
    /** CO2 combined (weighted for plug-in hybrids), g/km. */
    co2GPerKm: z.int().min(0),
    /** Electric range, km (WLTP). */
    electricRangeKm: z.int().positive().nullable(),
  })
  .meta({ id: 'Consumption' })
export type Consumption = z.infer<typeof consumptionSchema>

export const fixedInterestPeriodSchema = z.union([z.literal('fixed'), z.literal('variable'), z.int().positive()]).meta({
  id: 'FixedInterestPeriod',
  description: '"fixed" (fast rente hele løbetiden), "variable" (variabel rente) or the number of months the rate is fixed.',
})
export type FixedInterestPeriod = z.infer<typeof fixedInterestPeriodSchema>

/**
 * A price row for one acquisition type (spec 3). Keys are the spec's names.
 *
 * - purchase: `total_price` is the cash price incl. moms and leveringsomkostninger.
 * - *_lease: `total_price` is the total cost over the contract (førstegangsydelse + all monthly payments);
 *   the representative example treats the lease as credit of the car's value: `net_loan_amount` = the car's
 *   price − the first payment, `remaining_balance` = the residual value the car is handed back at,
 *   `total_payable` = `total_price`, `credit_costs` = total payable + residual value − the car's price,
 *   `apr` = ÅOP of those cash flows.
 * - *_finance: `total_price` is the cash price; the loan figures follow the Danish representative example
 *   (`apr` = ÅOP, `total_payable` = samlet tilbagebetaling, `credit_costs` = samlede kreditomkostninger).
 * - Rates, in the terms of the Danish credit-agreement rules (kreditaftaleloven, the EU consumer-credit
 *   directive's "borrowing rate" and "APR"), for *_finance and *_lease rows (a lease's debitorrente is the
 *   lessor's rate; null for purchase):
 *   - `borrowing_rate` is the **debitorrente**: the fixed or variable nominal annual rate charged on the
 *     credit drawn down (`fixedinterest_period` says whether it is fixed). The installment is computed
 *     with it, and it is the rate a finance price must be advertised with.
 *   - `interest_rate` is the **effektiv debitorrente**: `borrowing_rate` as an annual effective rate with
 *     monthly payments, (1 + borrowing_rate / 12)^12 − 1, still without fees.
 *   - `apr` is the **ÅOP** (årlige omkostninger i procent): the annual rate of the credit's total cost,
 *     establishment fees included.
 *   For a loan with fees: borrowing_rate ≤ interest_rate ≤ apr.
 * - `*_excl_vat` is set for vans and business acquisition types.
 * Fields not relevant for the acquisition type are null.
 */
export const priceRowSchema = z
  .object({
    acquisition_type: acquisitionTypeSchema,
    total_price: dkk,
    total_price_excl_vat: dkk.nullable(),
    discount: dkk,
    /** Price before the discount, when there is one. */
    price_before_discount: dkk.nullable(),
    /**
     * Purchase rows with a discount: the lowest price of the vehicle in the 30
     * days before the price was lowered, from the API's price history (the
     * reference a Danish "Før"-price must show, prisangivelsesbekendtgørelsen
     * § 9 a). Null when there is no reduction or no history that far back.
     */
    lowest_price_30_days: dkk.nullable().meta({
      description: 'Laveste pris i de 30 dage før prisnedsættelsen (purchase rows with a discount), from the price history; null otherwise.',
    }),
    monthly_installment: dkk.nullable(),
    monthly_installment_excl_vat: dkk.nullable(),
    down_payment: dkk.nullable(),
    contract_duration: z.int().min(1).max(120).nullable(),
    interest_rate: percent.nullable().meta({
      description: 'Effektiv debitorrente: borrowing_rate as an annual effective rate with monthly payments, without fees (finance rows).',
    }),
    borrowing_rate: percent.nullable().meta({
      description: 'Debitorrente: the nominal annual borrowing rate charged on the credit, fixed or variable per fixedinterest_period (finance rows).',
    }),
    fixedinterest_period: fixedInterestPeriodSchema.nullable(),
    annual_distance: z.int().min(0).nullable(),
    installment_protection: z.boolean().nullable(),
    bank: z.string().nullable(),
    net_loan_amount: dkk.nullable(),
    remaining_balance: dkk.nullable(),
    establishment_fee: dkk.nullable(),
    apr: percent.nullable().meta({
      description:
        'ÅOP (årlige omkostninger i procent): the annualised internal rate of return of the real cash flows incl. fees (finance and lease rows; see POST /lease/calculations).',
    }),
    total_payable: dkk.nullable(),
    credit_costs: dkk.nullable(),
    /** The Danish representative example text (finance) or the lease terms text. */
    representative_example: z.string().nullable(),
  })
  .meta({ id: 'PriceRow' })
export type PriceRowValues = z.infer<typeof priceRowSchema>

export const vehicleMediaSchema = z
  .object({
    /** Front 3/4, side, rear and interior pictures, in that order. */
    images: z.array(imageSchema.extend({ angle: z.enum(['front-34', 'side', 'rear', 'interior']) })),
    /** 24 frames for the photo spinner, 15° apart, starting at the front. */
    spinner: z.object({ frames: z.array(z.url()).length(24) }),
  })
  .meta({ id: 'VehicleMedia' })
export type VehicleMedia = z.infer<typeof vehicleMediaSchema>

export const brandRefSchema = z.object({ slug, name: z.string() }).meta({ id: 'BrandRef' })

// ---------------------------------------------------------------------------
// Vehicle
// ---------------------------------------------------------------------------

const vehicleCore = {
  /** URL slug `{stockNumber}-1-{brand}-{model}-{variant}`; see vehicle-id.ts. */
  id: slug,
  stockNumber: z.int().positive(),
  condition: conditionSchema,
  type: vehicleTypeSchema,
  /** Make; for the group's own brands the slug matches app.config brands. */
  brand: brandRefSchema,
  model: z.object({ slug, name: z.string() }),
  variant: z.string(),
  /** "Mercedes-Benz GLC 300e 4MATIC". */
  title: z.string(),
  bodyStyle: bodyStyleSchema.nullable(),
  vanBody: vanBodySchema.nullable(),
  fuel: fuelSchema,
  transmission: transmissionSchema,
  driveType: driveTypeSchema,
  mileageKm: z.int().min(0),
  productionYear: z.int().min(1950).max(2100),
  powerHp: z.int().positive(),
  electricRangeKm: z.int().positive().nullable(),
  seats: z.int().min(1).max(20),
  /** Max braked trailer weight, kg; 0 when towing is not approved. */
  towingWeightKg: z.int().min(0),
  exteriorColour: colourSchema,
  energyLabel: vehicleEnergyLabelSchema,
  location: locationRefSchema,
  /** Date the vehicle was put in stock. */
  listedAt: isoDate,
}

export const vehicleSummarySchema = z
  .object({
    ...vehicleCore,
    image: imageSchema,
    /** WLTP figures: a card shows them beside the price (issue 30, energy labelling). */
    consumption: consumptionSchema,
    /** Every acquisition type offered, with its row. */
    prices: z.array(priceRowSchema),
  })
  .meta({ id: 'VehicleSummary' })
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>

export const vehicleSchema = z
  .object({
    ...vehicleCore,
    powerKw: z.int().positive(),
    doors: z.int().min(2).max(6),
    /** Totalvægt, kg. */
    maxWeightKg: z.int().positive(),
    /** Payload (nyttelast) for vans and trucks, kg. */
    payloadKg: z.int().positive().nullable(),
    batteryCapacityKwh: z.number().positive().nullable(),
    interiorColour: colourSchema,
    interiorMaterial: interiorMaterialSchema,
    emissionClass: emissionClassSchema.nullable(),
    /** Number of driven axles (trækkende aksler). */
    drivenAxles: z.int().min(1).max(4),
    /** Momsbil: the vehicle can be sold with moms deductible for a business buyer. */
    vatReportable: z.boolean(),
    firstRegistration: isoDate.nullable(),
    /** The number plate of a registered (used) vehicle, normalised ("AB12345"); its registry facts: lookupRegistration. */
    registrationNumber: z.string().nullable().optional(),
    /** Number of previous owners (used cars). */
    previousOwners: z.int().min(0).nullable(),
    /** Date of the last periodic inspection (syn), used cars. */
    lastInspection: isoDate.nullable(),
    /** Leveringsomkostninger included in the purchase price (incl. moms). */
    deliveryCost: dkk,
    description: z.string(),
    highlights: z.array(z.string()),
    equipment: z.array(equipmentKeySchema),
    equipmentGroups: z.array(equipmentGroupSchema),
    warranty: warrantySchema,
    deliveryPackages: z.array(deliveryPackageSchema),
    consumption: consumptionSchema,
    prices: z.array(priceRowSchema),
    /** The purchase price's changes (incl. moms), oldest first; the last entry is today's price. */
    priceHistory: z.array(z.object({ from: isoDate, price: dkk })).max(100),
    media: vehicleMediaSchema,
    /** Model page of the group's own brands (null for other makes). */
    modelPage: z.object({ brand: slug, model: slug }).nullable(),
  })
  .meta({ id: 'Vehicle' })
export type Vehicle = z.infer<typeof vehicleSchema>

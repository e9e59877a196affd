/**
 * Stock vehicle generator: deterministic for a seed, realistic for a Danish
 * dealer group (new and used Mercedes-Benz cars and vans, Renault, Dacia and used
 * cars of other makes), with prices incl. moms and leveringsomkostninger (vans
 * also excl. moms) and finance and lease rows computed by ../finance.ts.
 */
import type { EquipmentKey } from '#src/product-api/contract/vocabulary.ts'
import { groupEquipment } from '#src/product-api/contract/equipment.ts'
import { equipmentKeys } from '#src/product-api/contract/vocabulary.ts'
import { driveTypeLabels, fuelLabels, interiorMaterialLabels, transmissionLabels } from '#src/product-api/contract/vocabulary.ts'
import type {
  Colour,
  Consumption,
  DeliveryPackage,
  LocationRef,
  PriceRowValues,
  Vehicle,
  VehicleSummary,
  Warranty,
} from '#src/product-api/contract/vehicle.ts'
import type { EmissionClass, EnergyLabel, Fuel } from '#src/product-api/contract/vocabulary.ts'
import { buildVehicleId } from '#src/product-api/vehicle-id.ts'
import { financeRow, formatKr, leaseRow, purchaseRow } from '../finance.ts'
import type { ModelSpec, SizeClass, VariantSpec } from './catalogue.ts'
import { brandNames, isCommercial, otherMakeModels, ownBrandModels, variantBodyStyle, variantYears, vehicleTitle } from './catalogue.ts'
import { exteriorColours, interiorColours, interiorMaterialByTier } from './colours.ts'
import type { VehicleAngle } from './media-urls.ts'
import { spinnerFrameCount, spinnerFrameName, vehicleAngles } from './media-urls.ts'
import type { MediaUrls } from './media-urls.ts'
import { leaseTermsFor } from './lease-terms.ts'
import { createRandom, type Random } from './random.ts'
import { stockPlate } from './stock-plates.ts'

/** The data set's "today": listing dates, registrations and ages count from here. */
export const referenceDate = '2026-11-01'
const referenceYear = 2026
const referenceTime = Date.parse(`${referenceDate}T00:00:00Z`)

/** A stock vehicle as stored: the contract's Vehicle without what is derived per request. */
export type VehicleRecord = Omit<Vehicle, 'media' | 'equipmentGroups'>

export interface LocationChoice {
  ref: LocationRef
  brands: string[]
  vans: boolean
  weight: number
}

const vat = 1.25
const dayMs = 86_400_000

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** Dealer price endings: Mercedes-Benz and other makes …900, Renault and Dacia …990. */
function priceEnding(brand: string, amount: number): number {
  const step = amount >= 1_000_000 ? 10_000 : 5_000
  const rounded = Math.max(step, Math.round(amount / step) * step)
  return brand === 'renault' || brand === 'dacia' ? rounded - 10 : rounded - 100
}

function tierOf(newPrice: number, commercial: boolean): 'base' | 'mid' | 'premium' | 'luxury' | 'commercial' {
  if (commercial) return 'commercial'
  if (newPrice < 260_000) return 'base'
  if (newPrice < 480_000) return 'mid'
  if (newPrice < 1_000_000) return 'premium'
  return 'luxury'
}

const baseEquipment: EquipmentKey[] = [
  'abs', 'esp', 'airbags_front', 'airbags_side', 'airbags_curtain', 'isofix', 'tyre_pressure_monitoring',
  'emergency_call', 'immobilizer', 'emergency_brake_assist', 'lane_keep_assist', 'cruise_control',
  'traffic_sign_recognition', 'driver_attention_monitor', 'hill_start_assist', 'bluetooth', 'dab_radio',
  'air_conditioning', 'touchscreen', 'apple_carplay', 'android_auto', 'led_headlights', 'multifunction_steering_wheel',
  'parking_sensors_rear', 'rear_seat_belt_warning',
]
const midExtras: [EquipmentKey, number][] = [
  ['climate_control_2_zone', 0.8], ['heated_front_seats', 0.85], ['reversing_camera', 0.8], ['adaptive_cruise_control', 0.55],
  ['keyless_start', 0.7], ['keyless_entry', 0.45], ['navigation_system', 0.7], ['alloy_wheels', 0.9], ['rain_sensor', 0.85],
  ['auto_dimming_mirrors', 0.6], ['electric_folding_mirrors', 0.7], ['parking_sensors_front', 0.6], ['digital_cockpit', 0.7],
  ['wireless_charging', 0.5], ['split_folding_rear_seats', 0.9], ['cargo_cover', 0.6], ['leather_steering_wheel', 0.6],
  ['heated_steering_wheel', 0.35], ['tinted_rear_windows', 0.5], ['blind_spot_monitor', 0.45], ['tow_bar', 0.35],
  ['fog_lights', 0.4], ['roof_rails', 0.3], ['voice_control', 0.5], ['metallic_paint', 0.7],
]
const premiumExtras: [EquipmentKey, number][] = [
  ['climate_control_3_zone', 0.35], ['heated_rear_seats', 0.45], ['ventilated_seats', 0.3], ['electric_seats_memory', 0.65],
  ['electric_tailgate', 0.8], ['panoramic_roof', 0.45], ['head_up_display', 0.4], ['camera_360', 0.55], ['park_assist', 0.55],
  ['matrix_led_headlights', 0.5], ['lane_change_assist', 0.6], ['premium_sound', 0.45], ['ambient_lighting', 0.85],
  ['sport_package', 0.55], ['sport_seats', 0.5], ['alarm', 0.6], ['auxiliary_heater', 0.25], ['wifi_hotspot', 0.4],
  ['air_suspension', 0.2], ['soft_close_doors', 0.15], ['massage_seats', 0.1], ['knee_airbag', 0.4], ['sunroof', 0.1],
]
const commercialExtras: [EquipmentKey, number][] = [
  ['cargo_partition', 0.95], ['cargo_floor_lining', 0.8], ['cargo_wall_lining', 0.6], ['sliding_door_right', 0.95],
  ['sliding_door_left', 0.5], ['cargo_area_lighting', 0.85], ['roof_rack', 0.3], ['tow_bar', 0.75], ['reversing_camera', 0.8],
  ['navigation_system', 0.5], ['auxiliary_heater', 0.45], ['heated_front_seats', 0.5], ['adaptive_cruise_control', 0.35],
  ['parking_sensors_front', 0.5], ['keyless_start', 0.3], ['alloy_wheels', 0.15], ['fog_lights', 0.4], ['climate_control_2_zone', 0.3],
]

function pickEquipment(rnd: Random, tier: ReturnType<typeof tierOf>, variant: VariantSpec, model: ModelSpec): EquipmentKey[] {
  const set = new Set<EquipmentKey>(baseEquipment)
  const add = (extras: [EquipmentKey, number][], boost = 0) => {
    for (const [key, p] of extras) if (rnd.chance(Math.min(1, p + boost))) set.add(key)
  }
  if (tier === 'commercial') add(commercialExtras)
  else {
    add(midExtras, tier === 'base' ? -0.35 : tier === 'mid' ? 0 : 0.2)
    if (tier === 'premium') add(premiumExtras)
    if (tier === 'luxury') add(premiumExtras, 0.4)
  }
  if (variant.fuel === 'electric') {
    set.add('dc_fast_charging')
    set.add('type2_charging_cable')
    if (rnd.chance(0.75)) set.add('heat_pump')
    if (rnd.chance(0.6)) set.add('battery_preconditioning')
    if (['renault-5', 'renault-4', 'spring', 'ioniq-5', 'ev6'].includes(model.slug)) set.add('vehicle_to_load')
  } else if (variant.fuel === 'pluginhybrid' || variant.batteryKwh) {
    set.add('type2_charging_cable')
  }
  if (model.size === 'mini') set.delete('navigation_system')
  return equipmentKeys.filter((k) => set.has(k))
}

/** Leveringsomkostninger of a new car, incl. moms (included in its price, as Danish consumer law asks). */
export function newCarDeliveryCost(brand: string): number {
  return brand === 'mercedes-benz' ? 4_880 : 3_880
}

export function consumptionFor(variant: VariantSpec): Consumption {
  if (variant.fuel === 'electric') {
    return {
      standard: 'WLTP',
      combinedKmPerL: null,
      combinedLPer100Km: null,
      weightedLPer100Km: null,
      electricWhPerKm: variant.whPerKm ?? 170,
      co2GPerKm: 0,
      electricRangeKm: variant.rangeKm ?? 400,
    }
  }
  const diesel = variant.fuel === 'diesel' || variant.dieselEngine === true
  const co2PerLitre = diesel ? 26.4 : 23.8
  if (variant.batteryKwh) {
    const weighted = Math.round((100 / (variant.kmPerL ?? 60)) * 10) / 10
    const sustaining = diesel ? 16.4 : 15.2
    return {
      standard: 'WLTP',
      combinedKmPerL: sustaining,
      combinedLPer100Km: Math.round((100 / sustaining) * 10) / 10,
      weightedLPer100Km: weighted,
      electricWhPerKm: variant.whPerKm ?? 200,
      co2GPerKm: Math.round(weighted * co2PerLitre),
      electricRangeKm: variant.rangeKm ?? 60,
    }
  }
  const kmPerL = variant.kmPerL ?? 15
  const l100 = Math.round((100 / kmPerL) * 10) / 10
  return {
    standard: 'WLTP',
    combinedKmPerL: kmPerL,
    combinedLPer100Km: l100,
    weightedLPer100Km: null,
    electricWhPerKm: null,
    co2GPerKm: Math.round(l100 * co2PerLitre),
    electricRangeKm: null,
  }
}

export function energyLabelFor(variant: VariantSpec, consumption: Consumption): EnergyLabel {
  if (variant.fuel === 'electric') return 'A+++'
  if (variant.batteryKwh) return consumption.co2GPerKm < 40 ? 'A++' : 'A+'
  const kmPerL = (consumption.combinedKmPerL ?? 15) - (variant.fuel === 'diesel' ? 2 : 0)
  const steps: [number, EnergyLabel][] = [[25, 'A+'], [20, 'A'], [17, 'B'], [15, 'C'], [13, 'D'], [11, 'E'], [9, 'F']]
  return steps.find(([min]) => kmPerL >= min)?.[1] ?? 'G'
}

function emissionClassOf(variant: VariantSpec, year: number): EmissionClass | null {
  if (variant.fuel === 'electric') return null
  if (year >= 2024) return 'euro-6e'
  if (year >= 2021) return 'euro-6d'
  if (year >= 2019) return 'euro-6d-temp'
  if (year >= 2015) return 'euro-6'
  return 'euro-5'
}

const sizeSpecs: Record<SizeClass, { weight: number; towing: number; payload: number | null }> = {
  mini: { weight: 1_300, towing: 0, payload: null },
  small: { weight: 1_650, towing: 1_000, payload: null },
  compact: { weight: 2_000, towing: 1_500, payload: null },
  mid: { weight: 2_400, towing: 2_000, payload: null },
  large: { weight: 2_800, towing: 2_500, payload: null },
  luxury: { weight: 3_050, towing: 3_500, payload: null },
  sport: { weight: 2_350, towing: 0, payload: null },
  'van-small': { weight: 2_300, towing: 1_500, payload: 750 },
  'van-mid': { weight: 3_200, towing: 2_500, payload: 1_050 },
  'van-large': { weight: 3_500, towing: 3_500, payload: 1_300 },
}

function banks(brand: string): { finance: string; business: string } {
  switch (brand) {
    case 'mercedes-benz':
      return { finance: 'Mercedes-Benz Finans', business: 'Mercedes-Benz Finans Erhverv' }
    case 'renault':
      return { finance: 'RCI Banque (Renault Finansiering)', business: 'RCI Banque Erhverv' }
    case 'dacia':
      return { finance: 'RCI Banque (Dacia Finansiering)', business: 'RCI Banque Erhverv' }
    default:
      return { finance: 'Santander Consumer Bank', business: 'Nordania Finans' }
  }
}

/** Establishment fees of loans: fixed part (kr) and a share of the net loan amount (%). */
export const financeFees = {
  private_finance: { fixed: 3_995, percent: 1 },
  business_finance: { fixed: 4_995, percent: 0.5 },
} as const

/** The price rows of a stock vehicle, the defaults the detail page shows. */
export function stockPriceRows(input: {
  brand: string
  /** The model and fuel a lease is priced by (lease-terms.ts). */
  model: ModelSpec
  fuel: Fuel
  condition: 'new' | 'used'
  commercial: boolean
  vatReportable: boolean
  cashPrice: number
  discount: number
  listPrice: number
  offerPrivateLease: boolean
  offerBusinessLease: boolean
  offerBusinessFinance: boolean
  offerPrivateFinance: boolean
}): PriceRowValues[] {
  const b = banks(input.brand)
  const showExclVat = input.commercial && input.vatReportable
  const rows: PriceRowValues[] = [purchaseRow(input.cashPrice, input.discount, showExclVat)]
  const own = input.brand === 'mercedes-benz' || input.brand === 'renault' || input.brand === 'dacia'
  if (input.offerPrivateFinance) {
    const mbBalloon = input.brand === 'mercedes-benz' && input.condition === 'new'
    rows.push(
      financeRow({
        acquisitionType: 'private_finance',
        cashPrice: input.cashPrice,
        downPayment: Math.ceil((input.cashPrice * 0.2) / 1000) * 1000,
        months: mbBalloon ? 48 : input.condition === 'new' ? 72 : 60,
        borrowingRate: input.condition === 'new' ? (own && input.brand !== 'mercedes-benz' ? 3.99 : 4.95) : 6.95,
        establishmentFeeFixed: financeFees.private_finance.fixed,
        establishmentFeePercent: financeFees.private_finance.percent,
        balloon: mbBalloon ? Math.round((input.cashPrice * 0.35) / 1000) * 1000 : 0,
        installmentProtection: false,
        fixedInterestPeriod: 'fixed',
        bank: b.finance,
        showExclVat: false,
        discount: input.discount,
      }),
    )
  }
  if (input.offerBusinessFinance) {
    rows.push(
      financeRow({
        acquisitionType: 'business_finance',
        cashPrice: input.cashPrice,
        downPayment: Math.ceil((input.cashPrice * 0.1) / 1000) * 1000,
        months: 60,
        borrowingRate: 5.45,
        establishmentFeeFixed: financeFees.business_finance.fixed,
        establishmentFeePercent: financeFees.business_finance.percent,
        balloon: 0,
        installmentProtection: false,
        fixedInterestPeriod: 36,
        bank: b.business,
        showExclVat: true,
        discount: input.discount,
      }),
    )
  }
  if (input.offerPrivateLease) {
    const row = leaseRow({
      acquisitionType: 'private_lease',
      listPrice: input.listPrice,
      firstPayment: input.brand === 'mercedes-benz' ? 39_995 : 19_995,
      months: 36,
      annualDistance: 15_000,
      ...leaseTermsFor(input.model, input.fuel, 'private_lease', 36, 15_000),
      discount: 0,
    })
    const { residualValue: _rv, ...values } = row
    rows.push(values)
  }
  if (input.offerBusinessLease) {
    const row = leaseRow({
      acquisitionType: 'business_lease',
      listPrice: input.listPrice,
      firstPayment: input.commercial ? 0 : 30_000,
      months: 36,
      annualDistance: 20_000,
      ...leaseTermsFor(input.model, input.fuel, 'business_lease', 36, 20_000),
      discount: 0,
    })
    const { residualValue: _rv, ...values } = row
    rows.push(values)
  }
  return rows
}

interface Segment {
  models: readonly ModelSpec[]
  weight: number
}

function weightedModels(models: readonly ModelSpec[]): (readonly [ModelSpec, number])[] {
  return models.map((m) => [m, m.popularity] as const)
}

const mbCars = ownBrandModels.filter((m) => m.brand === 'mercedes-benz' && m.group !== 'vans')
const mbVans = ownBrandModels.filter((m) => m.brand === 'mercedes-benz' && m.group === 'vans')
const renaultModels = ownBrandModels.filter((m) => m.brand === 'renault')
const daciaModels = ownBrandModels.filter((m) => m.brand === 'dacia')

const segments: Segment[] = [
  { models: mbCars, weight: 34 },
  { models: mbVans, weight: 14 },
  { models: renaultModels, weight: 18 },
  { models: daciaModels, weight: 12 },
  { models: otherMakeModels, weight: 22 },
]
const segmentChoices = segments.map((s) => [weightedModels(s.models), s.weight] as const)

export interface GenerateVehiclesOptions {
  count: number
  random: Random
  locations: LocationChoice[]
}

/**
 * Generates `count` vehicles. The first is always the spec's example
 * (`104233-1-mercedes-benz-glc-300e-4matic`, new, in Greve).
 */
export function generateVehicles({ count, random: rnd, locations }: GenerateVehiclesOptions): VehicleRecord[] {
  const out: VehicleRecord[] = []
  const glc = mbCars.find((m) => m.slug === 'glc')
  let stockNumber = 110_000
  for (let i = 0; i < count; i++) {
    let model: ModelSpec
    let variant: VariantSpec
    let forced = false
    if (i === 0 && glc) {
      model = glc
      variant = glc.variants[0] as VariantSpec
      forced = true
    } else {
      model = rnd.weighted(rnd.weighted(segmentChoices))
      variant = rnd.pick(model.variants)
    }
    stockNumber += rnd.int(1, 4)
    const number = forced ? 104_233 : stockNumber
    let record = generateOne(rnd, model, variant, number, locations, forced)
    const { from, to } = variantYears(model, variant)
    if (record.productionYear < from || (to !== null && record.productionYear > to)) {
      // A used car of a variant first built this year cannot be: this one is new, drawn from its own
      // numbers, so the vehicles after it keep theirs.
      record = generateOne(createRandom(number ^ 0x2e1f5a3b), model, variant, number, locations, forced, true)
    }
    out.push(record)
  }
  return out
}

/** Used-car years `from`…`to`, later years likelier. */
function usedYearWeights(from: number, to: number): (readonly [number, number])[] {
  return Array.from({ length: to - from + 1 }, (_, k) => [from + k, 1 + k * 0.6] as const)
}

/** `Random.weighted` for a number already drawn (0 ≤ r < 1). */
function weightedAt<T>(items: readonly (readonly [T, number])[], r: number): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let rest = r * total
  for (const [item, w] of items) {
    rest -= w
    if (rest < 0) return item
  }
  const last = items[items.length - 1]
  if (!last) throw new Error('weighted pick from an empty list')
  return last[0]
}

function generateOne(
  rnd: Random,
  model: ModelSpec,
  variant: VariantSpec,
  stockNumber: number,
  locations: LocationChoice[],
  forced: boolean,
  onlyNew = false,
): VehicleRecord {
  const own = model.brand === 'mercedes-benz' || model.brand === 'renault' || model.brand === 'dacia'
  const type = variant.type ?? model.type
  const commercial = isCommercial(model, variant)
  const condition: 'new' | 'used' = onlyNew || forced ? 'new' : !own ? 'used' : rnd.chance(commercial ? 0.7 : 0.62) ? 'new' : 'used'
  // Only years the variant was built in (catalogue.ts, productionYears): a used car is at most
  // nine years old and from last year or before, a new one from this year or last year. One draw
  // either way, so the data set's random sequence (and every vehicle's stock number) stays as it was.
  const years = variantYears(model, variant)
  const oldest = Math.max(years.from, referenceYear - 9)
  const usedNewest = Math.min(years.to ?? referenceYear, referenceYear - 1)
  const usedFrom = usedNewest >= oldest ? oldest : Math.max(model.since, referenceYear - 9)
  const usedTo = usedNewest >= oldest ? usedNewest : referenceYear - 1
  const yearDraw = rnd.next()
  const productionYear =
    condition === 'new'
      ? yearDraw < 0.82 || years.from === referenceYear ? referenceYear : referenceYear - 1
      : weightedAt(usedYearWeights(usedFrom, usedTo), yearDraw)
  // The year the same draw gave before the variants had their own years (issue 30): whether a
  // used car draws an inspection date still follows it, so later vehicles keep their numbers.
  const legacyOldest = Math.max(model.since, referenceYear - 9)
  const legacyAge = condition === 'new' ? 0 : referenceYear - weightedAt(usedYearWeights(legacyOldest, referenceYear - 1), yearDraw)
  const age = referenceYear - productionYear
  const mileageKm =
    condition === 'new'
      ? rnd.int(5, 60)
      : Math.max(1_500, Math.round((age * rnd.int(9_000, 24_000) + rnd.int(-4_000, 4_000)) / 100) * 100)

  const brandName = brandNames[model.brand] ?? model.brand
  const palette = exteriorColours[own ? model.brand : 'other'] ?? []
  const exteriorColour: Colour = forced ? (palette[0] as Colour) : rnd.pick(palette)
  const newListPrice = commercial ? variant.price * vat : variant.price
  const tier = tierOf(newListPrice, commercial)
  const materialTier = tier === 'luxury' ? 'premium' : tier
  const interiorMaterial = rnd.pick(interiorMaterialByTier[materialTier])
  const interiorColour = rnd.pick(commercial ? interiorColours.slice(0, 2) : interiorColours)

  // Price.
  let cashPriceBeforeDiscount: number
  let discount = 0
  const deliveryCost = condition === 'new' ? newCarDeliveryCost(model.brand) : 0
  if (condition === 'new') {
    const options = Math.round((variant.price * rnd.next() * 0.12) / 1_000) * 1_000
    const base = priceEnding(model.brand, variant.price + options)
    cashPriceBeforeDiscount = commercial ? Math.round(base * vat) : base
    if (rnd.chance(0.15)) discount = Math.round((cashPriceBeforeDiscount * (0.03 + rnd.next() * 0.05)) / 1_000) * 1_000
  } else {
    let value = newListPrice * 0.84 * 0.9 ** Math.max(0, age - 1)
    if (variant.fuel === 'electric') value *= 0.97 ** age
    const expected = age * 15_000
    const mileageFactor = 1 - Math.min(0.25, Math.max(-0.08, (mileageKm - expected) / 200_000))
    value *= mileageFactor
    const base = priceEnding(model.brand === 'renault' || model.brand === 'dacia' ? 'other' : model.brand, commercial ? value / vat : value)
    cashPriceBeforeDiscount = commercial ? Math.round(base * vat) : base
    if (rnd.chance(0.08)) discount = 5_000 * rnd.int(1, 3)
  }
  const cashPrice = cashPriceBeforeDiscount - discount
  const vatReportable = commercial ? rnd.chance(condition === 'new' ? 1 : 0.85) : condition === 'used' && rnd.chance(0.12)

  const isDacia = model.brand === 'dacia'
  const prices = stockPriceRows({
    brand: model.brand,
    model,
    fuel: variant.fuel,
    condition,
    commercial,
    vatReportable,
    cashPrice,
    discount,
    listPrice: cashPrice,
    offerPrivateFinance: forced || rnd.chance(condition === 'used' ? 0.9 : 0.75),
    offerBusinessFinance: commercial ? vatReportable : own && model.brand !== 'dacia' && rnd.chance(0.3),
    offerPrivateLease: condition === 'new' && !commercial && own && cashPrice < 1_500_000 && (forced || rnd.chance(0.7)),
    offerBusinessLease:
      condition === 'new' && own && !isDacia && cashPrice < 2_500_000 && (forced || rnd.chance(commercial ? 0.8 : 0.5)),
  })

  // Location: a location that sells the make (vans: one with a vans centre).
  const candidates = locations.filter((l) =>
    own ? l.brands.includes(model.brand) && (!commercial || model.brand !== 'mercedes-benz' || l.vans) : true,
  )
  const location = forced
    ? (locations.find((l) => l.ref.slug === 'bilhuset-nord-greve') ?? (locations[0] as LocationChoice))
    : rnd.weighted(candidates.map((l) => [l, l.weight] as const))

  const equipment = pickEquipment(rnd, tier, variant, model)
  const consumption = consumptionFor(variant)
  const size = sizeSpecs[type === 'truck' ? 'van-large' : model.size]
  const electrified = variant.fuel === 'electric' ? 350 : variant.batteryKwh ? 250 : 0
  const maxWeightKg = type === 'truck' ? 5_500 : size.weight + electrified
  const towingWeightKg = equipment.includes('tow_bar')
    ? size.towing === 0 ? 0 : variant.fuel === 'electric' && size.towing > 1_500 ? size.towing - 500 : size.towing
    : 0
  const bodyStyle = model.bodyStyles.length > 0 ? variantBodyStyle(model, variant, rnd.pick(model.bodyStyles)) : null
  const doors =
    variant.vanBody ? 4 : bodyStyle === 'coupe' || bodyStyle === 'convertible' ? 2 : bodyStyle === 'saloon' ? 4 : 5
  const seats = variant.seats ?? (bodyStyle === 'coupe' || bodyStyle === 'convertible' ? 4 : 5)

  const listedAt = isoDay(referenceTime - rnd.int(0, 150) * dayMs)
  const firstRegistration =
    condition === 'used'
      ? `${productionYear}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`
      : null
  const { history: priceHistory, lowest30Days } = priceHistoryOf({ stockNumber, listedAt, cashPrice, discount })
  if (prices[0]?.acquisition_type === 'purchase') prices[0] = { ...prices[0], lowest_price_30_days: discount > 0 ? lowest30Days : null }
  // Periodic inspection (syn) from the fourth year.
  const inspectionDays = condition === 'used' && legacyAge >= 4 ? rnd.int(20, 700) : 20 + (stockNumber % 681)
  // A lorry (over 3,500 kg) is inspected every year from its first: its last syn is within the year (issue 35, the registry).
  const lastInspection =
    condition === 'used' && type === 'truck'
      ? age >= 1
        ? isoDay(referenceTime - (20 + (inspectionDays % 300)) * dayMs)
        : null
      : condition === 'used' && age >= 4
        ? isoDay(referenceTime - inspectionDays * dayMs)
        : null

  // The description names the warranty; its terms are `months` and `kmLimit`, which the page shows
  // after it ("Nybilsgaranti fra Renault (36 mdr., 100.000 km)"), so the text does not say them again (issue 30).
  const warranty: Warranty =
    condition === 'used'
      ? { kind: 'dealer', description: 'Brugtbilsgaranti fra Bilhuset Nord', months: 12, kmLimit: null }
      : model.brand === 'mercedes-benz'
        ? {
            kind: 'factory',
            description: `Nybilsgaranti fra ${commercial ? 'Mercedes-Benz Vans' : 'Mercedes-Benz'} uden kilometerbegrænsning`,
            months: 24,
            kmLimit: null,
          }
        : { kind: 'factory', description: `Nybilsgaranti fra ${brandName}`, months: 36, kmLimit: 100_000 }

  const deliveryPackages: DeliveryPackage[] =
    condition === 'new'
      ? [
          {
            id: 'leveringspakke',
            name: 'Leveringspakke',
            description: 'Nummerplader, klargøring, fuld tank eller opladet batteri og gennemgang ved udlevering.',
            price: deliveryCost,
            included: true,
          },
          {
            id: 'vinterhjul',
            name: 'Vinterhjul på alufælge',
            description: 'Komplet sæt vinterhjul, monteret og afbalanceret, klar til sæsonen.',
            price: tier === 'base' ? 9_995 : tier === 'mid' || commercial ? 13_995 : 21_995,
            included: false,
          },
          {
            id: 'serviceaftale',
            name: 'Serviceaftale 3 år/45.000 km',
            description: 'Fast månedlig pris på alle foreskrevne services i tre år.',
            price: tier === 'base' ? 8_995 : tier === 'mid' || commercial ? 12_995 : 19_995,
            included: false,
          },
          ...(commercial
            ? [
                {
                  id: 'varerumsindretning',
                  name: 'Varerumsindretning',
                  description: 'Reoler og skuffer til værktøj, monteret af vores eget værksted.',
                  price: 24_995,
                  included: false,
                },
              ]
            : []),
        ]
      : [
          {
            id: 'klargoering',
            name: 'Klargøring og gennemgang',
            description: 'Bilen er gennemgået på vores værksted, klargjort og har gyldigt syn. 14 dages byttegaranti.',
            price: 0,
            included: true,
          },
          {
            id: 'vinterhjul',
            name: 'Vinterhjul',
            description: 'Brugte vinterhjul i god stand med mindst 5 mm mønster.',
            price: 4_995,
            included: false,
          },
        ]

  const title = vehicleTitle(model, variant.name)
  const interiorText = interiorMaterialLabels[interiorMaterial].toLowerCase()
  const fuelText = fuelLabels[variant.fuel].toLowerCase()
  const topFeatures = equipment
    .filter((k) => !baseEquipment.includes(k))
    .slice(0, 4)
  const featureLabels = groupEquipment(topFeatures).flatMap((g) => g.features.map((f) => f.label.toLowerCase()))
  const featureText =
    featureLabels.length > 1
      ? ` Udstyret med bl.a. ${featureLabels.slice(0, -1).join(', ')} og ${featureLabels[featureLabels.length - 1]}.`
      : ''
  const description =
    (condition === 'new'
      ? `Fabriksny ${title} i ${exteriorColour.name.toLowerCase()} med indtræk i ${interiorText}.`
      : `${title} fra ${productionYear}, kørt ${formatKr(mileageKm)} km, i ${exteriorColour.name.toLowerCase()} med indtræk i ${interiorText}.`) +
    ` ${variant.hp} hk ${fuelText} med ${transmissionLabels[variant.transmission].toLowerCase()} gear og ${driveTypeLabels[variant.drive].toLowerCase()}.` +
    featureText +
    ` Står klar hos ${location.ref.name}.`

  const highlights: string[] = []
  if (consumption.electricRangeKm) {
    highlights.push(`${variant.fuel === 'electric' ? 'Op til' : 'Kører op til'} ${consumption.electricRangeKm} km på strøm (WLTP)`)
  }
  if (variant.fuel === 'electric' && condition === 'new') highlights.push('Batterigaranti 8 år eller 160.000 km')
  if (condition === 'used') highlights.push(`Kun ${formatKr(mileageKm)} km`)
  if (towingWeightKg > 0) highlights.push(`Anhængertræk ${formatKr(towingWeightKg)} kg`)
  if (discount > 0) highlights.push(`Spar ${formatKr(discount)} kr.`)
  for (const label of featureLabels.slice(0, 2)) highlights.push(label.charAt(0).toUpperCase() + label.slice(1))

  return {
    id: buildVehicleId({ stockNumber, brand: model.brand, model: model.slug, variant: variant.name }),
    stockNumber,
    condition,
    type,
    brand: { slug: model.brand, name: brandName },
    model: { slug: model.slug, name: model.name },
    variant: variant.name,
    title,
    bodyStyle,
    vanBody: variant.vanBody ?? null,
    fuel: variant.fuel,
    transmission: variant.transmission,
    driveType: variant.drive,
    mileageKm,
    productionYear,
    powerHp: variant.hp,
    electricRangeKm: consumption.electricRangeKm,
    exteriorColour,
    // Vans and trucks have WLTP figures and CO₂ but no passenger-car energy label (issue 30).
    energyLabel: commercial ? null : energyLabelFor(variant, consumption),
    location: location.ref,
    listedAt,
    powerKw: Math.round(variant.hp * 0.7355),
    seats,
    doors,
    maxWeightKg,
    towingWeightKg,
    payloadKg: size.payload === null ? null : type === 'truck' ? 2_450 : size.payload - (variant.fuel === 'electric' ? 150 : 0),
    batteryCapacityKwh: variant.batteryKwh ?? null,
    interiorColour,
    interiorMaterial,
    emissionClass: emissionClassOf(variant, productionYear),
    drivenAxles: variant.drive === 'four' ? 2 : 1,
    vatReportable,
    firstRegistration,
    previousOwners: condition === 'used' ? rnd.weighted([[1, 6], [2, 3], [3, 1]] as const) : null,
    lastInspection,
    deliveryCost,
    description,
    highlights,
    equipment,
    warranty,
    deliveryPackages,
    consumption,
    prices,
    priceHistory,
    modelPage: own ? { brand: model.brand, model: model.slug } : null,
  }
}

/**
 * A vehicle's purchase price history (incl. moms) and the lowest price in the
 * 30 days before its price was lowered (or since it was listed, when that is
 * shorter), which a Danish "Før"-price must show. Drawn from its own seeded
 * random numbers (by stock number), so the rest of the data set is unchanged.
 * Some reduced vehicles had a lower price a few weeks before the higher one
 * they were reduced from: their reference is that lower price, not the
 * price before the discount.
 */
export function priceHistoryOf(input: { stockNumber: number; listedAt: string; cashPrice: number; discount: number }): {
  history: { from: string; price: number }[]
  lowest30Days: number | null
} {
  const { listedAt, cashPrice, discount } = input
  if (discount <= 0) return { history: [{ from: listedAt, price: cashPrice }], lowest30Days: null }
  const rnd = createRandom(input.stockNumber ^ 0x5f3759df)
  const listed = Date.parse(`${listedAt}T00:00:00Z`)
  const daysListed = Math.round((referenceTime - listed) / dayMs)
  if (daysListed < 1) return { history: [{ from: listedAt, price: cashPrice }], lowest30Days: null }
  const reducedAt = listed + rnd.int(1, daysListed) * dayMs
  const before = cashPrice + discount
  const history: { from: string; price: number }[] = []
  const daysBeforeReduction = Math.round((reducedAt - listed) / dayMs)
  if (daysBeforeReduction > 12 && discount >= 4_000 && rnd.chance(0.35)) {
    // Listed lower, raised a week or so before the reduction.
    const bump = Math.round(rnd.int(2_000, discount - 1_000) / 1_000) * 1_000
    history.push({ from: listedAt, price: before - bump }, { from: isoDay(reducedAt - rnd.int(5, 11) * dayMs), price: before })
  } else history.push({ from: listedAt, price: before })
  history.push({ from: isoDay(reducedAt), price: cashPrice })
  return { history, lowest30Days: lowestBefore(history, isoDay(reducedAt)) }
}

/** The lowest price in force during the 30 days before `day` (from the first entry when the history is shorter). */
export function lowestBefore(history: readonly { from: string; price: number }[], day: string): number | null {
  const end = Date.parse(`${day}T00:00:00Z`)
  const start = end - 30 * dayMs
  let lowest: number | null = null
  history.forEach((entry, i) => {
    const from = Date.parse(`${entry.from}T00:00:00Z`)
    const next = history[i + 1]
    const until = next ? Date.parse(`${next.from}T00:00:00Z`) : Infinity
    if (from < end && until > start) lowest = lowest === null ? entry.price : Math.min(lowest, entry.price)
  })
  return lowest
}

const angleLabels: Record<VehicleAngle, string> = {
  'front-34': 'set skråt forfra',
  side: 'set fra siden',
  rear: 'set bagfra',
  interior: 'kabine',
}

export function toVehicle(record: VehicleRecord, urls: MediaUrls): Vehicle {
  return {
    ...record,
    // Used cars are registered (the mock's registry knows them by this plate, registry.ts); new ones are not yet.
    registrationNumber: record.condition === 'used' ? stockPlate(record.stockNumber) : null,
    equipmentGroups: groupEquipment(record.equipment),
    media: {
      images: vehicleAngles.map((angle) => ({
        angle,
        url: urls.vehicle(record.stockNumber, angle),
        alt: `${record.title} i ${record.exteriorColour.name.toLowerCase()}, ${angleLabels[angle]}`,
        width: 960,
        height: 600,
      })),
      spinner: {
        frames: Array.from({ length: spinnerFrameCount }, (_, i) => urls.vehicle(record.stockNumber, spinnerFrameName(i))),
      },
    },
  }
}

export function toSummary(record: VehicleRecord, urls: MediaUrls): VehicleSummary {
  return {
    id: record.id,
    stockNumber: record.stockNumber,
    condition: record.condition,
    type: record.type,
    brand: record.brand,
    model: record.model,
    variant: record.variant,
    title: record.title,
    bodyStyle: record.bodyStyle,
    vanBody: record.vanBody,
    fuel: record.fuel,
    transmission: record.transmission,
    driveType: record.driveType,
    mileageKm: record.mileageKm,
    productionYear: record.productionYear,
    powerHp: record.powerHp,
    electricRangeKm: record.electricRangeKm,
    seats: record.seats,
    towingWeightKg: record.towingWeightKg,
    exteriorColour: record.exteriorColour,
    energyLabel: record.energyLabel,
    location: record.location,
    listedAt: record.listedAt,
    image: {
      url: urls.vehicle(record.stockNumber, 'front-34'),
      alt: `${record.title} i ${record.exteriorColour.name.toLowerCase()}`,
      width: 960,
      height: 600,
    },
    consumption: record.consumption,
    prices: record.prices,
  }
}


/**
 * The mock's vehicle registry (Motorregistret, issue 35): every used car in
 * stock under its own plate, a few thousand other cars and vans from the
 * catalogue (in the years their variants were built), a few motorcycles and
 * lorries (which the dealer does not take in trade) and a few personal
 * plates. Everything is derived from the catalogue and seeded numbers, so
 * the same plate always gives the same vehicle.
 *
 * A used stock car's plate comes from its stock number alone
 * (`stockPlate`): two letters from a hash and the stock number's last five
 * digits, so it never changes when the data set grows.
 */
import type { RegistryVehicle } from '#src/product-api/contract/registration.ts'
import type { InspectionResult, RegistryVehicleKind } from '#src/product-api/contract/registry-vocabulary.ts'
import type { Fuel, VehicleType } from '#src/product-api/contract/vocabulary.ts'
import { allModels, brandNames, variantYears } from './catalogue.ts'
import { createRandom, hashString } from './random.ts'
import { seriesLetters, stockPlate } from './stock-plates.ts'
import type { VehicleRecord } from './vehicles.ts'
import { referenceDate } from './vehicles.ts'

/** The registry's facts without the moment of the lookup (the server adds `retrievedAt`). */
export type RegistryEntry = Omit<RegistryVehicle, 'retrievedAt'>

const referenceYear = Number(referenceDate.slice(0, 4))

/** How many generated plates besides the stock and the hand-written ones. */
export const generatedPlateCount = 3000

function addYears(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number]
  // 29 February + whole years is 28 February in a common year.
  const day = m === 2 && d === 29 && new Date(Date.UTC(y + years, 1, 29)).getUTCMonth() !== 1 ? 28 : d
  return `${y + years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Periodic inspection (syn) of a car or van: first in its fourth year after
 * first registration, then every second year; a lorry every year from its
 * first. The last one is the latest due date on or before the reference date,
 * taken up to two months early; the next is due two years (a lorry: one) after it.
 */
export function inspectionsOf(
  firstRegistration: string,
  kind: RegistryVehicleKind,
  draw: { daysEarly: number; result: InspectionResult },
): RegistryEntry['inspection'] {
  const first = kind === 'lorry' ? 1 : 4
  const every = kind === 'lorry' ? 1 : 2
  let due = addYears(firstRegistration, first)
  if (due > referenceDate) return { last: null, nextDue: due }
  while (addYears(due, every) <= referenceDate) due = addYears(due, every)
  const date = addDays(due, -draw.daysEarly)
  return { last: { date, result: draw.result }, nextDue: addYears(date, every) }
}

function kindOfStock(type: VehicleType): RegistryVehicleKind {
  return type === 'passenger' ? 'passenger-car' : type === 'van' ? 'van' : 'lorry'
}

/** The registry's facts of a used stock vehicle: its own first registration and last inspection (approved: it is for sale with a valid syn). */
export function stockEntry(vehicle: VehicleRecord): RegistryEntry | null {
  if (vehicle.condition !== 'used' || !vehicle.firstRegistration) return null
  const kind = kindOfStock(vehicle.type)
  const every = kind === 'lorry' ? 1 : 2
  const inspection = vehicle.lastInspection
    ? { last: { date: vehicle.lastInspection, result: 'approved' as const }, nextDue: addYears(vehicle.lastInspection, every) }
    : { last: null, nextDue: addYears(vehicle.firstRegistration, kind === 'lorry' ? 1 : 4) }
  return {
    registrationNumber: stockPlate(vehicle.stockNumber),
    kind,
    make: vehicle.brand.name,
    model: vehicle.model.name,
    variant: vehicle.variant,
    fuel: vehicle.fuel,
    firstRegistration: vehicle.firstRegistration,
    modelYear: vehicle.productionYear,
    inspection,
    source: registrySource,
  }
}

export const registrySource = 'Motorregistret'

interface HandWritten {
  plate: string
  kind: RegistryVehicleKind
  make: string
  model: string
  variant: string | null
  fuel: Fuel | null
  firstRegistration: string
}

/**
 * Fixed plates for tests and demos (README): motorcycles and lorries, which
 * the dealer does not take in trade, and personal plates of ordinary cars.
 */
export const handWrittenPlates: readonly HandWritten[] = [
  { plate: 'KM40001', kind: 'motorcycle', make: 'Yamaha', model: 'MT-07', variant: '689 cm³', fuel: 'petrol', firstRegistration: '2021-04-16' },
  { plate: 'KM40002', kind: 'motorcycle', make: 'BMW', model: 'R 1250 GS', variant: 'Adventure', fuel: 'petrol', firstRegistration: '2019-05-03' },
  { plate: 'KM40003', kind: 'motorcycle', make: 'Harley-Davidson', model: 'Sportster S', variant: null, fuel: 'petrol', firstRegistration: '2023-06-21' },
  { plate: 'LX70001', kind: 'lorry', make: 'Volvo', model: 'FH', variant: '500 4x2 Globetrotter', fuel: 'diesel', firstRegistration: '2020-02-11' },
  { plate: 'LX70002', kind: 'lorry', make: 'Scania', model: 'R 450', variant: 'A4x2NA', fuel: 'diesel', firstRegistration: '2022-09-30' },
  { plate: 'LX70003', kind: 'lorry', make: 'MAN', model: 'TGX 18.510', variant: null, fuel: 'diesel', firstRegistration: '2018-03-14' },
  { plate: 'BILNORD', kind: 'passenger-car', make: 'Volvo', model: 'XC60', variant: 'T6 AWD Recharge', fuel: 'pluginhybrid', firstRegistration: '2022-03-25' },
  { plate: 'MORMOR', kind: 'passenger-car', make: 'Toyota', model: 'Yaris', variant: '1.5 Hybrid', fuel: 'hybrid', firstRegistration: '2020-08-07' },
  { plate: 'ÆBLE7', kind: 'passenger-car', make: 'Tesla', model: 'Model 3', variant: 'Long Range AWD', fuel: 'electric', firstRegistration: '2021-11-19' },
]

function handWrittenEntry(h: HandWritten): RegistryEntry {
  const rnd = createRandom(hashString(`registry:${h.plate}`))
  return {
    registrationNumber: h.plate,
    kind: h.kind,
    make: h.make,
    model: h.model,
    variant: h.variant,
    fuel: h.fuel,
    firstRegistration: h.firstRegistration,
    modelYear: Number(h.firstRegistration.slice(0, 4)),
    // A motorcycle needs no periodic inspection in Denmark.
    inspection: h.kind === 'motorcycle' ? { last: null, nextDue: null } : inspectionsOf(h.firstRegistration, h.kind, { daysEarly: rnd.int(0, 60), result: 'approved' }),
    source: registrySource,
  }
}

/** The catalogue's cars and vans in the years their variants were built, first registered in that year, up to the reference date. */
function generatedEntries(taken: ReadonlySet<string>): RegistryEntry[] {
  const rnd = createRandom(0x5e9a11)
  const models = allModels.filter((m) => m.type !== 'truck')
  const out: RegistryEntry[] = []
  const used = new Set(taken)
  while (out.length < generatedPlateCount) {
    const model = rnd.pick(models)
    const variant = rnd.pick(model.variants)
    const years = variantYears(model, variant)
    const from = Math.max(years.from, referenceYear - 15)
    const to = Math.min(years.to ?? referenceYear, referenceYear)
    const plate = `${rnd.pick([...seriesLetters])}${rnd.pick([...seriesLetters])}${String(rnd.int(10_000, 99_999))}`
    const modelYear = rnd.int(Math.min(from, to), to)
    const month = rnd.int(1, 12)
    const day = rnd.int(1, 28)
    const daysEarly = rnd.int(0, 60)
    const result = rnd.weighted([
      ['approved', 90],
      ['conditionally-approved', 8],
      ['not-approved', 2],
    ] as const)
    if (used.has(plate)) continue
    let firstRegistration = `${modelYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    // This year's cars are registered by the reference date at the latest.
    if (firstRegistration > referenceDate) firstRegistration = addDays(referenceDate, -day * 3)
    const kind: RegistryVehicleKind = (variant.type ?? model.type) === 'van' ? 'van' : 'passenger-car'
    used.add(plate)
    out.push({
      registrationNumber: plate,
      kind,
      make: brandNames[model.brand] ?? model.brand,
      model: model.name,
      variant: variant.name,
      fuel: variant.fuel,
      firstRegistration,
      modelYear,
      inspection: inspectionsOf(firstRegistration, kind, { daysEarly, result }),
      source: registrySource,
    })
  }
  return out
}

/** The whole registry, by normalised plate. */
export function buildRegistry(vehicles: readonly VehicleRecord[]): Map<string, RegistryEntry> {
  const registry = new Map<string, RegistryEntry>()
  const add = (entry: RegistryEntry) => {
    if (registry.has(entry.registrationNumber)) throw new Error(`Nummerpladen ${entry.registrationNumber} findes to gange i registret`)
    registry.set(entry.registrationNumber, entry)
  }
  for (const h of handWrittenPlates) add(handWrittenEntry(h))
  for (const vehicle of vehicles) {
    const entry = stockEntry(vehicle)
    if (entry) add(entry)
  }
  for (const entry of generatedEntries(new Set(registry.keys()))) add(entry)
  return registry
}

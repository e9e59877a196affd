/**
 * The mock's registry (issue 35) against the rules it claims: every used car
 * in stock under its own stable plate with its own facts, a few thousand
 * other cars and vans within their variants' production years, motorcycles
 * and lorries, and periodic inspections every second year from the fourth.
 */
import { describe, expect, it } from 'vitest'
import { registryVehicleSchema } from '#src/product-api/contract/registration.ts'
import { allModels, brandNames, variantYears } from './catalogue.ts'
import { createDataSet, defaultSeed } from './data-set.ts'
import { buildRegistry, generatedPlateCount, handWrittenPlates, inspectionsOf } from './registry.ts'
import { stockPlate } from './stock-plates.ts'
import { referenceDate } from './vehicles.ts'

const mediaOrigin = 'http://127.0.0.1:4010'
const small = createDataSet({ seed: defaultSeed, vehicleCount: 400, mediaOrigin })
const registry = buildRegistry(small.vehicles)

describe('the registry of the 400-vehicle data set', () => {
  it('knows every used stock car by its plate, with its own facts', () => {
    const used = small.vehicles.filter((v) => v.condition === 'used')
    expect(used.length).toBeGreaterThan(50)
    for (const v of used) {
      const entry = registry.get(stockPlate(v.stockNumber))
      expect(entry, v.id).toMatchObject({
        make: v.brand.name,
        model: v.model.name,
        variant: v.variant,
        fuel: v.fuel,
        firstRegistration: v.firstRegistration,
        modelYear: v.productionYear,
      })
      expect(entry?.inspection.last?.date ?? null).toBe(v.lastInspection)
      expect(entry?.inspection.nextDue && entry.inspection.nextDue > referenceDate, v.id).toBe(true)
    }
  })
  it('has no new car', () => {
    for (const v of small.vehicles.filter((x) => x.condition === 'new')) expect(registry.has(stockPlate(v.stockNumber))).toBe(false)
  })
  it('holds a few thousand other plates, each valid by the contract', () => {
    const usedCount = small.vehicles.filter((v) => v.condition === 'used').length
    expect(registry.size).toBe(usedCount + generatedPlateCount + handWrittenPlates.length)
    for (const entry of registry.values()) registryVehicleSchema.parse({ ...entry, retrievedAt: '2026-11-24T09:00:00.000Z' })
  })
  it('dates the other cars within their variants’ production years, registered by the reference date', () => {
    const stockPlates = new Set(small.vehicles.map((v) => stockPlate(v.stockNumber)))
    const special = new Set(handWrittenPlates.map((h) => h.plate))
    let checked = 0
    for (const entry of registry.values()) {
      if (stockPlates.has(entry.registrationNumber) || special.has(entry.registrationNumber)) continue
      const model = allModels.find((m) => (brandNames[m.brand] ?? m.brand) === entry.make && m.name === entry.model)
      const variant = model?.variants.find((x) => x.name === entry.variant)
      expect(variant, `${entry.make} ${entry.model} ${entry.variant}`).toBeDefined()
      if (!model || !variant) continue
      const years = variantYears(model, variant)
      expect(entry.modelYear).toBeGreaterThanOrEqual(years.from)
      expect(entry.modelYear).toBeLessThanOrEqual(years.to ?? 2026)
      expect(entry.firstRegistration <= referenceDate).toBe(true)
      expect(entry.kind === 'passenger-car' || entry.kind === 'van').toBe(true)
      checked++
    }
    expect(checked).toBe(generatedPlateCount)
  })
  it('has motorcycles and lorries the dealer does not take', () => {
    const kinds = [...registry.values()].map((e) => e.kind)
    expect(kinds.filter((k) => k === 'motorcycle').length).toBeGreaterThanOrEqual(3)
    expect(kinds.filter((k) => k === 'lorry').length).toBeGreaterThanOrEqual(3)
  })
})

describe('plates are a stable property of each used car', () => {
  it("is the same plate in the 400- and the 10,000-vehicle data set", { timeout: 60_000 }, () => {
    const large = createDataSet({ seed: defaultSeed, vehicleCount: 10_000, mediaOrigin })
    const largeRegistry = buildRegistry(large.vehicles)
    for (const v of small.vehicles.filter((x) => x.condition === 'used')) {
      expect(largeRegistry.get(stockPlate(v.stockNumber))?.firstRegistration).toBe(v.firstRegistration)
    }
  })
  it('ends in the stock number’s last five digits', () => {
    expect(stockPlate(110_234)).toMatch(/^[A-HJ-NP-Z]{2}10234$/)
    expect(stockPlate(104_233)).toMatch(/^[A-HJ-NP-Z]{2}04233$/)
  })
})

describe('periodic inspection (syn)', () => {
  // Hand-checked with the reference date 1 November 2026: a car's first syn in its fourth year, then every second year.
  const draw = { daysEarly: 10, result: 'approved' as const }
  it.each([
    ['2023-05-10', 'passenger-car', null, '2027-05-10'],
    ['2022-03-25', 'passenger-car', '2026-03-15', '2028-03-15'],
    ['2020-08-07', 'passenger-car', '2026-07-28', '2028-07-28'],
    ['2019-12-01', 'van', '2025-11-21', '2027-11-21'],
    ['2020-02-11', 'lorry', '2026-02-01', '2027-02-01'],
  ] as const)('first registered %s (%s): last %s, next due %s', (first, kind, last, next) => {
    const inspection = inspectionsOf(first, kind, draw)
    expect(inspection.last?.date ?? null).toBe(last)
    expect(inspection.nextDue).toBe(next)
  })
})

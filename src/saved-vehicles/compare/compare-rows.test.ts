import { describe, expect, it } from 'vitest'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'
import { toVehicle } from '#mocks/product-api/data/vehicles.ts'
import { vehicleSchema, type Vehicle } from '#src/product-api/contract/vehicle.ts'
import { compareSections, onlyDifferences } from './compare-rows.ts'
import { toVehicleFacts } from '../vehicle-facts.ts'

// The mock product API's data set: real-shaped vehicles, validated by the contract.
const data = createDataSet({ vehicleCount: 120, mediaOrigin: 'http://127.0.0.1:4010' })
const vehicles: Vehicle[] = data.vehicles.map((record) => vehicleSchema.parse(toVehicle(record, data.urls)))
const car = vehicles.find(
  (v) => v.type === 'passenger' && v.prices.some((p) => p.acquisition_type === 'purchase') && v.prices.some((p) => p.monthly_installment !== null),
)
const electric = vehicles.find((v) => v.fuel === 'electric' && v.type === 'passenger')
const van = vehicles.find((v) => v.type === 'van')
if (!car || !electric || !van) throw new Error('the mock data set lacks a car, an electric car or a van')

const cell = (sections: ReturnType<typeof compareSections>, rowId: string) => sections.flatMap((s) => s.rows).find((r) => r.id === rowId)?.values

describe('vehicle facts', () => {
  it('takes the cash price, the lowest monthly price and keeps the id the list holds', () => {
    const facts = toVehicleFacts(car, 'saved-slug-1')
    const purchase = car.prices.find((p) => p.acquisition_type === 'purchase')
    const lowest = Math.min(...car.prices.flatMap((p) => (p.monthly_installment === null ? [] : [p.monthly_installment])))
    expect(facts.id).toBe('saved-slug-1')
    expect(facts.canonicalId).toBe(car.id)
    expect(facts.cashPrice).toBe(purchase?.total_price)
    const lowestRow = car.prices.find((p) => p.monthly_installment === lowest)
    // The lowest monthly price comes with the example of the same price row.
    expect(facts.lowestMonthly?.example.monthly.amount).toBe(lowest)
    expect(facts.lowestMonthly?.priceType).toBe(lowestRow?.acquisition_type)
    expect(facts.lowestMonthly?.example.apr).toBe(lowestRow?.apr)
    expect(facts.lowestMonthly?.example.creditCosts).toBe(lowestRow?.credit_costs)
    expect(facts.lowestMonthly?.example.totalPayable.amount).toBe(lowestRow?.total_payable)
    expect(facts.equipment).toEqual(car.equipment)
  })

  it('is plain data (serialisable by a server function)', () => {
    const facts = toVehicleFacts(van)
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts)
  })
})

describe('compare rows', () => {
  const facts = [car, electric, van].map((v) => toVehicleFacts(v))
  const sections = compareSections(facts)

  it('gives every row one Danish value per vehicle', () => {
    for (const row of sections.flatMap((s) => s.rows)) expect(row.values).toHaveLength(3)
    expect(cell(sections, 'year')).toEqual(facts.map((f) => String(f.productionYear)))
    expect(cell(sections, 'cash-price')?.[0]).toMatch(/^[\d.]+\s?kr\.$/)
    expect(cell(sections, 'power')?.[0]).toMatch(/^[\d.]+ hk \([\d.]+ kW\)$/)
    expect(cell(sections, 'type')).toEqual(['Personbil', 'Personbil', 'Varevogn'])
  })

  it('shows the representative example beside the monthly price: ÅOP, down payment, duration, credit costs, total payable', () => {
    const rows = sections.find((s) => s.id === 'price')?.rows.map((r) => r.id) ?? []
    expect(rows.slice(rows.indexOf('monthly'), rows.indexOf('monthly') + 6)).toEqual([
      'monthly',
      'apr',
      'down-payment',
      'duration',
      'credit-costs',
      'total-payable',
    ])
    const lowest = facts[0]?.lowestMonthly
    const row = car.prices.find((p) => p.acquisition_type === lowest?.priceType)
    if (!row || row.apr === null || row.contract_duration === null || row.credit_costs === null || row.total_payable === null) throw new Error('no example row')
    // Danish formats written out: "8,58 %", "36 mdr.", "29.489 kr.".
    const kr = (n: number) => `${n.toLocaleString('da-DK').replace(/\s/g, '.')} kr.`
    expect(cell(sections, 'apr')?.[0]?.replace(/\s/g, ' ')).toBe(`${row.apr.toFixed(2).replace('.', ',')} %`)
    expect(cell(sections, 'duration')?.[0]?.replace(/\s/g, ' ')).toBe(`${row.contract_duration} mdr.`)
    expect(cell(sections, 'credit-costs')?.[0]?.replace(/\s/g, ' ')).toBe(kr(row.credit_costs))
    expect(cell(sections, 'total-payable')?.[0]?.replace(/\s/g, ' ')).toBe(kr(row.total_payable))
  })

  it('leaves out rows no vehicle has a value for', () => {
    const cars = compareSections([car, electric].map((v) => toVehicleFacts(v)))
    expect(cell(cars, 'payload')).toBeUndefined()
    expect(cell(sections, 'payload')?.[2]).toMatch(/kg$/)
    expect(cell(sections, 'payload')?.[0]).toBe('–')
  })

  it('lists equipment any of the vehicles has, yes or no per vehicle', () => {
    const equipmentRows = sections.filter((s) => s.id.startsWith('equipment-')).flatMap((s) => s.rows)
    const union = new Set(facts.flatMap((f) => f.equipment))
    expect(equipmentRows).toHaveLength(union.size)
    for (const row of equipmentRows) expect(row.values.every((v) => v === 'Ja' || v === 'Nej')).toBe(true)
  })

  it('shows only differences on request', () => {
    const same = compareSections([car, car].map((v) => toVehicleFacts(v)))
    expect(onlyDifferences(same)).toEqual([])
    const differences = onlyDifferences(sections)
    expect(differences.length).toBeGreaterThan(0)
    for (const row of differences.flatMap((s) => s.rows)) expect(new Set(row.values).size).toBeGreaterThan(1)
    expect(cell(differences, 'type')).toEqual(['Personbil', 'Personbil', 'Varevogn'])
  })
})

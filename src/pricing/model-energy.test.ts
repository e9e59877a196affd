import { describe, expect, it } from 'vitest'
import type { Consumption } from '../product-api/contract/vehicle.ts'
import type { EnergyLabel } from '../product-api/contract/vocabulary.ts'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'
import { modelSchema } from '../product-api/contract/model.ts'
import { emptyConsumption } from './consumption.fixture.ts'
import { modelEnergyFacts, modelPriceNote } from './model-energy.ts'

const wltp = (c: Partial<Consumption>): Consumption => ({ ...emptyConsumption, ...c })
/** Intl writes a no-break space between amount and unit. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ')
const variant = (energyLabel: EnergyLabel, c: Partial<Consumption>) => ({ energyLabel, consumption: wltp(c) })

describe('a model’s energy facts', () => {
  it('gives the range over the variants, best energy class first; plug-in hybrids count with their weighted consumption', () => {
    const facts = modelEnergyFacts([
      variant('C', { combinedLPer100Km: 6.7, co2GPerKm: 159 }),
      variant('A+++', { electricWhPerKm: 171, electricRangeKm: 420 }),
      variant('A++', { combinedLPer100Km: 6.6, weightedLPer100Km: 0.9, electricWhPerKm: 205, co2GPerKm: 21 }),
    ])
    expect(facts).toEqual({
      energyClass: 'A+++ – C',
      fuel: '0,9 l/100 km – 6,7 l/100 km',
      electric: '171 Wh/km – 205 Wh/km',
      co2: '0 g/km – 159 g/km',
    })
  })

  it('shows one value when the variants agree, and leaves out what no variant has', () => {
    const facts = modelEnergyFacts([variant('A+++', { electricWhPerKm: 160 }), variant('A+++', { electricWhPerKm: 160 })])
    expect(facts).toEqual({ energyClass: 'A+++', fuel: null, electric: '160 Wh/km', co2: '0 g/km' })
  })

  it('says whether the price includes moms and the delivery costs', () => {
    expect(plain(modelPriceNote({ fromPriceExclVat: null, deliveryCost: 4_880, deliveryCostIncluded: true }))).toBe(
      'Prisen er inkl. moms og leveringsomkostninger (4.880 kr.).',
    )
    expect(plain(modelPriceNote({ fromPriceExclVat: 299_000, deliveryCost: 4_880, deliveryCostIncluded: true }))).toBe(
      'Prisen er ekskl. moms og inkl. leveringsomkostninger (4.880 kr. inkl. moms).',
    )
    expect(plain(modelPriceNote({ fromPriceExclVat: null, deliveryCost: 3_880, deliveryCostIncluded: false }))).toBe(
      'Prisen er ekskl. leveringsomkostninger (3.880 kr.).',
    )
  })
})

describe('the models of the data set', () => {
  const { models } = createDataSet({ vehicleCount: 400, mediaOrigin: 'http://127.0.0.1:4010' })

  it('give every variant WLTP figures that fit its fuel, and include the delivery costs in the from-price', () => {
    expect(models.length).toBeGreaterThan(20)
    for (const model of models) {
      expect(modelSchema.safeParse(model).success, model.slug).toBe(true)
      expect(model.deliveryCostIncluded, model.slug).toBe(true)
      expect(model.deliveryCost, model.slug).toBeGreaterThan(0)
      for (const v of model.variants) {
        const where = `${model.slug} ${v.name}`
        const c = v.consumption
        if (v.fuel === 'electric') {
          // Issue 30: a van has no passenger-car energy label (only its WLTP figures and CO₂).
          expect([c.co2GPerKm, c.combinedLPer100Km, v.energyLabel], where).toEqual([0, null, model.type === 'passenger' ? 'A+++' : null])
          expect(c.electricWhPerKm, where).not.toBeNull()
        } else {
          expect(c.weightedLPer100Km ?? c.combinedLPer100Km, where).not.toBeNull()
          expect(c.co2GPerKm, where).toBeGreaterThan(0)
        }
        expect(v.electricRangeKm, where).toBe(c.electricRangeKm)
        if (model.type !== 'passenger') expect(v.energyLabel, where).toBeNull()
        else expect(v.energyLabel, where).not.toBeNull()
      }
    }
  })
})

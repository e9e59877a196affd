/**
 * Issue 30: wherever a passenger car's price or monthly payment is advertised, its energy class and
 * WLTP consumption and CO₂ are beside it (BEK 1696/2017 for new cars; the site does the same for used
 * ones); a van or truck shows its WLTP consumption and CO₂ but no passenger-car energy class. Checked
 * over every price view model, for every vehicle of the data set at 400 and 10,000 vehicles: stock
 * cards in each price type, favourites, chat cards, lease offers (overview and offer page), minilease and
 * the subject card of the vehicle and model form pages (interest, test drive, model contact).
 *
 * The rule is written here from the law, not taken from the code: a passenger car has its class,
 * fuel or electricity consumption and CO₂; an electric car its electricity consumption and 0 g/km.
 */
import { describe, expect, it } from 'vitest'
import { priceTypes } from '#app.config'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'
import { toSummary, toVehicle } from '#mocks/product-api/data/vehicles.ts'
import { chatVehicleCard } from '#src/chat/chat-vehicle-card.ts'
import { modelFormView, vehicleFormView } from '#src/forms/form-views.ts'
import { leaseSubject, stockSubject } from '#src/leasing/calculator/calculator-subject.ts'
import { minileaseCarView } from '#src/leasing/minilease/minilease-view.ts'
import { leaseOfferView } from '#src/leasing/offer/lease-offer-view.ts'
import { toVehicleFacts } from '#src/saved-vehicles/vehicle-facts.ts'
import { cardEnergy, toVehicleCards } from '#src/stock/overview/overview-data.ts'
import type { StockSearch } from '#src/stock/search/stock-search-params.ts'
import type { Consumption } from '../product-api/contract/vehicle.ts'
import type { EnergyLabel, Fuel, LeaseFuel, VehicleType } from '../product-api/contract/vocabulary.ts'
import { emptyConsumption } from './consumption.fixture.ts'
import { energyLine, energyTexts } from './energy-text.ts'
import type { EnergyFacts } from './energy-view.ts'

const plain = (s: string) => s.replace(/\u00a0/g, ' ')

interface Advertised {
  where: string
  type: VehicleType
  fuel: Fuel | LeaseFuel
  /** The data's class: null for a van or truck (issue 30), never for a passenger car. */
  energyLabel: EnergyLabel | null
  consumption: Consumption
  energy: EnergyFacts
}

/** What is wrong with the energy facts beside one advertised price; empty when nothing is. */
function faults(a: Advertised): string[] {
  const out: string[] = []
  const texts = energyTexts(a.energy).map(plain)
  const electric = a.fuel === 'electric'
  if (a.type === 'passenger') {
    if (a.energyLabel === null) out.push(`${a.where}: a passenger car without an energy class in the data`)
    if (a.energy.energyClass !== a.energyLabel) out.push(`${a.where}: class ${a.energy.energyClass} instead of ${a.energyLabel}`)
    if (texts[0] !== `Energiklasse ${a.energyLabel}`) out.push(`${a.where}: no "Energiklasse ${a.energyLabel}" (${texts.join(' · ')})`)
  } else {
    if (a.energy.energyClass !== null || texts.some((t) => t.startsWith('Energiklasse'))) out.push(`${a.where}: a ${a.type} shows an energy class`)
  }
  if (electric) {
    if (a.energy.electricWhPerKm === null || !texts.some((t) => /^\d+,\d kWh\/100 km \(\d+ Wh\/km\)$/.test(t)))
      out.push(`${a.where}: electric car without kWh/100 km`)
    if (a.energy.fuelLPer100Km !== null) out.push(`${a.where}: electric car with fuel consumption`)
    if (a.energy.co2GPerKm !== 0 || !texts.includes('CO₂ 0 g/km')) out.push(`${a.where}: electric car not at 0 g CO₂/km`)
  } else {
    if (a.energy.fuelLPer100Km === null || !texts.some((t) => /^\d+,\d l\/100 km$/.test(t))) out.push(`${a.where}: no fuel consumption`)
    const co2 = a.consumption.co2GPerKm
    if (a.energy.co2GPerKm !== co2 || !texts.includes(`CO₂ ${co2} g/km`)) out.push(`${a.where}: no CO₂ ${co2} g/km`)
  }
  if (!energyLine(a.energy).endsWith('(WLTP)')) out.push(`${a.where}: the figures are not said to be WLTP`)
  return out
}

describe.each([400, 10_000])('the energy facts beside every advertised price, over the data set of %i vehicles', (count) => {
  const data = createDataSet({ vehicleCount: count, mediaOrigin: 'http://127.0.0.1:4010' })
  const records = new Map(data.vehicles.map((v) => [v.id, v]))

  it('stock cards, in each price type', { timeout: 120_000 }, () => {
    const summaries = data.vehicles.map((v) => toSummary(v, data.urls))
    const found: string[] = []
    let priced = 0
    for (const acquisition of priceTypes) {
      const search = { acquisition: acquisition === 'purchase' ? undefined : acquisition } as StockSearch
      for (const card of toVehicleCards(summaries, search).cards) {
        if (card.price === null) continue
        priced++
        const v = records.get(card.id)
        if (!v) throw new Error(card.id)
        found.push(
          ...faults({
            where: `${card.id} (${acquisition})`,
            type: v.type,
            fuel: v.fuel,
            energyLabel: v.energyLabel,
            consumption: v.consumption,
            energy: cardEnergy(card.e),
          }),
        )
      }
    }
    expect(found.slice(0, 20)).toEqual([])
    expect(priced).toBeGreaterThan(count)
  })

  it('favourites and chat cards', { timeout: 120_000 }, () => {
    const found: string[] = []
    for (const v of data.vehicles) {
      const vehicle = toVehicle(v, data.urls)
      const facts = toVehicleFacts(vehicle)
      if (facts.cashPrice !== null || facts.lowestMonthly !== null) {
        found.push(
          ...faults({ where: `${v.id} (favourite)`, type: v.type, fuel: v.fuel, energyLabel: v.energyLabel, consumption: v.consumption, energy: facts.energy }),
        )
        if (v.type !== 'passenger' && facts.energyLabel !== null) found.push(`${v.id} (favourite): a ${v.type} with an energy label`)
      }
      const card = chatVehicleCard(vehicle)
      if (card.price !== '') {
        const line = plain(card.energy ?? '')
        if (v.type === 'passenger' ? !line.startsWith(`Energiklasse ${v.energyLabel} · `) : line.includes('Energiklasse'))
          found.push(`${v.id} (chat): "${line}"`)
        if (!line.includes(`CO₂ ${v.consumption.co2GPerKm} g/km`) || !line.endsWith('(WLTP)')) found.push(`${v.id} (chat): "${line}"`)
      }
    }
    expect(found.slice(0, 20)).toEqual([])
  })

  it('the subject card of a vehicle’s forms: the price with its energy facts, a monthly payment with its ÅOP', { timeout: 120_000 }, () => {
    const found: string[] = []
    for (const v of data.vehicles) {
      const view = vehicleFormView(toVehicle(v, data.urls))
      if (view.price === null) continue
      found.push(
        ...faults({ where: `${v.id} (form page)`, type: v.type, fuel: v.fuel, energyLabel: v.energyLabel, consumption: v.consumption, energy: view.energy }),
      )
      const price = view.price.view
      if (price.kind === 'cash') {
        if (view.price.type !== 'purchase') found.push(`${v.id} (form page): a cash price as ${view.price.type}`)
      } else {
        // The law's credit example goes with any monthly payment: an ÅOP and the total amount to pay.
        if (!(price.example.apr > 0) || !(price.example.totalPayable.amount > 0))
          found.push(`${v.id} (form page): a monthly payment without its credit example`)
      }
    }
    // Every stock car of the data set has a cash price; one offered on lease or finance only (as the
    // product API allows) shows its lowest monthly payment, with the credit example.
    const financed = data.vehicles.map((v) => toVehicle(v, data.urls)).find((v) => v.prices.some((p) => p.acquisition_type !== 'purchase'))
    if (!financed) throw new Error('no vehicle with a lease or finance price')
    const monthlyOnly = vehicleFormView({ ...financed, prices: financed.prices.filter((p) => p.acquisition_type !== 'purchase') }).price
    expect(monthlyOnly?.type).not.toBe('purchase')
    const view = monthlyOnly?.view
    if (!view || view.kind === 'cash') throw new Error(`${financed.id}: no monthly price without the cash price`)
    expect(view.example.apr).toBeGreaterThan(0)
    expect(view.example.totalPayable.amount).toBeGreaterThan(0)
    expect(found.slice(0, 20)).toEqual([])
  })

  it('the subject card of a model’s forms: every variant’s energy facts beside the from-price', () => {
    for (const model of data.models) {
      const view = modelFormView(model)
      expect(view.variantEnergy, model.slug).toEqual(model.variants.map((v) => ({ energyLabel: v.energyLabel, consumption: v.consumption })))
      expect(view.priceTerms.deliveryCost, model.slug).toBe(model.deliveryCost)
    }
  })

  it('lease offers and minilease cars', () => {
    const found: string[] = []
    expect(data.leaseVehicles.some((o) => o.type === 'van')).toBe(true)
    for (const offer of data.leaseVehicles) {
      const view = leaseOfferView(offer)
      if (view.price === null) continue
      found.push(
        ...faults({ where: offer.id, type: offer.type, fuel: offer.fuel, energyLabel: offer.energyLabel, consumption: offer.consumption, energy: view.energy }),
      )
      // Prices incl. delivery are the law: the offer says whether its price includes them, and what they cost (issue 30).
      if (!(view.delivery.cost > 0)) found.push(`${offer.id}: no delivery costs beside the price`)
    }
    for (const config of data.minilease) {
      const view = minileaseCarView(config)
      found.push(
        ...faults({
          where: config.id,
          type: config.type,
          fuel: config.fuel,
          energyLabel: config.energyLabel,
          consumption: config.consumption,
          energy: view.energy,
        }),
      )
    }
    expect(found).toEqual([])
  })

  it('the lease and finance calculators (stock vehicles and lease offers)', { timeout: 120_000 }, () => {
    const found: string[] = []
    for (const v of data.vehicles) {
      const subject = stockSubject(toVehicle(v, data.urls))
      if (subject.offers.length === 0) continue
      found.push(
        ...faults({
          where: `${v.id} (calculator)`,
          type: v.type,
          fuel: v.fuel,
          energyLabel: v.energyLabel,
          consumption: v.consumption,
          energy: subject.energy,
        }),
      )
    }
    for (const offer of data.leaseVehicles) {
      found.push(
        ...faults({
          where: `${offer.id} (calculator)`,
          type: offer.type,
          fuel: offer.fuel,
          energyLabel: offer.energyLabel,
          consumption: offer.consumption,
          energy: leaseSubject(offer).energy,
        }),
      )
    }
    expect(found.slice(0, 20)).toEqual([])
  })
})

describe('the energy facts as the price presentation writes them (hand-checked)', () => {
  const base = emptyConsumption
  const line = (type: VehicleType, energyLabel: EnergyLabel, c: Partial<Consumption>) =>
    plain(
      energyLine({
        energyClass: type === 'passenger' ? energyLabel : null,
        fuelLPer100Km: c.weightedLPer100Km ?? c.combinedLPer100Km ?? null,
        electricWhPerKm: c.electricWhPerKm ?? null,
        co2GPerKm: c.co2GPerKm ?? 0,
      }),
    )
  it('a petrol car, an electric car, a plug-in hybrid and a van', () => {
    expect(line('passenger', 'B', { ...base, combinedLPer100Km: 5.2, co2GPerKm: 118 })).toBe('Energiklasse B · 5,2 l/100 km · CO₂ 118 g/km (WLTP)')
    expect(line('passenger', 'A+++', { ...base, electricWhPerKm: 160 })).toBe('Energiklasse A+++ · 16,0 kWh/100 km (160 Wh/km) · CO₂ 0 g/km (WLTP)')
    expect(line('passenger', 'A++', { ...base, combinedLPer100Km: 6.1, weightedLPer100Km: 1.1, electricWhPerKm: 172, co2GPerKm: 25 })).toBe(
      'Energiklasse A++ · 1,1 l/100 km · 17,2 kWh/100 km (172 Wh/km) · CO₂ 25 g/km (WLTP)',
    )
    expect(line('van', 'G', { ...base, combinedLPer100Km: 8.4, co2GPerKm: 221 })).toBe('8,4 l/100 km · CO₂ 221 g/km (WLTP)')
  })
})

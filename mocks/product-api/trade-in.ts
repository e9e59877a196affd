/**
 * Deterministic trade-in valuation: the same make, model, year and mileage always
 * give the same amount. Basis: the new price of the model (from the catalogue,
 * or a make average, or a general average), depreciated by age and adjusted for
 * mileage against 15,000 km a year, then condition and fuel.
 */
import type { TradeInValuation } from '#src/product-api/contract/trade-in.ts'
import type { z } from 'zod'
import type { tradeInInputSchema } from '#src/product-api/contract/trade-in.ts'
import { slugify } from '#src/product-api/vehicle-id.ts'
import { allModels, brandNames } from './data/catalogue.ts'
import { isCommercial } from './data/catalogue.ts'
import { formatKr } from './finance.ts'
import { hashString } from './data/random.ts'

type TradeInParsed = z.output<typeof tradeInInputSchema>

const valuationYear = 2026
const generalAverageNewPrice = 320_000

function makeSlug(make: string): string {
  const s = slugify(make)
  if (s === 'mercedes' || s === 'mb') return 'mercedes-benz'
  if (s === 'vw') return 'volkswagen'
  return s
}

/** New price incl. moms of the closest catalogue match, and what it matched. */
export function basisFor(make: string, model: string): { newPrice: number; basis: 'model' | 'make' | 'general' } {
  const brand = makeSlug(make)
  const modelSlug = slugify(model)
  const ofMake = allModels.filter((m) => m.brand === brand)
  const priceOf = (m: (typeof allModels)[number]) => {
    const prices = m.variants.map((v) => (isCommercial(m, v) ? v.price * 1.25 : v.price))
    return prices.reduce((s, p) => s + p, 0) / prices.length
  }
  const exact =
    ofMake.find((m) => m.slug === modelSlug) ??
    ofMake.find((m) => slugify(m.name) === modelSlug) ??
    ofMake.find((m) => modelSlug.startsWith(m.slug) || m.slug.startsWith(modelSlug))
  if (exact) return { newPrice: priceOf(exact), basis: 'model' }
  if (ofMake.length > 0) return { newPrice: ofMake.reduce((s, m) => s + priceOf(m), 0) / ofMake.length, basis: 'make' }
  return { newPrice: generalAverageNewPrice, basis: 'general' }
}

function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export function valueTradeIn(input: TradeInParsed, today: string): TradeInValuation {
  const { newPrice, basis } = basisFor(input.make, input.model)
  const age = Math.max(0, valuationYear - input.year)
  let value = newPrice * (age === 0 ? 0.85 : 0.8 * 0.9 ** (age - 1))
  const expectedKm = Math.max(1, age) * 15_000
  const mileageFactor = 1 - Math.min(0.35, Math.max(-0.1, (input.mileageKm - expectedKm) / 180_000))
  value *= mileageFactor
  value *= input.condition === 'excellent' ? 1.04 : input.condition === 'fair' ? 0.9 : 1
  if (input.fuel === 'electric' && age > 2) value *= 0.93
  // Dealer's margin for preparation and resale.
  value *= 0.88
  const estimate = Math.max(5_000, Math.round(value / 1_000) * 1_000)
  const spread = basis === 'model' ? 0.06 : basis === 'make' ? 0.1 : 0.15
  const low = Math.max(2_000, Math.round((estimate * (1 - spread)) / 1_000) * 1_000)
  const high = Math.round((estimate * (1 + spread)) / 1_000) * 1_000
  const key = `${makeSlug(input.make)}|${slugify(input.model)}|${input.year}|${input.mileageKm}|${input.condition}|${input.fuel ?? ''}`
  const id = `tiv-${hashString(key).toString(16).padStart(8, '0')}${hashString(`x${key}`).toString(16).padStart(8, '0').slice(0, 4)}`
  const makeName = brandNames[makeSlug(input.make)] ?? input.make
  const basisText =
    basis === 'model'
      ? `nyprisen på en ${makeName} ${input.model}`
      : basis === 'make'
        ? `gennemsnitsprisen for ${makeName}`
        : 'gennemsnitsprisen for en ny bil i Danmark'
  return {
    valuationId: id,
    make: makeName,
    model: input.model,
    year: input.year,
    mileageKm: input.mileageKm,
    estimate,
    low,
    high,
    currency: 'DKK',
    validUntil: addDays(today, 14),
    explanation:
      `Vurderingen bygger på ${basisText}, bilens alder (${age} år) og ${formatKr(input.mileageKm)} km. ` +
      `Den endelige pris fastsættes, når vi har set bilen. Vurderingen gælder i 14 dage.`,
  }
}

/**
 * What a model page shows next to its from-price (issue 17, Danish consumer
 * law and the energy labelling rules): the range of the variants' energy
 * classes and WLTP figures (fuel consumption, electric consumption, CO2), and
 * whether the price includes the delivery costs.
 */
import { energyLabels, type EnergyLabel } from '../product-api/contract/vocabulary.ts'
import type { Model, ModelVariant } from '../product-api/contract/model.ts'
import { formatGramsPerKm, formatKr, formatLitresPer100Km, formatWhPerKm } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'

export interface ModelEnergyFacts {
  /** "A+++ – C", best first; null for vans, which have no passenger-car energy label. */
  energyClass: string | null
  /** Fuel consumption (weighted for plug-in hybrids), null when every variant is electric. */
  fuel: string | null
  /** Electric consumption, null when no variant charges from the grid. */
  electric: string | null
  co2: string
}

function span<T>(values: readonly T[], format: (value: T) => string, order: (a: T, b: T) => number): string | null {
  if (values.length === 0) return null
  const sorted = [...values].sort(order)
  const low = format(sorted[0] as T)
  const high = format(sorted[sorted.length - 1] as T)
  return low === high ? low : `${low} – ${high}`
}

const byNumber = (a: number, b: number) => a - b

export function modelEnergyFacts(variants: readonly Pick<ModelVariant, 'energyLabel' | 'consumption'>[]): ModelEnergyFacts {
  const fuel = variants.flatMap((v) => {
    const litres = v.consumption.weightedLPer100Km ?? v.consumption.combinedLPer100Km
    return litres === null ? [] : [litres]
  })
  const electric = variants.flatMap((v) => (v.consumption.electricWhPerKm === null ? [] : [v.consumption.electricWhPerKm]))
  return {
    energyClass: span<EnergyLabel>(
      variants.flatMap((v) => (v.energyLabel === null ? [] : [v.energyLabel])),
      (label) => label,
      (a, b) => energyLabels.indexOf(a) - energyLabels.indexOf(b),
    ),
    fuel: span(fuel, formatLitresPer100Km, byNumber),
    electric: span(electric, formatWhPerKm, byNumber),
    co2: span(
      variants.map((v) => v.consumption.co2GPerKm),
      formatGramsPerKm,
      byNumber,
    ) as string,
  }
}

/** The sentence under the from-price: moms and delivery costs, included or not. */
export function modelPriceNote(model: Pick<Model, 'fromPriceExclVat' | 'deliveryCost' | 'deliveryCostIncluded'>): string {
  const delivery = formatKr(model.deliveryCost)
  if (!model.deliveryCostIncluded) return m.models_price_note_delivery_excluded({ delivery })
  return model.fromPriceExclVat !== null ? m.models_price_note_van({ delivery }) : m.models_price_note({ delivery })
}

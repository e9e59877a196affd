/** The energy facts beside a price (energy-view.ts) as Danish texts, for the price presentation and the chat's cards. */
import { formatGramsPerKm, formatKwhPer100Km, formatLitresPer100Km, formatWhPerKm } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import type { EnergyFacts } from './energy-view.ts'

/** The energy facts beside a price as texts: the class (passenger cars), the WLTP consumption and CO₂. */
export function energyTexts(energy: EnergyFacts): string[] {
  const texts: string[] = []
  if (energy.energyClass !== null) texts.push(m.pricing_energy_class({ label: energy.energyClass }))
  if (energy.fuelLPer100Km !== null) texts.push(formatLitresPer100Km(energy.fuelLPer100Km))
  if (energy.electricWhPerKm !== null) {
    texts.push(m.pricing_energy_electric({ kwh: formatKwhPer100Km(energy.electricWhPerKm), wh: formatWhPerKm(energy.electricWhPerKm) }))
  }
  texts.push(m.pricing_energy_co2({ value: formatGramsPerKm(energy.co2GPerKm) }))
  return texts
}

/** The facts in one line: "Energiklasse A · 5,2 l/100 km · CO₂ 118 g/km (WLTP)". */
export function energyLine(energy: EnergyFacts): string {
  return `${energyTexts(energy).join(' · ')} (WLTP)`
}

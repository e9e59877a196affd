import { describe, expect, it } from 'vitest'
import { equipmentFeatures } from './equipment-catalogue.ts'
import { fuelChoices, fuelLabels, leaseFuelChoices, leaseFuelLabels } from './vocabulary.ts'

// Issue 30: the words a visitor reads in filters and forms.
describe('vocabulary shown to visitors', () => {
  it('offers one fuel vocabulary without overlap: Benzin, Diesel, El, Plugin-hybrid, Hybrid, Mildhybrid', () => {
    expect(fuelChoices.map((f) => fuelLabels[f])).toEqual(['Benzin', 'Diesel', 'El', 'Plugin-hybrid', 'Hybrid', 'Mildhybrid'])
    // No choice is a qualified form of another ("Hybrid (benzin)" beside "Hybrid").
    const labels = fuelChoices.map((f) => fuelLabels[f])
    expect(labels.filter((l) => /\(|eller/.test(l))).toEqual([])
  })

  it('filters lease offers on fuels, never on "Benzin eller diesel"', () => {
    const labels = leaseFuelChoices.map((f) => leaseFuelLabels[f])
    expect(labels).not.toContain('Benzin eller diesel')
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('names equipment, not examples of it ("Sportspakke (fx AMG Line)")', () => {
    const labels = equipmentFeatures.map((f) => f.label)
    expect(labels.filter((l) => /\b(fx|f\.eks\.|eksempelvis)\b/i.test(l))).toEqual([])
    expect(labels).toContain('Sportspakke')
  })
})

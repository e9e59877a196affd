import { describe, expect, it } from 'vitest'
import { buildVehicleId, parseVehicleId, slugify } from './vehicle-id.ts'

describe('vehicle ids', () => {
  it('builds the spec example', () => {
    expect(buildVehicleId({ stockNumber: 104233, brand: 'mercedes-benz', model: 'glc', variant: '300e 4MATIC' })).toBe('104233-1-mercedes-benz-glc-300e-4matic')
  })

  it('transliterates Danish letters and drops punctuation', () => {
    expect(slugify('Jogger Expression TCe 110 7 sæder')).toBe('jogger-expression-tce-110-7-saeder')
    expect(slugify('Škoda Octavia Combi 1.5 eTSI')).toBe('skoda-octavia-combi-1-5-etsi')
    expect(slugify('  Ærø & Åbenrå — Ølstykke ')).toBe('aeroe-aabenraa-oelstykke')
  })

  it('parses the stock number, revision and make, with hyphenated makes', () => {
    expect(parseVehicleId('104233-1-mercedes-benz-glc-300e-4matic', ['renault', 'mercedes-benz', 'mercedes'])).toEqual({
      stockNumber: 104233,
      revision: 1,
      descriptor: 'mercedes-benz-glc-300e-4matic',
      brand: 'mercedes-benz',
      rest: 'glc-300e-4matic',
    })
    expect(parseVehicleId('104233')?.stockNumber).toBe(104233)
    expect(parseVehicleId('118000-2-volvo-xc60', [])?.brand).toBeNull()
  })

  it('rejects what is not a vehicle slug', () => {
    for (const bad of ['', 'glc-300e', '0-1-renault-clio', '104233-1-Mercedes', '104233-1-', '../104233']) {
      expect(parseVehicleId(bad), bad).toBeNull()
    }
  })

  it('round-trips', () => {
    const id = buildVehicleId({ stockNumber: 7, brand: 'renault', model: 'renault-5', variant: 'Techno 52 kWh' })
    expect(parseVehicleId(id, ['renault'])).toMatchObject({ stockNumber: 7, brand: 'renault', rest: 'renault-5-techno-52-kwh' })
  })
})

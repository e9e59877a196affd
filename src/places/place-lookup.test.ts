import { describe, expect, it } from 'vitest'
import { danishTowns } from './danish-towns.gen.ts'
import { distanceKm } from './distance.ts'
import { findPlace, unresolvedPostcodeLines } from './place-lookup.server.ts'
import { postcodeLines } from './postcodes.ts'

/** Greve's location (mocks/product-api/data/locations.ts). */
const greveLocation = { lat: 55.5935, lng: 12.2853 }

describe('place lookup', () => {
  it('resolves every line of the postcode table to coordinates', () => {
    expect(unresolvedPostcodeLines()).toEqual([])
  })

  it('covers every postcode of Copenhagen and Zealand listed by hand, without duplicates', () => {
    const codes = postcodeLines
      .trim()
      .split('\n')
      .map((l) => l.split(' ')[0])
    expect(new Set(codes).size).toBe(codes.length)
    // Spot checks from the postcode list of PostNord (hand-copied).
    for (const code of ['2670', '2690', '2680', '4600', '4681', '4623', '4000', '4700', '2600', '3000', '4800', '4900', '3700']) {
      expect(codes).toContain(code)
    }
  })

  it('finds postcodes, with or without the town', () => {
    expect(findPlace('2670')).toMatchObject({ label: '2670 Greve' })
    expect(findPlace('2670 Greve')).toMatchObject({ label: '2670 Greve' })
    expect(findPlace('DK-4600')).toMatchObject({ label: '4600 Køge' })
    expect(findPlace('1456')).toMatchObject({ label: '1456 København K' })
    expect(findPlace('8260')).toMatchObject({ label: '8260 Viby J' })
    // Funen and Jutland, including a small post town that takes a nearby GeoNames town's coordinates.
    expect(findPlace('6780 Skærbæk')).toMatchObject({ label: '6780 Skærbæk' })
    expect(findPlace('7100')).toMatchObject({ label: '7100 Vejle' })
    expect(findPlace('5000')).toMatchObject({ label: '5000 Odense C' })
    expect(findPlace('6720')).toMatchObject({ label: '6720 Fanø' })
    // A postcode we lack: the town after it (8100 is Aarhus C's box postcode), else nothing.
    expect(findPlace('8100 Aarhus C')).toMatchObject({ label: '8000 Aarhus C' })
    expect(findPlace('8592 Anholt')).toBeNull()
    expect(findPlace('0999')).toBeNull()
  })

  it('finds towns, districts and other spellings, folding Danish letters', () => {
    expect(findPlace('Køge')).toMatchObject({ label: '4600 Køge' })
    expect(findPlace('koege')).toMatchObject({ label: '4600 Køge' })
    expect(findPlace('Hundige')).toMatchObject({ label: 'Hundige (2670)' })
    expect(findPlace('Karlslunde')).toMatchObject({ label: 'Karlslunde (2690)' })
    expect(findPlace('herfølge')).toMatchObject({ label: 'Herfølge (4681)' })
    expect(findPlace('Aarhus')).toMatchObject({ label: 'Aarhus (8000)' })
    expect(findPlace('Skagen')).toMatchObject({ label: '9990 Skagen' })
    expect(findPlace('Sorø')).toMatchObject({ label: '4180 Sorø' })
    // A post town shows its postcode; a GeoNames town without a postcode line of its own shows its name.
    expect(findPlace('Thisted')).toMatchObject({ label: '7700 Thisted' })
    expect(findPlace('Tranebjerg')).toMatchObject({ label: 'Tranebjerg' })
    expect(findPlace('Xyzby')).toBeNull()
    expect(findPlace('   ')).toBeNull()
  })

  it('puts the places next to Greve next to Greve (distances checked on a map by hand)', () => {
    const km = (text: string) => {
      const place = findPlace(text)
      if (!place) throw new Error(`no place ${text}`)
      return distanceKm(place, greveLocation)
    }
    expect(km('2670')).toBeLessThan(3)
    expect(km('Hundige')).toBeLessThan(4)
    expect(km('Karlslunde')).toBeGreaterThan(3)
    expect(km('Karlslunde')).toBeLessThan(8)
    expect(km('Køge')).toBeGreaterThan(12)
    expect(km('Køge')).toBeLessThan(20)
    expect(km('Herfølge')).toBeGreaterThan(18)
    expect(km('Herfølge')).toBeLessThan(25)
    expect(km('Aalborg')).toBeGreaterThan(200)
    // A small post town placed at its neighbour: Fanø (6720) at Nordby, across the water from Esbjerg (about 245 km west of Greve).
    expect(km('6720')).toBeGreaterThan(230)
    expect(km('6720')).toBeLessThan(260)
  })

  it('reads the generated GeoNames table: 435 Danish towns', () => {
    expect(danishTowns).toHaveLength(435)
    expect(danishTowns.find((t) => t[0] === 'Køge')).toEqual(['Køge', 55.45802, 12.18214, '20'])
  })
})

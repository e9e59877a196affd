import { describe, expect, it } from 'vitest'
import { readTextFilters } from './stock-text-query.ts'

const steps = [10, 25, 50, 100]

describe('filters typed into the stock search', () => {
  it('reads the phone task of issue 17', () => {
    expect(readTextFilters('brugt el-suv under 300.000 inden for 25 km af 2670', steps)).toEqual({
      type: 'used',
      fuel: ['electric'],
      body: 'suv',
      priceMax: 300_000,
      near: 2670,
      radius: 25,
      rest: undefined,
    })
  })

  it('reads them in any order and keeps the other words as free text', () => {
    expect(readTextFilters('Renault brugte SUV el max 250 000 kr. 30 km fra Køge', steps)).toEqual({
      type: 'used',
      fuel: ['electric'],
      body: 'suv',
      priceMax: 250_000,
      near: 'Køge',
      radius: 50,
      rest: 'Renault',
    })
    expect(readTextFilters('ny stationcar diesel nær 2670 Greve', steps)).toEqual({
      type: 'new',
      body: 'estate',
      fuel: ['diesel'],
      near: '2670 Greve',
      rest: undefined,
    })
    expect(readTextFilters('elbil inden for 500 km af Greve Strand', steps)).toMatchObject({ fuel: ['electric'], near: 'Greve Strand', radius: 100 })
  })

  it('leaves ordinary searches alone', () => {
    expect(readTextFilters('Clio', steps)).toEqual({ rest: 'Clio' })
    expect(readTextFilters('GLC 300e 4MATIC', steps)).toEqual({ rest: 'GLC 300e 4MATIC' })
    expect(readTextFilters('Elegance hvid', steps)).toEqual({ rest: 'Elegance hvid' })
    expect(readTextFilters('Greve', steps)).toEqual({ rest: 'Greve' })
    expect(readTextFilters('under', steps)).toEqual({ rest: 'under' })
  })
})

/**
 * Issue 29: "automatisk" alone found 0 cars, "automatisk diesel aarhus" 0, while the filters found 6.
 * The words the filters use, and their everyday variants, become the same filters. Hand-written table.
 */
describe('the filters’ own words', () => {
  const table: [string, Omit<ReturnType<typeof readTextFilters>, 'rest'> & { rest?: string }][] = [
    ['automatisk', { transmission: 'automatic' }],
    ['Automatisk', { transmission: 'automatic' }],
    ['automatgear', { transmission: 'automatic' }],
    ['automat', { transmission: 'automatic' }],
    ['automatisk gear', { transmission: 'automatic' }],
    ['manuel', { transmission: 'manual' }],
    ['manuelt gear', { transmission: 'manual' }],
    ['manuelgear', { transmission: 'manual' }],
    ['el', { fuel: ['electric'] }],
    ['elbil', { fuel: ['electric'] }],
    ['elbiler', { fuel: ['electric'] }],
    ['elektrisk', { fuel: ['electric'] }],
    ['diesel', { fuel: ['diesel'] }],
    ['benzin', { fuel: ['petrol'] }],
    ['hybrid', { fuel: ['hybrid', 'hybrid-diesel', 'hybrid-petrol'] }],
    ['mildhybrid', { fuel: ['mildhybrid'] }],
    ['plugin-hybrid', { fuel: ['pluginhybrid'] }],
    ['plug-in-hybrid', { fuel: ['pluginhybrid'] }],
    ['pluginhybrid', { fuel: ['pluginhybrid'] }],
    ['diesel benzin', { fuel: ['diesel', 'petrol'] }],
    ['stationcar', { body: 'estate' }],
    ['suv', { body: 'suv' }],
    ['SUV', { body: 'suv' }],
    ['sedan', { body: 'saloon' }],
    ['cabriolet', { body: 'convertible' }],
    ['varebil', { type: 'van' }],
    ['varebiler', { type: 'van' }],
    ['varevogn', { type: 'van' }],
    ['brugt varebil', { type: 'used' }],
    ['automatisk diesel aarhus', { transmission: 'automatic', fuel: ['diesel'], rest: 'aarhus' }],
    ['brugt automatisk elbil Renault', { type: 'used', transmission: 'automatic', fuel: ['electric'], rest: 'Renault' }],
    ['manuel gearkasse benzin', { transmission: 'manual', fuel: ['petrol'] }],
    // "gear" alone is not a gearbox; "elegance" is not "el".
    ['gear', { rest: 'gear' }],
    ['Elegance', { rest: 'Elegance' }],
  ]
  for (const [text, expected] of table) {
    it(`"${text}"`, () => {
      expect(readTextFilters(text, steps)).toEqual({ rest: undefined, ...expected })
    })
  }
})

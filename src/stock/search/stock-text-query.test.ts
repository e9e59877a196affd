import { describe, expect, it } from 'vitest'
import { readTextFilters } from './stock-text-query.ts'

const steps = [10, 25, 50, 100]

describe('filters typed into the stock search', () => {
  it('reads the phone task of issue 17', () => {
    expect(readTextFilters('brugt el-suv under 300.000 inden for 25 km af 2670', steps)).toEqual({
      type: 'used',
      fuel: 'electric',
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
      fuel: 'electric',
      body: 'suv',
      priceMax: 250_000,
      near: 'Køge',
      radius: 50,
      rest: 'Renault',
    })
    expect(readTextFilters('ny stationcar diesel nær 2670 Greve', steps)).toEqual({
      type: 'new',
      body: 'estate',
      fuel: 'diesel',
      near: '2670 Greve',
      rest: undefined,
    })
    expect(readTextFilters('elbil inden for 500 km af Greve Strand', steps)).toMatchObject({ fuel: 'electric', near: 'Greve Strand', radius: 100 })
  })

  it('leaves ordinary searches alone', () => {
    expect(readTextFilters('Clio', steps)).toEqual({ rest: 'Clio' })
    expect(readTextFilters('GLC 300e 4MATIC', steps)).toEqual({ rest: 'GLC 300e 4MATIC' })
    expect(readTextFilters('Elegance hvid', steps)).toEqual({ rest: 'Elegance hvid' })
    expect(readTextFilters('Greve', steps)).toEqual({ rest: 'Greve' })
    expect(readTextFilters('under', steps)).toEqual({ rest: 'under' })
  })
})

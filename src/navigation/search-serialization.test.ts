import { describe, expect, it } from 'vitest'
import { defaultParseSearch } from '@tanstack/react-router'
import { stringifySearch } from './search-serialization.ts'

describe('stringifySearch', () => {
  it('writes lists as repeated parameters, as a GET form does', () => {
    expect(stringifySearch({ type: 'used', brand: ['dacia', 'renault'], page: 2 })).toBe('?type=used&brand=dacia&brand=renault&page=2')
  })

  it('leaves out undefined values and empty lists', () => {
    expect(stringifySearch({ a: undefined, b: [] })).toBe('')
  })

  it('round-trips through the router’s default parser', () => {
    const search = { brand: ['dacia', 'renault'], model: ['clio'], q: 'sort bil', page: 3 }
    expect(defaultParseSearch(stringifySearch(search))).toEqual({ brand: ['dacia', 'renault'], model: 'clio', q: 'sort bil', page: 3 })
  })

  it('writes a text that reads back as the same text plainly, as a GET form submits it', () => {
    expect(stringifySearch({ downPayment: '59995', renewal: 'true', months: '3' })).toBe('?downPayment=59995&renewal=true&months=3')
    // A text the parser would read differently keeps the JSON form.
    expect(stringifySearch({ code: '007', rate: '1.50' })).toBe(`?code=007&rate=${encodeURIComponent('"1.50"')}`)
  })

  it('keeps the default JSON form for objects', () => {
    expect(defaultParseSearch(stringifySearch({ filter: { a: 1 } }))).toEqual({ filter: { a: 1 } })
  })
})

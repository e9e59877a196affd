import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { intValue, optionalSearchValue, slugValue } from './search-value.ts'

describe('optionalSearchValue', () => {
  const fuel = optionalSearchValue(z.enum(['el', 'benzin']))
  const year = optionalSearchValue(intValue(1990, 2030))
  const brand = optionalSearchValue(slugValue)

  it('keeps a valid value and trims it', () => {
    expect(fuel.parse(' el ')).toBe('el')
  })
  it('drops an invalid, empty or missing value instead of failing', () => {
    expect(fuel.parse('diesel')).toBeUndefined()
    expect(fuel.parse('')).toBeUndefined()
    expect(fuel.parse(undefined)).toBeUndefined()
    expect(fuel.parse({ nested: true })).toBeUndefined()
  })
  it('takes the last of a repeated parameter, as a form post does', () => {
    expect(fuel.parse(['benzin', 'el'])).toBe('el')
    expect(fuel.parse(['el', 'diesel'])).toBeUndefined()
  })
  it('accepts a number the router has already decoded', () => {
    expect(year.parse(2021)).toBe(2021)
    expect(year.parse('1970')).toBeUndefined()
    expect(year.parse('2021.5')).toBeUndefined()
  })
  it('takes slugs only', () => {
    expect(brand.parse('mercedes-benz')).toBe('mercedes-benz')
    expect(brand.parse('Mercedes Benz')).toBeUndefined()
    expect(brand.parse('a--b')).toBeUndefined()
  })
})

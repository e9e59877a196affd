import { describe, expect, it } from 'vitest'
import {
  parseStockSearch,
  stockSearchFromParams,
  stockSearchToParams,
  toStockApiQuery,
  withToggled,
  withValue,
  withoutFilter,
  withoutFilters,
  hasFilters,
} from './stock-search-params.ts'

describe('parseStockSearch', () => {
  it('keeps valid values and types them', () => {
    const search = parseStockSearch({ type: 'used', brand: ['renault', 'dacia'], fuel: 'electric', priceMax: 300000, page: 3, sort: 'price_asc' })
    expect(search).toMatchObject({ type: 'used', brand: ['dacia', 'renault'], fuel: ['electric'], priceMax: 300_000, page: 3, sort: 'price_asc' })
  })

  it('has every key, undefined when not set, so the router drops invalid values from the URL', () => {
    const search = parseStockSearch({})
    expect(Object.keys(search)).toContain('brand')
    expect(Object.values(search).every((v) => v === undefined)).toBe(true)
  })

  it('drops invalid values one by one instead of failing', () => {
    const search = parseStockSearch({
      type: 'spaceship',
      brand: ['renault', 'Not A Slug!', ''],
      fuel: ['electric', 'steam'],
      priceMin: 'cheap',
      yearMin: 1800,
      page: 0,
      sort: 'random',
      acquisition: 'lease',
      equipment: ['tow_bar', 'jetpack'],
    })
    expect(search.type).toBeUndefined()
    expect(search.brand).toEqual(['renault'])
    expect(search.fuel).toEqual(['electric'])
    expect(search.priceMin).toBeUndefined()
    expect(search.yearMin).toBeUndefined()
    expect(search.page).toBeUndefined()
    expect(search.sort).toBeUndefined()
    expect(search.acquisition).toBeUndefined()
    expect(search.equipment).toEqual(['tow_bar'])
  })

  it('never throws, whatever it gets', () => {
    expect(() => parseStockSearch(null)).not.toThrow()
    expect(() => parseStockSearch('brand=renault')).not.toThrow()
    expect(() => parseStockSearch({ brand: { nested: true }, page: [1, 2] })).not.toThrow()
  })

  it('leaves defaults out of the URL: page 1 and the newest-first sort', () => {
    const search = parseStockSearch({ page: 1, sort: 'newest' })
    expect(search.page).toBeUndefined()
    expect(search.sort).toBeUndefined()
  })

  it('reads numbers the router decoded, and model slugs that look like numbers', () => {
    expect(parseStockSearch({ model: 3008, yearMin: '2019' })).toMatchObject({ model: ['3008'], yearMin: 2019 })
  })

  it('deduplicates and sorts lists so a listing has one address', () => {
    expect(parseStockSearch({ brand: ['renault', 'dacia', 'renault'] }).brand).toEqual(['dacia', 'renault'])
  })

  it('takes the last of a repeated single-valued parameter, as a form post does', () => {
    expect(parseStockSearch({ sort: ['price_asc', 'year_desc'] }).sort).toBe('year_desc')
  })

  it('swaps a reversed range', () => {
    expect(parseStockSearch({ priceMin: 400000, priceMax: 100000 })).toMatchObject({ priceMin: 100_000, priceMax: 400_000 })
  })
})

describe('URL parameters', () => {
  it('reads a GET form submission, ignoring empty fields', () => {
    const params = new URLSearchParams('type=&brand=renault&brand=dacia&priceMin=&priceMax=250000&sort=newest&acquisition=')
    expect(stockSearchFromParams(params)).toMatchObject({ type: undefined, brand: ['dacia', 'renault'], priceMax: 250_000, sort: undefined })
  })

  it('writes lists as repeated parameters and round-trips', () => {
    const search = parseStockSearch({ type: 'van', brand: ['mercedes-benz', 'renault'], page: 2, vat: 'excl' })
    const params = stockSearchToParams(search)
    expect(params.toString()).toBe('type=van&brand=mercedes-benz&brand=renault&vat=excl&page=2')
    expect(stockSearchFromParams(params)).toEqual(search)
  })
})

describe('changing the search', () => {
  const base = parseStockSearch({ brand: ['renault'], fuel: ['electric', 'petrol'], priceMax: 300000, sort: 'price_asc', page: 4 })

  it('adds and removes list values and goes back to page 1', () => {
    expect(withToggled(base, 'brand', 'dacia', true)).toMatchObject({ brand: ['dacia', 'renault'], page: undefined })
    expect(withToggled(base, 'brand', 'renault', false).brand).toBeUndefined()
  })

  it('sets and clears single values and goes back to page 1', () => {
    expect(withValue(base, 'priceMax', 200_000)).toMatchObject({ priceMax: 200_000, page: undefined })
    expect(withValue(base, 'priceMax', undefined).priceMax).toBeUndefined()
  })

  it('removes one filter value, or every filter while keeping sort', () => {
    expect(withoutFilter(base, 'fuel', 'petrol').fuel).toEqual(['electric'])
    const cleared = withoutFilters(base)
    expect(hasFilters(cleared)).toBe(false)
    expect(cleared.sort).toBe('price_asc')
  })
})

describe('toStockApiQuery', () => {
  it('maps the categories to condition and vehicle type', () => {
    expect(toStockApiQuery(parseStockSearch({ type: 'new' }))).toMatchObject({ condition: ['new'] })
    expect(toStockApiQuery(parseStockSearch({ type: 'used' }))).toMatchObject({ condition: ['used'] })
    expect(toStockApiQuery(parseStockSearch({ type: 'van' }))).toMatchObject({ type: ['van', 'truck'] })
  })

  it('renames the URL parameters to the API’s and asks for one page', () => {
    const query = toStockApiQuery(parseStockSearch({ body: 'suv', drive: 'four', rangeMin: 400, acquisition: 'private_lease', page: 2 }))
    expect(query).toMatchObject({
      bodyStyle: ['suv'],
      driveType: ['four'],
      electricRangeMin: 400,
      acquisitionType: 'private_lease',
      sort: 'newest',
      page: 2,
      pageSize: 24,
    })
  })
})

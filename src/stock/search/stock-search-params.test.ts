import { describe, expect, it } from 'vitest'
import { defaultParseSearch } from '@tanstack/react-router'
import { stringifySearch } from '#src/navigation/search-serialization.ts'
import { filterKeys, inSearchOrder, parseStockSearch, toStockApiQuery, withToggled, withValue, withoutFilter, withoutFilters } from './stock-search-params.ts'

/** What the router does with an address: decode the query, then validate it. */
const fromUrl = (query: string) => parseStockSearch(defaultParseSearch(query))

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

  it('reads the seat and towing minimums, dropping ones that filter nothing', () => {
    expect(parseStockSearch({ seatsMin: '7', towingMin: 1500 })).toMatchObject({ seatsMin: 7, towingMin: 1_500 })
    expect(parseStockSearch({ seatsMin: 1, towingMin: 0 })).toMatchObject({ seatsMin: undefined, towingMin: undefined })
    expect(parseStockSearch({ seatsMin: 'mange', towingMin: '-500' })).toMatchObject({ seatsMin: undefined, towingMin: undefined })
  })

  it('swaps a reversed range', () => {
    expect(parseStockSearch({ priceMin: 400000, priceMax: 100000 })).toMatchObject({ priceMin: 100_000, priceMax: 400_000 })
  })
})

describe('addresses', () => {
  it('reads a GET form submission, ignoring empty fields', () => {
    expect(fromUrl('?type=&brand=renault&brand=dacia&priceMin=&priceMax=250000&sort=newest&acquisition=')).toMatchObject({
      type: undefined,
      brand: ['dacia', 'renault'],
      priceMax: 250_000,
      sort: undefined,
    })
  })

  it('writes lists as repeated parameters, as the form does, and round-trips', () => {
    const search = parseStockSearch({ type: 'van', brand: ['mercedes-benz', 'renault'], model: ['3008'], page: 2, vat: 'excl' })
    const query = stringifySearch(search)
    expect(query).toBe('?type=van&brand=mercedes-benz&brand=renault&model=3008&vat=excl&page=2')
    expect(fromUrl(query)).toEqual(search)
  })

  it('reads the product API’s names for the price type and condition, and drops them from the address', () => {
    const search = fromUrl('?acquisitionType=private_lease&condition=used&q=Clio')
    expect(search).toMatchObject({ acquisition: 'private_lease', type: 'used', q: 'Clio' })
    expect(stringifySearch(search)).toBe('?q=Clio&type=used&acquisition=private_lease')
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

  it('writes the seat and towing minimums where the form lists them, and removes them like any filter', () => {
    const search = parseStockSearch({ towingMin: 1500, fuel: 'diesel', seatsMin: 7, body: 'mpv', sort: 'range_desc' })
    expect(stringifySearch(search)).toBe('?body=mpv&seatsMin=7&fuel=diesel&towingMin=1500&sort=range_desc')
    expect(withoutFilter(search, 'seatsMin')).toMatchObject({ seatsMin: undefined, towingMin: 1_500 })
    expect(withoutFilters(search)).toMatchObject({ seatsMin: undefined, towingMin: undefined, sort: 'range_desc' })
  })

  it('removes one filter value, or every filter while keeping sort', () => {
    expect(withoutFilter(base, 'fuel', 'petrol').fuel).toEqual(['electric'])
    const cleared = withoutFilters(base)
    expect(filterKeys.every((key) => cleared[key] === undefined)).toBe(true)
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
    const query = toStockApiQuery(
      parseStockSearch({ body: 'suv', drive: 'four', rangeMin: 400, seatsMin: 7, towingMin: 2000, acquisition: 'private_lease', page: 2, sort: 'range_desc' }),
    )
    expect(query).toMatchObject({
      bodyStyle: ['suv'],
      driveType: ['four'],
      electricRangeMin: 400,
      seatsMin: 7,
      towingWeightMin: 2_000,
      sort: 'range_desc',
      acquisitionType: 'private_lease',
      page: 2,
      pageSize: 24,
    })
  })
})

describe('the distance filter (near, radius)', () => {
  it('keeps a postcode or town and a radius of the steps; drops the default radius and bad values', () => {
    expect(parseStockSearch({ near: 2670, radius: '50' })).toMatchObject({ near: 2670, radius: 50 })
    expect(parseStockSearch({ near: ' Køge ', radius: 10 })).toMatchObject({ near: 'Køge', radius: 10 })
    // 25 km is the default: never in the URL.
    expect(parseStockSearch({ near: 'Greve', radius: '25' })).toMatchObject({ near: 'Greve', radius: undefined })
    expect(parseStockSearch({ near: '', radius: '30' })).toMatchObject({ near: undefined, radius: undefined })
    expect(parseStockSearch({ near: 'x'.repeat(61), radius: '1e3' })).toMatchObject({ near: undefined, radius: undefined })
    expect(parseStockSearch({ near: { a: 1 }, radius: ['10', '100'] })).toMatchObject({ near: undefined, radius: 100 })
    expect(parseStockSearch({ near: 26.5 })).toMatchObject({ near: undefined })
  })

  it('round-trips through the URL, a postcode as a number', () => {
    expect(stringifySearch(fromUrl('near=2670&radius=50&type=used'))).toBe('?type=used&near=2670&radius=50')
    expect(stringifySearch(fromUrl('near=K%C3%B8ge&radius=25'))).toBe('?near=K%C3%B8ge')
  })

  it('reads filters typed into the search text; filters in the URL win', () => {
    expect(fromUrl('q=brugt+el-suv+under+300.000+inden+for+25+km+af+2670')).toMatchObject({
      q: undefined,
      type: 'used',
      fuel: ['electric'],
      body: ['suv'],
      priceMax: 300_000,
      near: 2670,
      radius: undefined,
    })
    expect(stringifySearch(fromUrl('q=brugt+el-suv+under+300.000+inden+for+25+km+af+2670'))).toBe('?type=used&body=suv&fuel=electric&priceMax=300000&near=2670')
    expect(fromUrl('q=Clio+nye+diesel+10+km+fra+K%C3%B8ge&type=used&fuel=petrol&near=Greve')).toMatchObject({
      q: 'Clio',
      type: 'used',
      fuel: ['diesel', 'petrol'],
      near: 'Greve',
      radius: undefined,
    })
  })

  it('removing the place removes its radius', () => {
    const search = parseStockSearch({ near: 2670, radius: 50, type: 'used' })
    expect(withoutFilter(search, 'near')).toMatchObject({ near: undefined, radius: undefined, type: 'used' })
    expect(withoutFilters(search)).toMatchObject({ near: undefined, radius: undefined, type: undefined })
  })
})

describe('inSearchOrder', () => {
  it('puts the keys in the schema’s order whatever order the filters were chosen in, others after', () => {
    // Hand-written from stockSearchSchema: type before brand, monthlyMax before acquisition, sort and page last.
    const chosen = { acquisition: 'private_lease', page: 2, utm_source: 'nyhedsbrev', monthlyMax: 5000, brand: ['renault'], type: 'used' }
    expect(Object.keys(inSearchOrder(chosen))).toEqual(['type', 'brand', 'monthlyMax', 'acquisition', 'page', 'utm_source'])
    expect(inSearchOrder(chosen)).toEqual(chosen)
  })
})

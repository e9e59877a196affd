import { describe, expect, it } from 'vitest'
import { departmentOptions, employeeFilterSearchSchema, filterFromSearch, locationOptions } from './employee-filters.ts'

const facets = {
  location: [
    { value: 'bilhuset-nord-odense', label: 'Bilhuset Nord Odense', count: 4 },
    { value: 'bilhuset-nord-aalborg', label: 'Bilhuset Nord Aalborg', count: 2 },
    { value: 'bilhuset-nord-kolding', label: 'Bilhuset Nord Kolding', count: 0 },
  ],
  department: [
    { value: 'workshop', label: 'Værksted', count: 3 },
    { value: 'management', label: 'Ledelse', count: 1 },
    { value: 'vans', label: 'Varevogne og erhverv', count: 0 },
  ],
}

describe('employee filters', () => {
  it('reads lokation and afdeling from the URL, dropping invalid values', () => {
    expect(filterFromSearch(employeeFilterSearchSchema.parse({ lokation: 'bilhuset-nord-greve', afdeling: 'sales' }))).toEqual({
      location: 'bilhuset-nord-greve',
      department: 'sales',
    })
    expect(filterFromSearch(employeeFilterSearchSchema.parse({ lokation: 'Ikke En Slug', afdeling: 'direktion' }))).toEqual({
      location: undefined,
      department: undefined,
    })
  })

  it('offers departments in the contract order and locations by name, without empty options', () => {
    expect(departmentOptions(facets).map((o) => `${o.label} (${o.count})`)).toEqual(['Ledelse (1)', 'Værksted (3)'])
    // Danish collation: "Aa" sorts as "Å", after "O".
    expect(locationOptions(facets).map((o) => o.value)).toEqual(['bilhuset-nord-odense', 'bilhuset-nord-aalborg'])
  })

  it('keeps the selected value as an option even without results', () => {
    expect(departmentOptions(facets, 'vans').map((o) => o.value)).toEqual(['management', 'vans', 'workshop'])
    expect(locationOptions(facets, 'bilhuset-nord-kolding').map((o) => o.value)).toContain('bilhuset-nord-kolding')
  })
})

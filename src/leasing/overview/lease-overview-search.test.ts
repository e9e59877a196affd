import { describe, expect, test } from 'vitest'
import { parseLeaseOverviewFilters } from './lease-overview-search.ts'

describe('the lease overview filters in the address', () => {
  test('no parameters: every offer, cheapest first, page 1', () => {
    expect(parseLeaseOverviewFilters({})).toEqual({ brand: [], fuel: [], monthlyMax: null, duration: null, sort: 'monthly_asc', page: 1 })
  })

  test('repeated and single values are kept, sorted and without duplicates', () => {
    const f = parseLeaseOverviewFilters({ brand: ['renault', 'dacia', 'renault'], fuel: 'electric', monthlyMax: '4000', duration: '36', page: '2' })
    expect(f).toMatchObject({ brand: ['dacia', 'renault'], fuel: ['electric'], monthlyMax: 4000, duration: 36, page: 2 })
  })

  test('unknown or malformed values are left out, never an error', () => {
    const f = parseLeaseOverviewFilters({ brand: ['tesla', '<b>'], fuel: 'steam', monthlyMax: 'abc', duration: '-1', sort: 'random', page: '0' })
    expect(f).toEqual({ brand: [], fuel: [], monthlyMax: null, duration: null, sort: 'monthly_asc', page: 1 })
  })
})

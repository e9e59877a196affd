import { describe, expect, it } from 'vitest'
import { leaseOverviewHref, parseLeaseOverviewFilters } from './lease-overview-search.ts'

describe('lease overview filters from the address', () => {
  it('an address without filters gives the defaults (every content page parses it)', () => {
    expect(parseLeaseOverviewFilters({})).toEqual({ brand: [], fuel: [], monthlyMax: null, duration: null, sort: 'monthly_asc', page: 1 })
  })

  it('keeps known brands and lease fuels, drops the rest, never throws', () => {
    const f = parseLeaseOverviewFilters({ brand: ['renault', 'volvo', 'dacia'], fuel: 'el', monthlyMax: 'x', page: '2' })
    expect(f.brand).toEqual(['dacia', 'renault'])
    expect(f.monthlyMax).toBeNull()
    expect(f.page).toBe(2)
  })

  it('links leave out the defaults', () => {
    expect(leaseOverviewHref('/leasing', parseLeaseOverviewFilters({}), 'tilbud')).toBe('/leasing#tilbud')
  })
})

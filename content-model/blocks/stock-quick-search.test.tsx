import { describe, expect, it } from 'vitest'
import { parsed, renderContent } from '../testing/render-content.tsx'
import { Blok } from '../render/blocks.tsx'
import { quickSearchBlockInput, quickSearchCategory } from './stock-quick-search.tsx'
import { stockQuickSearchSchema } from './stock-quick-search.schema.ts'

const block = (fields: Record<string, string>) => stockQuickSearchSchema.parse({ component: 'stock_quick_search', _uid: 'qs', variant: 'default', ...fields })

describe('stock quick search block', () => {
  it('turns the block’s condition and vehicle type into the overview’s category, never type=passenger', () => {
    expect(quickSearchCategory(block({ condition: 'all', vehicle_type: 'all' }))).toBeUndefined()
    expect(quickSearchCategory(block({ condition: 'used', vehicle_type: 'all' }))).toBe('used')
    expect(quickSearchCategory(block({ condition: 'new', vehicle_type: 'passenger' }))).toBe('new')
    expect(quickSearchCategory(block({ condition: 'all', vehicle_type: 'passenger' }))).toBeUndefined()
    expect(quickSearchCategory(block({ condition: 'new', vehicle_type: 'van' }))).toBe('van')
    expect(quickSearchBlockInput(block({ variant: 'car_company', brand: 'mercedes-benz', vehicle_type: 'van' }))).toEqual({
      brand: 'mercedes-benz',
      type: 'van',
    })
  })

  it('places the stock feature’s quick search (its slot) with the block and the options loaded with the page', async () => {
    const options = { total: 57, brands: [], models: [], fuels: [], ranges: { price: null, monthly: null } }
    const html = await renderContent(<Blok blok={parsed({ component: 'stock_quick_search', _uid: 'qs', variant: 'financial' })} />, {
      blockData: { qs: { kind: 'stock-quick-search', options } },
    })
    expect(html).toContain('<div class="quick-search-block"><div data-slot="stock-quick-search" data-variant="financial" data-total="57"></div></div>')
  })
})

import { describe, expect, it } from 'vitest'
import { renderContent } from '../testing/render-content.tsx'
import { Blok } from '../render/blocks.tsx'
import { quickSearchBlockInput, quickSearchCategory, stockQuickSearchSchema } from './stock-quick-search.tsx'

const block = (fields: Record<string, string>) =>
  stockQuickSearchSchema.parse({ component: 'stock_quick_search', _uid: 'qs', variant: 'default', ...fields })

describe('stock quick search block', () => {
  it('turns the block’s condition and vehicle type into the overview’s category, never type=passenger', () => {
    expect(quickSearchCategory(block({ condition: 'all', vehicle_type: 'all' }))).toBeUndefined()
    expect(quickSearchCategory(block({ condition: 'used', vehicle_type: 'all' }))).toBe('used')
    expect(quickSearchCategory(block({ condition: 'new', vehicle_type: 'passenger' }))).toBe('new')
    expect(quickSearchCategory(block({ condition: 'all', vehicle_type: 'passenger' }))).toBeUndefined()
    expect(quickSearchCategory(block({ condition: 'new', vehicle_type: 'van' }))).toBe('van')
    expect(quickSearchBlockInput(block({ variant: 'car_company', brand: 'mercedes-benz', vehicle_type: 'van' }))).toEqual({ brand: 'mercedes-benz', type: 'van' })
  })

  it('renders the stock feature’s quick search, posting the overview’s parameters', async () => {
    const html = await renderContent(
      <Blok blok={{ component: 'stock_quick_search', _uid: 'qs', variant: 'car_company', brand: 'renault', condition: 'used', vehicle_type: 'passenger', heading: 'Find en brugt Renault' }} />,
    )
    expect(html).toContain('action="/lager"')
    expect(html).toContain('<input type="hidden" name="type" value="used"/>')
    expect(html).toContain('<input type="hidden" name="brand" value="renault"/>')
    expect(html).not.toContain('passenger')
    expect(html).not.toContain('name="condition"')
    expect(html).toContain('Find en brugt Renault')
  })

  it('shows the options and count loaded with the page', async () => {
    const options = {
      total: 57,
      brands: [{ value: 'renault', label: 'Renault', count: 57 }],
      models: [],
      fuels: [{ value: 'electric', label: 'El', count: 12 }],
      ranges: { price: null, monthly: null },
    }
    const html = await renderContent(<Blok blok={{ component: 'stock_quick_search', _uid: 'qs', variant: 'default' }} />, {
      blockData: { qs: { kind: 'stock-quick-search', options } },
    })
    expect(html).toContain('Vis 57 biler')
    expect(html).toMatch(/El \(12\)/)
  })
})

import { describe, expect, it } from 'vitest'
import { Blok } from '#content-model/render/blocks.tsx'
import { parsed, renderContent, testSlots } from '#content-model/testing/render-content.tsx'
import { QuickSearchBlock } from './quick-search-block.tsx'

const slots = { ...testSlots, StockQuickSearch: QuickSearchBlock }

describe('the quick search as a content block', () => {
  it('renders the quick search for the block, posting the overview’s parameters', async () => {
    const html = await renderContent(
      <Blok
        blok={parsed({
          component: 'stock_quick_search',
          _uid: 'qs',
          variant: 'car_company',
          brand: 'renault',
          condition: 'used',
          vehicle_type: 'passenger',
          heading: 'Find en brugt Renault',
        })}
      />,
      { slots },
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
    const html = await renderContent(<Blok blok={parsed({ component: 'stock_quick_search', _uid: 'qs', variant: 'default' })} />, {
      blockData: { qs: { kind: 'stock-quick-search', options } },
      slots,
    })
    expect(html).toContain('Vis 57 biler')
    expect(html).toMatch(/El \(12\)/)
  })
})

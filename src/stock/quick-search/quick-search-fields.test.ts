import { describe, expect, it } from 'vitest'
import { quickSearchInputFromFields } from './quick-search-fields.ts'

describe('the quick search’s choices read from its fields', () => {
  it('reads what the GET form would send (hand-written table)', () => {
    const table: [Record<string, string>, Record<string, unknown>][] = [
      [{}, {}],
      [{ brand: '', model: '', q: '', fuel: '', priceMax: '' }, {}],
      [
        { brand: 'renault', fuel: 'electric' },
        { brand: 'renault', fuel: 'electric' },
      ],
      [
        { type: 'used', brand: 'dacia', model: 'sandero', q: 'automatgear' },
        { type: 'used', brand: 'dacia', model: 'sandero', q: 'automatgear' },
      ],
      [
        { priceMax: '200000', monthlyMax: '3500', acquisition: 'private_lease' },
        { priceMax: 200_000, monthlyMax: 3_500, acquisition: 'private_lease' },
      ],
      // Not what the block offers: left out, the rest kept.
      [{ brand: 'renault', fuel: 'steam', priceMax: '200.000', acquisition: 'cash' }, { brand: 'renault' }],
      [{ type: 'boat', monthlyMax: '-5' }, {}],
      // Fields the block does not have are not its choices.
      [{ brand: 'kia', page: '2', sort: 'price' }, { brand: 'kia' }],
    ]
    for (const [fields, expected] of table) {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      expect(quickSearchInputFromFields(form), JSON.stringify(fields)).toEqual(expected)
    }
  })
})

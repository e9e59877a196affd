import { describe, expect, it } from 'vitest'
import { quickSearchInputFromFields } from './quick-search-fields.ts'
import { fieldsDiffer, quickSearchFieldKeys } from './quick-search-choices.ts'
import { quickSearchInputSchema } from './quick-search-params.ts'

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

describe('whether the fields show other choices than the block’s state', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(fields)) data.set(key, value)
    return data
  }

  it('names the fields as the schema does', () => {
    expect([...quickSearchFieldKeys].sort()).toEqual(Object.keys(quickSearchInputSchema.shape).sort())
  })

  it('tells a choice made before the scripts ran from the state the page was rendered with (table)', () => {
    const table: [Record<string, string>, Record<string, string | number | undefined>, boolean][] = [
      [{}, {}, false],
      [{ brand: '', model: '', fuel: '', priceMax: '' }, {}, false],
      [{ type: 'used', brand: 'dacia' }, { type: 'used', brand: 'dacia' }, false],
      [{ type: 'used', brand: 'dacia', fuel: 'electric' }, { type: 'used', brand: 'dacia' }, true],
      [{ brand: 'renault' }, { brand: 'dacia' }, true],
      [{ priceMax: '200000' }, { priceMax: 200_000 }, false],
      [{ priceMax: '200000' }, {}, true],
      [{ q: 'automatgear' }, {}, true],
    ]
    for (const [fields, state, differ] of table) expect(fieldsDiffer(form(fields), state), JSON.stringify([fields, state])).toBe(differ)
  })
})

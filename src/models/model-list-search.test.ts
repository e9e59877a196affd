import { describe, expect, it } from 'vitest'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { filterModels, modelListOptions, modelListSearchSchema } from './model-list-search.ts'

const model = (slug: string, group: ModelSummary['group'], bodyStyles: ModelSummary['bodyStyles'], fuels: ModelSummary['fuels']) =>
  ({ slug, group, bodyStyles, fuels }) as ModelSummary

const models = [
  model('c-klasse', 'standard', ['saloon', 'estate'], ['mildhybrid', 'diesel']),
  model('glc', 'standard', ['suv'], ['pluginhybrid']),
  model('eqs', 'eq', ['saloon'], ['electric']),
  model('maybach-gls', 'maybach', ['suv'], ['mildhybrid']),
  model('maybach-eqs-suv', 'maybach', ['suv'], ['electric']),
]

describe('model list search parameters', () => {
  it('validates each parameter on its own and drops invalid ones', () => {
    expect(modelListSearchSchema.parse({ group: 'maybach', body: 'suv', fuel: 'electric' })).toEqual({ group: 'maybach', body: 'suv', fuel: 'electric' })
    expect(modelListSearchSchema.parse({ group: 'ukendt', body: 'suv', fuel: 42 })).toEqual({ group: undefined, body: 'suv', fuel: undefined })
    expect(modelListSearchSchema.parse({ group: ['eq', 'maybach'] })).toEqual({ group: 'maybach', body: undefined, fuel: undefined })
    expect(modelListSearchSchema.parse({})).toEqual({ group: undefined, body: undefined, fuel: undefined })
  })

  it('filters by group, body style and fuel', () => {
    expect(filterModels(models, { group: 'maybach' }).map((m) => m.slug)).toEqual(['maybach-gls', 'maybach-eqs-suv'])
    expect(filterModels(models, { body: 'suv', fuel: 'electric' }).map((m) => m.slug)).toEqual(['maybach-eqs-suv'])
    expect(filterModels(models, {})).toHaveLength(5)
  })

  it('offers only the groups, bodies and fuels that give results', () => {
    expect(modelListOptions(models, {})).toEqual({
      groups: ['standard', 'maybach', 'eq'],
      bodies: ['saloon', 'estate', 'suv'],
      fuels: ['diesel', 'electric', 'mildhybrid', 'pluginhybrid'],
    })
    expect(modelListOptions(models, { group: 'maybach' })).toMatchObject({ bodies: ['suv'], fuels: ['electric', 'mildhybrid'] })
    // A brand with one group gets no group tabs.
    expect(modelListOptions([models[0] as ModelSummary], {}).groups).toEqual([])
  })
})

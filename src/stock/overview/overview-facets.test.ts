import { describe, expect, it } from 'vitest'
import { facetCounts, facetValues, labelledFacetCounts } from './overview-facets.ts'

describe('labelledFacetCounts', () => {
  it('leaves out the labels of a facet the vocabulary names as the API does', () => {
    const fuel = [
      { value: 'petrol', label: 'Benzin', count: 71 },
      { value: 'electric', label: 'El', count: 132 },
    ]
    expect(labelledFacetCounts('fuel', fuel)).toEqual({ values: ['petrol', 'electric'], counts: [71, 132] })
    expect(facetValues('fuel', labelledFacetCounts('fuel', fuel))).toEqual(fuel)
  })

  it('sends the labels when the API names a value otherwise, or one the vocabulary does not know', () => {
    const renamed = [
      { value: 'saloon', label: 'Sedan', count: 4 },
      { value: 'suv', label: 'Sport utility vehicle', count: 9 },
    ]
    expect(labelledFacetCounts('bodyStyle', renamed).labels).toEqual(['Sedan', 'Sport utility vehicle'])
    expect(facetValues('bodyStyle', labelledFacetCounts('bodyStyle', renamed))).toEqual(renamed)
    const unknown = [{ value: 'hydrogen', label: 'Brint', count: 1 }]
    expect(facetValues('fuel', labelledFacetCounts('fuel', unknown))).toEqual(unknown)
    // A value named like an object's own property is no vocabulary entry.
    const odd = [{ value: 'toString', label: 'Anden', count: 1 }]
    expect(labelledFacetCounts('colour', odd).labels).toEqual(['Anden'])
  })

  it('always sends the labels of brands, models and locations (no vocabulary in the browser)', () => {
    const brands = [{ value: 'mercedes-benz', label: 'Mercedes-Benz', count: 179 }]
    expect(labelledFacetCounts('brand', brands)).toEqual({ values: ['mercedes-benz'], counts: [179], labels: ['Mercedes-Benz'] })
    expect(facetValues('location', { values: ['greve'], counts: [3] })).toEqual([{ value: 'greve', label: 'greve', count: 3 }])
  })

  it('keeps the facet’s order and counts', () => {
    expect(
      facetCounts([
        { value: '5', count: 330 },
        { value: '2', count: 18 },
      ]),
    ).toEqual({ values: ['5', '2'], counts: [330, 18] })
  })
})

import { describe, expect, it } from 'vitest'
import { m } from '../i18n/paraglide/messages.js'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { findManufacturer, manufacturerModelsHref, manufacturerOfBrand, resolveManufacturerTags, type Manufacturer } from './manufacturers.ts'
import { summariseManufacturer } from './brand.functions.ts'

describe('manufacturer tags', () => {
  it('resolves tag ids in order, trimmed and case-insensitive, without duplicates', () => {
    const resolved = resolveManufacturerTags([' Renault ', 'dacia', 'renault', '', 'mercedes-benz-vans'])
    expect(resolved.map((r) => [r.tagId, r.manufacturer?.name])).toEqual([
      ['renault', 'Renault'],
      ['dacia', 'Dacia'],
      ['mercedes-benz-vans', 'Mercedes-Benz Vans'],
    ])
  })

  it('keeps an unknown tag as an error with the catalogue text', () => {
    const [unknown] = resolveManufacturerTags(['volvo'])
    expect(unknown).toEqual({ tagId: 'volvo', manufacturer: null })
    expect(m.brands_manufacturer_not_found({ tagId: 'volvo' })).toBe('Ingen mærke producent fundet for tag-ID: volvo.')
    expect(m.brands_load_failed()).toBe('Indlæsning af producentoplysninger for mærket mislykkedes.')
  })

  it('links to the model list, with the group for a sub-brand', () => {
    expect(manufacturerModelsHref({ brand: 'renault' })).toBe('/renault/modeller')
    expect(manufacturerModelsHref({ brand: 'mercedes-benz', group: 'vans' })).toBe('/mercedes-benz/modeller?group=vans')
    expect(manufacturerOfBrand('mercedes-benz')?.tagId).toBe('mercedes-benz')
  })
})

describe('manufacturer summary', () => {
  const models = [
    { group: 'standard', fromPrice: 349_900, fromPriceExclVat: null, stockCount: 3 },
    { group: 'maybach', fromPrice: 2_699_900, fromPriceExclVat: null, stockCount: 1 },
    { group: 'vans', fromPrice: 399_000, fromPriceExclVat: 299_000, stockCount: 5 },
  ] as ModelSummary[]

  const manufacturer = (tagId: string): Manufacturer => {
    const found = findManufacturer(tagId)
    if (!found) throw new Error(`${tagId} is a manufacturer`)
    return found
  }

  it('counts the brand without the groups other manufacturers stand for', () => {
    const cars = summariseManufacturer('mercedes-benz', manufacturer('mercedes-benz'), models)
    expect(cars).toMatchObject({ modelCount: 2, fromPrice: 349_900, fromPriceExclVat: null, stockCount: 4 })
    expect(summariseManufacturer('mercedes-benz-vans', manufacturer('mercedes-benz-vans'), models)).toMatchObject({
      modelCount: 1,
      fromPrice: null,
      fromPriceExclVat: 299_000,
      stockCount: 5,
    })
  })
})

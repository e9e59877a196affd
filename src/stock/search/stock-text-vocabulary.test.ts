/**
 * Issue 29: makes, models, towns and postcodes in the stock search text become the filters the
 * form has for them. The vocabulary is written out here as the product API gives it (facet values
 * and labels, our locations); the expected filters are hand-written.
 */
import { describe, expect, it } from 'vitest'
import { readTextFilters } from './stock-text-query.ts'
import { readVocabularyWords, type StockTextVocabulary, type VocabularyFilters } from './stock-text-vocabulary.ts'

const vocabulary: StockTextVocabulary = {
  brands: [
    { value: 'mercedes-benz', label: 'Mercedes-Benz' },
    { value: 'renault', label: 'Renault' },
    { value: 'dacia', label: 'Dacia' },
    { value: 'volkswagen', label: 'Volkswagen' },
    { value: 'skoda', label: 'Škoda' },
    { value: 'citroen', label: 'Citroën' },
  ],
  models: [
    { value: 'a-klasse', label: 'A-Klasse' },
    { value: 'clio', label: 'Clio' },
    { value: 'renault-5', label: 'Renault 5 E-Tech electric' },
    { value: 'megane-e-tech', label: 'Megane E-Tech electric' },
    { value: 'eqe', label: 'EQE' },
    { value: 'eqe-suv', label: 'EQE SUV' },
    { value: 'id-4', label: 'ID.4' },
    { value: '208', label: '208' },
    { value: 'model-3', label: 'Model 3' },
    { value: 'model-y', label: 'Model Y' },
    { value: 'sprinter', label: 'Sprinter' },
    { value: 'sandero', label: 'Sandero' },
    { value: 'sandero-stepway', label: 'Sandero Stepway' },
  ],
  locations: [
    { slug: 'bilhuset-nord-greve', town: 'Greve', postcode: '2670' },
    { slug: 'bilhuset-nord-glostrup', town: 'Glostrup', postcode: '2600' },
    { slug: 'bilhuset-nord-aarhus', town: 'Aarhus', postcode: '8210' },
    { slug: 'bilhuset-nord-hjoerring', town: 'Hjørring', postcode: '9800' },
  ],
}

const table: [string, VocabularyFilters][] = [
  ['aarhus', { location: ['bilhuset-nord-aarhus'], rest: undefined }],
  ['Århus', { location: ['bilhuset-nord-aarhus'], rest: undefined }],
  ['8210', { location: ['bilhuset-nord-aarhus'], rest: undefined }],
  ['Greve', { location: ['bilhuset-nord-greve'], rest: undefined }],
  ['2670', { location: ['bilhuset-nord-greve'], rest: undefined }],
  ['hjorring', { location: ['bilhuset-nord-hjoerring'], rest: undefined }],
  ['Hjørring', { location: ['bilhuset-nord-hjoerring'], rest: undefined }],
  ['greve glostrup', { location: ['bilhuset-nord-glostrup', 'bilhuset-nord-greve'], rest: undefined }],
  ['renault', { brand: ['renault'], rest: undefined }],
  ['Mercedes-Benz', { brand: ['mercedes-benz'], rest: undefined }],
  ['mercedes', { brand: ['mercedes-benz'], rest: undefined }],
  ['mercedes benz', { brand: ['mercedes-benz'], rest: undefined }],
  ['vw', { brand: ['volkswagen'], rest: undefined }],
  ['skoda', { brand: ['skoda'], rest: undefined }],
  ['Citroen', { brand: ['citroen'], rest: undefined }],
  ['clio', { model: ['clio'], rest: undefined }],
  ['Renault Clio', { brand: ['renault'], model: ['clio'], rest: undefined }],
  ['renault 5', { model: ['renault-5'], rest: undefined }],
  ['a-klasse', { model: ['a-klasse'], rest: undefined }],
  ['A klasse', { model: ['a-klasse'], rest: undefined }],
  ['megane', { model: ['megane-e-tech'], rest: undefined }],
  ['EQE SUV', { model: ['eqe-suv'], rest: undefined }],
  ['eqe', { model: ['eqe'], rest: undefined }],
  ['id.4', { model: ['id-4'], rest: undefined }],
  ['ID 4', { model: ['id-4'], rest: undefined }],
  ['208', { model: ['208'], rest: undefined }],
  ['model 3', { model: ['model-3'], rest: undefined }],
  ['sandero stepway', { model: ['sandero-stepway'], rest: undefined }],
  ['sandero', { model: ['sandero'], rest: undefined }],
  ['Sprinter 2670', { model: ['sprinter'], location: ['bilhuset-nord-greve'], rest: undefined }],
  ['Dacia Sandero Aarhus', { brand: ['dacia'], model: ['sandero'], location: ['bilhuset-nord-aarhus'], rest: undefined }],
  // Words that are no make, model, town or postcode of ours stay free text.
  ['Elegance hvid', { rest: 'Elegance hvid' }],
  ['clio hvid', { model: ['clio'], rest: 'hvid' }],
  ['Køge', { rest: 'Køge' }],
  ['2650', { rest: '2650' }],
  ['5', { rest: '5' }],
  ['model', { rest: 'model' }],
  ['300e 4MATIC', { rest: '300e 4MATIC' }],
]

describe('makes, models, towns and postcodes in the stock search text', () => {
  for (const [text, expected] of table) {
    it(`"${text}"`, () => {
      expect(readVocabularyWords(text, vocabulary)).toEqual(expected)
    })
  }

  it('together with the gearbox and fuel words: "automatisk diesel aarhus" is three filters and no text', () => {
    const first = readTextFilters('automatisk diesel aarhus', [10, 25, 50, 100])
    expect(first).toEqual({ transmission: 'automatic', fuel: ['diesel'], rest: 'aarhus' })
    expect(readVocabularyWords(first.rest ?? '', vocabulary)).toEqual({ location: ['bilhuset-nord-aarhus'], rest: undefined })
  })
})

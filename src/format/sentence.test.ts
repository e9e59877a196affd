import { describe, expect, it } from 'vitest'
import { capitaliseSentence, tidySentenceEnds } from './sentence.ts'

describe('tidySentenceEnds', () => {
  // Hand-checked Danish: a sentence ending in "kr." takes no second full stop.
  it.each([
    ['Heraf leveringsomkostninger 4.995 kr..', 'Heraf leveringsomkostninger 4.995 kr.'],
    ['Samlede betalinger inkl. udbetaling og restværdi: 312.480 kr..', 'Samlede betalinger inkl. udbetaling og restværdi: 312.480 kr.'],
    [
      'Typisk mellem 95.000 kr. og 110.000 kr.. Vurderingen gælder til 7. december 2026.',
      'Typisk mellem 95.000 kr. og 110.000 kr. Vurderingen gælder til 7. december 2026.',
    ],
    ['Ydelse 2.554 kr./md..', 'Ydelse 2.554 kr./md.'],
  ])('%s', (input, expected) => {
    expect(tidySentenceEnds(input)).toBe(expected)
  })

  it.each(['Der gik noget galt...', 'Vurderingen gælder til 7. december 2026.', 'Kontantpris 249.900 kr. hos Bilhuset Nord Greve.', 'Mindst 2.'])(
    'leaves %s as it is',
    (text) => {
      expect(tidySentenceEnds(text)).toBe(text)
    },
  )
})

describe('capitaliseSentence', () => {
  it('opens a sentence with a capital letter, Danish letters included', () => {
    expect(capitaliseSentence('forsikring, service og grøn ejerafgift er inkluderet i den månedlige pris.')).toBe(
      'Forsikring, service og grøn ejerafgift er inkluderet i den månedlige pris.',
    )
    expect(capitaliseSentence('ødelagt')).toBe('Ødelagt')
    expect(capitaliseSentence('Allerede stort')).toBe('Allerede stort')
    expect(capitaliseSentence('')).toBe('')
  })
})

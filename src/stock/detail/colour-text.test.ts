import { describe, expect, it } from 'vitest'
import { colourText } from './colour-text.ts'

// Hand-written: what a Danish reader should see for a manufacturer's colour name and its group.
const table: [name: string, group: Parameters<typeof colourText>[0]['group'], shown: string][] = [
  ['Hvid', 'white', 'Hvid'],
  ['Polarhvid', 'white', 'Polarhvid'],
  ['Kosmosgrå metal', 'grey', 'Kosmosgrå metal'],
  ['GRAFITGRÅ', 'grey', 'GRAFITGRÅ'],
  ['Mountain Grey metal', 'grey', 'Mountain Grey metal (Grå)'],
  ['Obsidiansort', 'black', 'Obsidiansort'],
  ['Deep Crystal Blue', 'blue', 'Deep Crystal Blue (Blå)'],
  ['Flammerød', 'red', 'Flammerød'],
  ['Jupiter Red', 'red', 'Jupiter Red (Rød)'],
]

describe('a vehicle colour as the visitor reads it', () => {
  it.each(table)('%s (%s) → %s', (name, group, shown) => {
    expect(colourText({ name, group, hex: '#ffffff' })).toBe(shown)
  })
})

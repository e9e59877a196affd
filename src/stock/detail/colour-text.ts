/**
 * A vehicle's colour as the visitor reads it: the manufacturer's name, with
 * the colour group in brackets only when the name does not already say it
 * ("Mountain Grey metal (Grå)", but "Polarhvid" and "Kosmosgrå metal", never
 * "Hvid (Hvid)").
 */
import { colourGroupLabels } from '#src/product-api/contract/vocabulary.ts'
import type { Vehicle } from '#src/product-api/contract/vehicle.ts'

export function colourText(colour: Vehicle['exteriorColour']): string {
  const group = colourGroupLabels[colour.group]
  return colour.name.toLocaleLowerCase('da').includes(group.toLocaleLowerCase('da')) ? colour.name : `${colour.name} (${group})`
}

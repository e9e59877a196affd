/**
 * Paint and upholstery colours per make, with Danish names as the importers use them.
 */
import type { Colour } from '#src/product-api/contract/vehicle.ts'
import type { InteriorMaterial } from '#src/product-api/contract/vocabulary.ts'
import { allModels } from './catalogue.ts'

const c = (name: string, hex: string, group: Colour['group']): Colour => ({ name, hex, group })

export const exteriorColours: Record<string, Colour[]> = {
  'mercedes-benz': [
    c('Obsidiansort metallic', '#1d1f22', 'black'),
    c('Polarhvid', '#eef0ef', 'white'),
    c('MANUFAKTUR Opalithvid bright', '#f4f3ee', 'white'),
    c('Hightech-sølv metallic', '#a9adb0', 'silver'),
    c('Graphitgrå metallic', '#55595d', 'grey'),
    c('Selenitgrå metallic', '#6c6f70', 'grey'),
    c('Spektralblå metallic', '#23344f', 'blue'),
    c('MANUFAKTUR Patagonienrød metallic', '#6e1519', 'red'),
    c('Sodalithblå metallic', '#2a3a5c', 'blue'),
  ],
  renault: [
    c('Diamantsort', '#18191b', 'black'),
    c('Perlemorshvid', '#ecebe6', 'white'),
    c('Skifergrå', '#5b6066', 'grey'),
    c('Flammerød', '#a3161f', 'red'),
    c('Iron Blue', '#2e4a69', 'blue'),
    c('Rafale-blå', '#1f3550', 'blue'),
    c('Pop Yellow', '#e9c01e', 'yellow'),
    c('Schiste-grå', '#70777c', 'grey'),
  ],
  dacia: [
    c('Perlesort', '#1c1c1e', 'black'),
    c('Gletsjerhvid', '#f1f1ee', 'white'),
    c('Kometgrå', '#6e7377', 'grey'),
    c('Dusty Khaki', '#6f6b53', 'green'),
    c('Sandstorm-beige', '#b8a98a', 'beige'),
    c('Arizona-orange', '#c8631f', 'orange'),
    c('Shale Grey', '#8b8f90', 'grey'),
  ],
  other: [
    c('Sort metallic', '#1e1f21', 'black'),
    c('Hvid', '#efefec', 'white'),
    c('Sølv metallic', '#a7abae', 'silver'),
    c('Mørkegrå metallic', '#4f5357', 'grey'),
    c('Mørkeblå metallic', '#243450', 'blue'),
    c('Rød', '#a11b22', 'red'),
    c('Grøn metallic', '#2f4b3a', 'green'),
    c('Brun metallic', '#5a4030', 'brown'),
  ],
}

export const interiorColours: Colour[] = [
  c('Sort', '#202022', 'black'),
  c('Antracit', '#3a3b3d', 'grey'),
  c('Macchiatobeige', '#c9b79a', 'beige'),
  c('Sienabrun', '#7a4a2f', 'brown'),
  c('Neva-grå', '#8a8b8c', 'grey'),
]

export const interiorMaterialByTier: Record<'base' | 'mid' | 'premium' | 'commercial', InteriorMaterial[]> = {
  base: ['cloth', 'cloth', 'microfibre'],
  mid: ['cloth', 'artificial_leather', 'microfibre'],
  premium: ['artificial_leather', 'leather', 'leather_alcantara'],
  commercial: ['vinyl', 'cloth'],
}

/** Models shown in a colour of their own on model cards and pages (the importer's launch colour, by name). */
const modelColourNames: Record<string, string> = {
  'mercedes-benz/g-klasse': 'Obsidiansort metallic',
  'mercedes-benz/s-klasse': 'Obsidiansort metallic',
  'mercedes-benz/maybach-s-klasse': 'Obsidiansort metallic',
  'mercedes-benz/maybach-gls': 'Obsidiansort metallic',
  'mercedes-benz/sl': 'MANUFAKTUR Patagonienrød metallic',
  'mercedes-benz/amg-gt': 'Selenitgrå metallic',
  'mercedes-benz/amg': 'Graphitgrå metallic',
  'mercedes-benz/cla-eq': 'Spektralblå metallic',
  'mercedes-benz/glc': 'Hightech-sølv metallic',
  'renault/renault-5': 'Pop Yellow',
  'renault/renault-4': 'Iron Blue',
  'renault/clio': 'Flammerød',
  'renault/rafale': 'Rafale-blå',
  'dacia/duster': 'Dusty Khaki',
  'dacia/bigster': 'Sandstorm-beige',
  'dacia/spring': 'Arizona-orange',
}

/**
 * The colour a model is shown in when no vehicle gives one (model cards, model
 * pages, lease offers): its own colour from the table above, white for vans,
 * otherwise one of the make's colours by the model's place in the catalogue,
 * so a make's models do not all look the same.
 */
export function modelColour(model: { brand: string; slug: string; type: string }): Colour {
  const palette = exteriorColours[model.brand] ?? exteriorColours.other ?? []
  const named = palette.find((c) => c.name === modelColourNames[`${model.brand}/${model.slug}`])
  if (named) return named
  const white = palette.find((c) => c.group === 'white')
  if ((model.type === 'van' || model.type === 'truck') && white) return white
  // Five colours on from one model to the next in the catalogue (palettes of 7 to 9 colours): neighbours differ.
  const index = Math.max(0, allModels.filter((m) => m.brand === model.brand).findIndex((m) => m.slug === model.slug))
  return palette[(index * 5 + 1) % palette.length] as Colour
}

/**
 * Paint and upholstery colours per make, with Danish names as the importers use them.
 */
import type { Colour } from '#src/product-api/contract/vehicle.ts'
import type { InteriorMaterial } from '#src/product-api/contract/vocabulary.ts'

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
    c('Skiferrgrå', '#5b6066', 'grey'),
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

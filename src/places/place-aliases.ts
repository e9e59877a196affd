/**
 * Places the GeoNames towns (danish-towns.gen.ts) lack or name otherwise:
 * districts and small towns a visitor may search for, with their postcode and
 * the coordinates of their centre (entered by hand, rounded to about 100 m),
 * and other names of GeoNames towns. Server only.
 */
export interface PlaceAlias {
  /** The name as shown, e.g. "Hundige". */
  name: string
  /** Their postcode (postcodes.ts), shown with the name. */
  postcode: number
  /** Coordinates of the district's centre; omitted for another name of a GeoNames town (`town`). */
  lat?: number
  lng?: number
  /** Another name of this GeoNames town: its coordinates. */
  town?: string
}

export const placeAliases: readonly PlaceAlias[] = [
  // Around Greve and Køge (issue 17: "Hundige" found nothing).
  { name: 'Hundige', postcode: 2670, lat: 55.6003, lng: 12.3328 },
  { name: 'Greve Strand', postcode: 2670, lat: 55.5834, lng: 12.3 },
  { name: 'Mosede', postcode: 2670, lat: 55.5669, lng: 12.2836 },
  { name: 'Tune', postcode: 4030, town: 'Tune' },
  { name: 'Karlslunde', postcode: 2690, lat: 55.5667, lng: 12.2333 },
  { name: 'Solrød', postcode: 2680, town: 'Solrød' },
  { name: 'Jersie', postcode: 2680, lat: 55.5122, lng: 12.2008 },
  { name: 'Herfølge', postcode: 4681, lat: 55.4167, lng: 12.15 },
  { name: 'Ejby', postcode: 4623, town: 'Ejby@20' },
  { name: 'Ølby', postcode: 4600, lat: 55.4764, lng: 12.1611 },
  { name: 'Ishøj Strand', postcode: 2635, lat: 55.6083, lng: 12.3667 },
  // Copenhagen: the districts of the København postcodes.
  { name: 'København', postcode: 1550, town: 'Copenhagen' },
  { name: 'Kbh', postcode: 1550, town: 'Copenhagen' },
  { name: 'Østerbro', postcode: 2100, lat: 55.7071, lng: 12.5778 },
  { name: 'Nørrebro', postcode: 2200, lat: 55.6944, lng: 12.5489 },
  { name: 'Amager', postcode: 2300, town: 'Sundby' },
  { name: 'Bispebjerg', postcode: 2400, lat: 55.7128, lng: 12.5367 },
  { name: 'Sydhavnen', postcode: 2450, lat: 55.6497, lng: 12.5378 },
  { name: 'Vesterbro', postcode: 1620, lat: 55.6686, lng: 12.5469 },
  { name: 'Ørestad', postcode: 2300, lat: 55.6297, lng: 12.5792 },
  { name: 'Gentofte', postcode: 2820, lat: 55.7494, lng: 12.5472 },
  { name: 'Hellerup', postcode: 2900, lat: 55.7314, lng: 12.5706 },
  { name: 'Bagsværd', postcode: 2880, lat: 55.7614, lng: 12.4542 },
  { name: 'Nærum', postcode: 2850, lat: 55.8167, lng: 12.5333 },
  { name: 'Klampenborg', postcode: 2930, lat: 55.7694, lng: 12.5917 },
  { name: 'Vedbæk', postcode: 2950, lat: 55.8542, lng: 12.5631 },
  { name: 'Rungsted Kyst', postcode: 2960, lat: 55.8844, lng: 12.5453 },
  { name: 'Brønshøj', postcode: 2700, lat: 55.7058, lng: 12.4994 },
  { name: 'Skovlunde', postcode: 2740, lat: 55.7208, lng: 12.4014 },
  { name: 'Snekkersten', postcode: 3070, lat: 56.0, lng: 12.5833 },
  // Other spellings of GeoNames towns.
  { name: 'Aarhus', postcode: 8000, town: 'Århus' },
  { name: 'Aabybro', postcode: 9440, town: 'Åbybro' },
  { name: 'Aakirkeby', postcode: 3720, town: 'Åkirkeby' },
  { name: 'Aarup', postcode: 5560, town: 'Årup' },
  { name: 'Skærbæk', postcode: 6780, town: 'Skaerbaek' },
  { name: 'Lyngby', postcode: 2800, town: 'Kongens Lyngby' },
  { name: 'Nykøbing F', postcode: 4800, town: 'Nykøbing Falster' },
  { name: 'Nykøbing Sj', postcode: 4500, town: 'Nykøbing Sjælland' },
  { name: 'Hvalsø', postcode: 4330, town: 'Kirke Hvalsø' },
]

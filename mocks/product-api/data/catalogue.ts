/**
 * The model catalogue of the mock data set: the group's brands (Mercedes-Benz
 * cars and vans, Renault, Dacia) with their models and variants, and the other
 * makes that appear as used cars. Prices are plausible Danish list prices for
 * 2026 in whole kroner: passenger cars incl. moms, registreringsafgift and
 * leveringsomkostninger; vans excl. moms (as vans are advertised).
 */
import type { ModelGroup } from '#src/product-api/contract/vocabulary.ts'
import type { BodyStyle, DriveType, Fuel, Transmission, VanBody, VehicleType } from '#src/product-api/contract/vocabulary.ts'

export type SizeClass = 'mini' | 'small' | 'compact' | 'mid' | 'large' | 'luxury' | 'sport' | 'van-small' | 'van-mid' | 'van-large'

export interface VariantSpec {
  name: string
  fuel: Fuel
  hp: number
  transmission: Transmission
  drive: DriveType
  /** New price: passenger cars incl. moms and levering; vans and trucks excl. moms. */
  price: number
  /** Combined (or, for plug-in hybrids, weighted) WLTP fuel consumption, km/l. */
  kmPerL?: number
  /** WLTP electric consumption, Wh/km. */
  whPerKm?: number
  rangeKm?: number
  batteryKwh?: number
  vanBody?: VanBody
  type?: VehicleType
  seats?: number
  /** A plug-in hybrid with a diesel engine (its CO₂ per litre is diesel's). */
  dieselEngine?: boolean
  /** The variant's own body style, when the model has several and the name does not say it. */
  bodyStyle?: BodyStyle
}

export interface ModelSpec {
  brand: string
  slug: string
  name: string
  /** Title before the variant; default "{brand name} {model name}" (the model name alone when it starts with the make). */
  titlePrefix?: string
  group: ModelGroup
  type: VehicleType
  bodyStyles: BodyStyle[]
  size: SizeClass
  /** First production year (used cars are not older). */
  since: number
  /** Relative share in stock. */
  popularity: number
  variants: VariantSpec[]
  description?: string
  highlights?: string[]
}

export const brandNames: Record<string, string> = {
  'mercedes-benz': 'Mercedes-Benz',
  renault: 'Renault',
  dacia: 'Dacia',
  volkswagen: 'Volkswagen',
  toyota: 'Toyota',
  skoda: 'Škoda',
  audi: 'Audi',
  bmw: 'BMW',
  volvo: 'Volvo',
  peugeot: 'Peugeot',
  kia: 'Kia',
  hyundai: 'Hyundai',
  ford: 'Ford',
  tesla: 'Tesla',
  nissan: 'Nissan',
  citroen: 'Citroën',
  opel: 'Opel',
  cupra: 'Cupra',
  polestar: 'Polestar',
}

const A: Transmission = 'automatic'
const M: Transmission = 'manual'

function v(
  name: string,
  fuel: Fuel,
  hp: number,
  transmission: Transmission,
  drive: DriveType,
  price: number,
  extra: Omit<VariantSpec, 'name' | 'fuel' | 'hp' | 'transmission' | 'drive' | 'price'> = {},
): VariantSpec {
  return { name, fuel, hp, transmission, drive, price, ...extra }
}

const ev = (whPerKm: number, rangeKm: number, batteryKwh: number) => ({ whPerKm, rangeKm, batteryKwh })
const phev = (kmPerL: number, whPerKm: number, rangeKm: number, batteryKwh: number) => ({ kmPerL, whPerKm, rangeKm, batteryKwh })

// ---------------------------------------------------------------------------
// Mercedes-Benz passenger cars
// ---------------------------------------------------------------------------

const mercedesCars: ModelSpec[] = [
  {
    brand: 'mercedes-benz', slug: 'a-klasse', name: 'A-Klasse', group: 'standard', type: 'passenger',
    bodyStyles: ['hatchback', 'saloon'], size: 'compact', since: 2018, popularity: 8,
    variants: [
      v('A 180', 'mildhybrid', 136, A, 'front', 349_900, { kmPerL: 17.2 }),
      v('A 250 e', 'pluginhybrid', 218, A, 'front', 389_900, phev(83.3, 165, 72, 15.6)),
      v('AMG A 35 4MATIC', 'mildhybrid', 306, A, 'four', 569_900, { kmPerL: 12.3 }),
    ],
    description: 'Den kompakte Mercedes-Benz med MBUX-infotainment, komfortabel kabine og økonomiske motorer – som hatchback eller sedan.',
    highlights: ['MBUX med "Hey Mercedes"-stemmestyring', 'Plugin-hybrid med op til 72 km elektrisk rækkevidde', 'LED High Performance-forlygter som standard'],
  },
  {
    brand: 'mercedes-benz', slug: 'cla-eq', name: 'CLA med EQ-teknologi', group: 'eq', type: 'passenger',
    bodyStyles: ['saloon'], size: 'compact', since: 2025, popularity: 7,
    variants: [
      v('250+', 'electric', 272, A, 'rear', 379_900, ev(122, 792, 85)),
      v('350 4MATIC', 'electric', 354, A, 'four', 429_900, ev(129, 771, 85)),
    ],
    description: 'Den nye elektriske CLA med op til 792 km rækkevidde (WLTP), 800-volts-teknologi og lynladning med op til 320 kW.',
    highlights: ['Op til 792 km rækkevidde (WLTP)', 'Lader 325 km på 10 minutter', 'MB.OS med AI-assistent'],
  },
  {
    brand: 'mercedes-benz', slug: 'cla-shooting-brake-eq', name: 'CLA Shooting Brake med EQ-teknologi', group: 'eq', type: 'passenger',
    bodyStyles: ['estate'], size: 'compact', since: 2025, popularity: 4,
    variants: [v('250+', 'electric', 272, A, 'rear', 389_900, ev(126, 761, 85))],
    description: 'Elektrisk stationcar med coupé-linjer, 455 liters bagagerum og samme effektive drivlinje som CLA.',
    highlights: ['Op til 761 km rækkevidde (WLTP)', 'Panoramaglastag som standard', 'Anhængertræk op til 1.800 kg'],
  },
  {
    brand: 'mercedes-benz', slug: 'c-klasse', name: 'C-Klasse', group: 'standard', type: 'passenger',
    bodyStyles: ['saloon', 'estate'], size: 'mid', since: 2021, popularity: 9,
    variants: [
      v('C 200', 'mildhybrid', 204, A, 'rear', 499_900, { kmPerL: 15.6 }),
      v('C 220 d', 'diesel', 197, A, 'rear', 529_900, { kmPerL: 20.4 }),
      v('C 300 e', 'pluginhybrid', 313, A, 'rear', 539_900, phev(125, 190, 111, 25.4)),
    ],
    description: 'Mellemklassens reference: sedan eller stationcar med plugin-hybrid, der kører over 100 km på strøm.',
    highlights: ['Op til 111 km elektrisk rækkevidde', 'Digitalt cockpit med 11,9" skærm', 'Stationcar med op til 1.510 liter bagagerum'],
  },
  {
    brand: 'mercedes-benz', slug: 'e-klasse', name: 'E-Klasse', group: 'standard', type: 'passenger',
    bodyStyles: ['saloon', 'estate'], size: 'large', since: 2023, popularity: 6,
    variants: [
      v('E 220 d', 'diesel', 197, A, 'rear', 789_900, { kmPerL: 19.6 }),
      v('E 300 e', 'pluginhybrid', 313, A, 'rear', 749_900, phev(111, 205, 112, 25.4)),
      v('E 400 e 4MATIC', 'pluginhybrid', 381, A, 'four', 899_900, phev(100, 215, 98, 25.4)),
    ],
    description: 'Business-klassen med MBUX Superscreen, stor komfort på lange ture og plugin-hybrid med over 100 km rækkevidde.',
    highlights: ['MBUX Superscreen med passagerskærm', 'Airmatic luftaffjedring (tilvalg)', 'Op til 112 km elektrisk rækkevidde'],
  },
  {
    brand: 'mercedes-benz', slug: 's-klasse', name: 'S-Klasse', group: 'standard', type: 'passenger',
    bodyStyles: ['saloon'], size: 'luxury', since: 2021, popularity: 2,
    variants: [
      v('S 450 e', 'pluginhybrid', 367, A, 'rear', 1_649_900, phev(100, 230, 105, 28.6)),
      v('S 580 e 4MATIC', 'pluginhybrid', 510, A, 'four', 2_099_900, phev(91, 240, 96, 28.6)),
    ],
    description: 'Flagskibet med bagsædekomfort i særklasse, baghjulsstyring og den nyeste førerassistance.',
    highlights: ['Baghjulsstyring op til 10°', 'Executive-bagsæder med massage', 'Digital Light med projektion'],
  },
  {
    brand: 'mercedes-benz', slug: 'cle', name: 'CLE', group: 'standard', type: 'passenger',
    bodyStyles: ['coupe', 'convertible'], size: 'mid', since: 2023, popularity: 3,
    variants: [
      v('200 Coupé', 'mildhybrid', 204, A, 'rear', 629_900, { kmPerL: 15.2 }),
      v('300 4MATIC Cabriolet', 'mildhybrid', 258, A, 'four', 799_900, { kmPerL: 13.5 }),
    ],
    description: 'Elegant coupé og cabriolet med plads til fire og sportslig køreglæde.',
    highlights: ['Airscarf nakkevarme i cabrioletten', 'Fire fulde pladser', 'Mildhybrid med 48 V'],
  },
  {
    brand: 'mercedes-benz', slug: 'gla', name: 'GLA', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'compact', since: 2020, popularity: 6,
    variants: [
      v('GLA 200', 'mildhybrid', 163, A, 'front', 419_900, { kmPerL: 16.1 }),
      v('GLA 250 e', 'pluginhybrid', 218, A, 'front', 429_900, phev(76.9, 176, 70, 15.6)),
    ],
    description: 'Kompakt SUV med høj siddestilling og god plads – også som plugin-hybrid.',
    highlights: ['Høj siddestilling', 'Op til 70 km på strøm', 'Bakkamera som standard'],
  },
  {
    brand: 'mercedes-benz', slug: 'glb', name: 'GLB', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'mid', since: 2020, popularity: 4,
    variants: [
      v('GLB 200', 'mildhybrid', 163, A, 'front', 469_900, { kmPerL: 15.4 }),
      v('GLB 220 d 4MATIC', 'diesel', 190, A, 'four', 549_900, { kmPerL: 17.9 }, ),
    ],
    description: 'Rummelig SUV med mulighed for 7 sæder og firehjulstræk.',
    highlights: ['Mulighed for 7 sæder', '4MATIC firehjulstræk', 'Anhængertræk op til 2.000 kg'],
  },
  {
    brand: 'mercedes-benz', slug: 'glc', name: 'GLC', group: 'standard', type: 'passenger',
    bodyStyles: ['suv', 'coupe'], size: 'mid', since: 2022, popularity: 10,
    variants: [
      v('300e 4MATIC', 'pluginhybrid', 313, A, 'four', 679_900, phev(100, 210, 118, 31.2)),
      v('220 d 4MATIC', 'diesel', 197, A, 'four', 719_900, { kmPerL: 17.5 }),
      v('400e 4MATIC', 'pluginhybrid', 381, A, 'four', 749_900, phev(95.2, 215, 113, 31.2)),
      v('400 4MATIC med EQ-teknologi', 'electric', 489, A, 'four', 559_900, ev(145, 713, 94)),
    ],
    description: 'Danmarks foretrukne premium-SUV – som plugin-hybrid med over 100 km rækkevidde eller helt elektrisk.',
    highlights: ['Op til 118 km elektrisk rækkevidde', 'Anhængertræk op til 2.500 kg', 'Transparent motorhjelm med 360°-kamera'],
  },
  {
    brand: 'mercedes-benz', slug: 'gle', name: 'GLE', group: 'standard', type: 'passenger',
    bodyStyles: ['suv', 'coupe'], size: 'large', since: 2019, popularity: 4,
    variants: [
      v('350 de 4MATIC', 'pluginhybrid', 333, A, 'four', 1_049_900, { ...phev(90.9, 250, 106, 31.2), dieselEngine: true }),
      v('400 e 4MATIC', 'pluginhybrid', 381, A, 'four', 1_099_900, phev(83.3, 265, 99, 31.2)),
    ],
    description: 'Stor SUV med plads til familien, 3.500 kg trækevne og plugin-hybrid med diesel eller benzin.',
    highlights: ['Trækker op til 3.500 kg', 'Op til 106 km på strøm', 'E-Active Body Control (tilvalg)'],
  },
  {
    brand: 'mercedes-benz', slug: 'gls', name: 'GLS', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'luxury', since: 2019, popularity: 1,
    variants: [v('450 d 4MATIC', 'diesel', 367, A, 'four', 1_699_900, { kmPerL: 12.8, seats: 7 })],
    description: 'Syv fulde sæder og luksus på alle rækker.',
    highlights: ['7 fulde sæder', 'Airmatic luftaffjedring', 'Burmester 3D-surroundlyd'],
  },
  {
    brand: 'mercedes-benz', slug: 'g-klasse', name: 'G-Klasse', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'luxury', since: 2018, popularity: 1,
    variants: [
      v('G 450 d', 'diesel', 367, A, 'four', 2_399_900, { kmPerL: 10.1 }),
      v('G 580 med EQ-teknologi', 'electric', 587, A, 'four', 1_699_900, ev(303, 473, 116)),
    ],
    description: 'Ikonet siden 1979 – nu også elektrisk med fire elmotorer og G-Turn.',
    highlights: ['Tre differentialespærrer', 'G-Turn: drejer på stedet (elektrisk)', 'Vadedybde op til 850 mm'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqa', name: 'EQA', group: 'eq', type: 'passenger',
    bodyStyles: ['suv'], size: 'compact', since: 2021, popularity: 5,
    variants: [v('250+', 'electric', 190, A, 'front', 369_900, ev(158, 560, 70.5))],
    description: 'Kompakt elektrisk SUV med op til 560 km rækkevidde.',
    highlights: ['Op til 560 km rækkevidde', 'Varmepumpe som standard', 'Navigation med ladeplanlægning'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqb', name: 'EQB', group: 'eq', type: 'passenger',
    bodyStyles: ['suv'], size: 'mid', since: 2021, popularity: 4,
    variants: [v('250+', 'electric', 190, A, 'front', 399_900, ev(165, 535, 70.5), )],
    description: 'Elektrisk familie-SUV med mulighed for 7 sæder.',
    highlights: ['Mulighed for 7 sæder', 'Op til 535 km rækkevidde', 'Stort bagagerum'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqe', name: 'EQE', group: 'eq', type: 'passenger',
    bodyStyles: ['saloon'], size: 'large', since: 2022, popularity: 2,
    variants: [v('350+', 'electric', 292, A, 'rear', 599_900, ev(158, 654, 96))],
    description: 'Elektrisk business-sedan med lavt støjniveau og lang rækkevidde.',
    highlights: ['Op til 654 km rækkevidde', 'MBUX Hyperscreen (tilvalg)', 'Baghjulsstyring (tilvalg)'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqe-suv', name: 'EQE SUV', group: 'eq', type: 'passenger',
    bodyStyles: ['suv'], size: 'large', since: 2023, popularity: 2,
    variants: [v('350 4MATIC', 'electric', 292, A, 'four', 699_900, ev(201, 547, 96))],
    description: 'Elektrisk SUV med firehjulstræk og plads til fem.',
    highlights: ['4MATIC firehjulstræk', 'Op til 547 km rækkevidde', 'Airmatic luftaffjedring'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqs', name: 'EQS', group: 'eq', type: 'passenger',
    bodyStyles: ['saloon'], size: 'luxury', since: 2021, popularity: 1,
    variants: [v('450+', 'electric', 360, A, 'rear', 999_900, ev(161, 822, 118))],
    description: 'Den elektriske luksussedan med op til 822 km rækkevidde.',
    highlights: ['Op til 822 km rækkevidde', 'MBUX Hyperscreen', 'Aerodynamik med cW 0,20'],
  },
  {
    brand: 'mercedes-benz', slug: 'eqs-suv', name: 'EQS SUV', group: 'eq', type: 'passenger',
    bodyStyles: ['suv'], size: 'luxury', since: 2022, popularity: 1,
    variants: [v('450 4MATIC', 'electric', 360, A, 'four', 1_099_900, ev(215, 615, 118))],
    description: 'Elektrisk luksus-SUV med op til 7 sæder.',
    highlights: ['Op til 7 sæder', 'Op til 615 km rækkevidde', 'Baghjulsstyring op til 10°'],
  },
  {
    brand: 'mercedes-benz', slug: 'amg', name: 'AMG', titlePrefix: 'Mercedes-AMG', group: 'amg', type: 'passenger',
    bodyStyles: ['saloon', 'suv', 'coupe'], size: 'sport', since: 2023, popularity: 2,
    variants: [
      v('C 63 S E PERFORMANCE', 'pluginhybrid', 680, A, 'four', 1_499_900, { ...phev(58.8, 240, 13, 6.1), bodyStyle: 'saloon' }),
      v('GLC 43 4MATIC', 'mildhybrid', 421, A, 'four', 1_199_900, { kmPerL: 10.2, bodyStyle: 'suv' }),
      v('CLE 53 4MATIC+ Coupé', 'mildhybrid', 449, A, 'four', 1_249_900, { kmPerL: 10.0 }),
    ],
    description: 'Mercedes-AMG: håndbyggede motorer og motorsportsteknologi i hverdagsbiler.',
    highlights: ['AMG Performance 4MATIC+', 'AMG RIDE CONTROL-undervogn', '"One man, one engine"'],
  },
  {
    brand: 'mercedes-benz', slug: 'amg-gt', name: 'AMG GT', titlePrefix: 'Mercedes-AMG GT', group: 'amg', type: 'passenger',
    bodyStyles: ['coupe'], size: 'sport', since: 2024, popularity: 1,
    variants: [
      v('43 Coupé', 'mildhybrid', 421, A, 'rear', 1_799_900, { kmPerL: 9.8 }),
      v('63 4MATIC+ Coupé', 'petrol', 585, A, 'four', 2_899_900, { kmPerL: 7.6 }),
    ],
    description: 'Sportsvognen med 2+2 sæder, aktiv aerodynamik og baghjulsstyring.',
    highlights: ['0-100 km/t på 3,2 sek. (63)', 'Aktiv aerodynamik', '2+2 sæder'],
  },
  {
    brand: 'mercedes-benz', slug: 'sl', name: 'SL', titlePrefix: 'Mercedes-AMG SL', group: 'amg', type: 'passenger',
    bodyStyles: ['convertible'], size: 'sport', since: 2022, popularity: 1,
    variants: [v('43', 'petrol', 381, A, 'rear', 1_599_900, { kmPerL: 9.5 })],
    description: 'Roadsteren med kalechetag og 2+2 sæder.',
    highlights: ['Elektrisk kaleche på 15 sek.', 'AMG-udviklet', '2+2 sæder'],
  },
  {
    brand: 'mercedes-benz', slug: 'maybach-s-klasse', name: 'Maybach S-Klasse', titlePrefix: 'Mercedes-Maybach S-Klasse', group: 'maybach', type: 'passenger',
    bodyStyles: ['saloon'], size: 'luxury', since: 2021, popularity: 1,
    variants: [v('S 580 4MATIC', 'mildhybrid', 503, A, 'four', 4_299_900, { kmPerL: 8.1 })],
    description: 'Den ultimative luksus: 18 cm længere akselafstand og Executive-bagsæder.',
    highlights: ['Executive-bagsæder med lægfod', 'Maybach-tofarvelak', 'Chauffeur-pakke'],
  },
  {
    brand: 'mercedes-benz', slug: 'maybach-gls', name: 'Maybach GLS', titlePrefix: 'Mercedes-Maybach GLS', group: 'maybach', type: 'passenger',
    bodyStyles: ['suv'], size: 'luxury', since: 2021, popularity: 1,
    variants: [v('600 4MATIC', 'mildhybrid', 557, A, 'four', 4_499_900, { kmPerL: 7.5 })],
    description: 'Luksus-SUV med fire eller fem sæder og champagnekøler.',
    highlights: ['Champagnekøler mellem bagsæderne', 'E-Active Body Control', 'Maybach-fælge 23"'],
  },
  {
    brand: 'mercedes-benz', slug: 'maybach-eqs-suv', name: 'Maybach EQS SUV', titlePrefix: 'Mercedes-Maybach EQS SUV', group: 'maybach', type: 'passenger',
    bodyStyles: ['suv'], size: 'luxury', since: 2023, popularity: 1,
    variants: [v('680', 'electric', 658, A, 'four', 2_699_900, ev(240, 600, 118))],
    description: 'Maybachs første elbil: stille, stærk og ekstremt veludstyret.',
    highlights: ['658 hk elektrisk', 'Op til 600 km rækkevidde', 'Executive-bagsæder'],
  },
  {
    brand: 'mercedes-benz', slug: 'maybach-sl', name: 'Maybach SL', titlePrefix: 'Mercedes-Maybach SL', group: 'maybach', type: 'passenger',
    bodyStyles: ['convertible'], size: 'luxury', since: 2025, popularity: 1,
    variants: [v('680 Monogram Series', 'petrol', 585, A, 'four', 4_099_900, { kmPerL: 7.2, seats: 2 })],
    description: 'Open-top luksus med Maybach-detaljer og V8-biturbo.',
    highlights: ['V8-biturbo med 585 hk', 'Maybach Monogram-motorhjelm', 'Nappalæder i særklasse'],
  },
]

// ---------------------------------------------------------------------------
// Mercedes-Benz vans (Mercedes-Benz Vans)
// ---------------------------------------------------------------------------

const mercedesVans: ModelSpec[] = [
  {
    brand: 'mercedes-benz', slug: 'sprinter', name: 'Sprinter', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-large', since: 2018, popularity: 9,
    variants: [
      v('317 CDI Kassevogn L2H2', 'diesel', 170, A, 'rear', 389_900, { kmPerL: 10.4, vanBody: 'panel_van', seats: 3 }),
      v('319 CDI Kassevogn L3H2', 'diesel', 190, A, 'rear', 429_900, { kmPerL: 10.0, vanBody: 'panel_van', seats: 3 }),
      v('317 CDI Mandskabsvogn L2H2', 'diesel', 170, A, 'rear', 439_900, { kmPerL: 10.2, vanBody: 'crew_cab', seats: 6 }),
      v('517 CDI Chassis med lad', 'diesel', 170, A, 'rear', 459_900, { kmPerL: 9.1, vanBody: 'chassis_cab', seats: 3, type: 'truck' }),
    ],
    description: 'Den store varebil med op til 17 m³ lastrum, 5,5 tons totalvægt og automatgear som standard.',
    highlights: ['Op til 17 m³ lastrum', 'Anhængertræk op til 3.500 kg', 'MBUX med navigation'],
  },
  {
    brand: 'mercedes-benz', slug: 'esprinter', name: 'eSprinter', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-large', since: 2024, popularity: 3,
    variants: [v('Kassevogn L3H2 113 kWh', 'electric', 204, A, 'rear', 499_900, { ...ev(320, 478, 113), vanBody: 'panel_van', seats: 3 })],
    description: 'Elektrisk Sprinter med op til 478 km rækkevidde og 14 m³ lastrum.',
    highlights: ['Op til 478 km rækkevidde', 'DC-lynladning 115 kW', 'Nyttelast op til 1.600 kg'],
  },
  {
    brand: 'mercedes-benz', slug: 'vito', name: 'Vito', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-mid', since: 2020, popularity: 6,
    variants: [
      v('116 CDI Kassevogn Lang', 'diesel', 163, A, 'rear', 319_900, { kmPerL: 14.3, vanBody: 'panel_van', seats: 3 }),
      v('119 CDI 4x4 Mandskabsvogn', 'diesel', 190, A, 'four', 389_900, { kmPerL: 12.8, vanBody: 'crew_cab', seats: 6 }),
      v('Tourer 116 CDI', 'diesel', 163, A, 'rear', 379_900, { kmPerL: 13.9, vanBody: 'minibus', seats: 9 }),
    ],
    description: 'Den mellemstore varebil med baghjulstræk, høj trækevne og mulighed for 4x4.',
    highlights: ['Baghjulstræk eller 4x4', 'Anhængertræk op til 2.500 kg', 'Op til 9 personer som Tourer'],
  },
  {
    brand: 'mercedes-benz', slug: 'evito', name: 'eVito', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-mid', since: 2021, popularity: 2,
    variants: [v('Kassevogn Lang 90 kWh', 'electric', 116, A, 'front', 389_900, { ...ev(262, 314, 90), vanBody: 'panel_van', seats: 3 })],
    description: 'Elektrisk varebil til byen med op til 314 km rækkevidde.',
    highlights: ['Op til 314 km rækkevidde', 'Lastrum 6,6 m³', 'Støjsvag levering i byen'],
  },
  {
    brand: 'mercedes-benz', slug: 'citan', name: 'Citan', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-small', since: 2022, popularity: 4,
    variants: [
      v('110 CDI Kassevogn', 'diesel', 95, M, 'front', 219_900, { kmPerL: 19.2, vanBody: 'panel_van', seats: 2 }),
      v('113 Kassevogn', 'petrol', 131, M, 'front', 229_900, { kmPerL: 15.4, vanBody: 'panel_van', seats: 2 }),
    ],
    description: 'Den kompakte varebil med skydedøre i begge sider og plads til to europaller.',
    highlights: ['To skydedøre', 'Plads til 2 europaller', 'Nyttelast op til 750 kg'],
  },
  {
    brand: 'mercedes-benz', slug: 'ecitan', name: 'eCitan', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-small', since: 2022, popularity: 2,
    variants: [v('Kassevogn 45 kWh', 'electric', 122, A, 'front', 259_900, { ...ev(193, 285, 45), vanBody: 'panel_van', seats: 2 })],
    description: 'Elektrisk bybil til erhverv med op til 285 km rækkevidde.',
    highlights: ['Op til 285 km rækkevidde', 'DC-ladning 80 kW', 'To skydedøre'],
  },
  {
    brand: 'mercedes-benz', slug: 't-klasse', name: 'T-Klasse', group: 'vans', type: 'passenger',
    bodyStyles: ['mpv'], size: 'compact', since: 2022, popularity: 3,
    variants: [
      v('T 180 Progressive', 'petrol', 131, A, 'front', 339_900, { kmPerL: 15.9 }),
      v('EQT 200', 'electric', 122, A, 'front', 359_900, ev(192, 282, 45)),
    ],
    description: 'Den rummelige familiebil med skydedøre og stort bagagerum – også elektrisk som EQT.',
    highlights: ['Skydedøre i begge sider', 'Op til 2.127 liter bagagerum', 'Isofix på alle bagsæder'],
  },
  {
    brand: 'mercedes-benz', slug: 'v-klasse', name: 'V-Klasse', group: 'vans', type: 'passenger',
    bodyStyles: ['mpv'], size: 'large', since: 2019, popularity: 2,
    variants: [v('V 300 d Avantgarde', 'diesel', 237, A, 'rear', 899_900, { kmPerL: 13.0, seats: 7 })],
    description: 'Premium-MPV med op til 8 sæder og loungekomfort.',
    highlights: ['Op til 8 sæder', 'Elektriske skydedøre', 'Burmester-lydanlæg (tilvalg)'],
  },
]

// ---------------------------------------------------------------------------
// Renault
// ---------------------------------------------------------------------------

const renault: ModelSpec[] = [
  {
    brand: 'renault', slug: 'clio', name: 'Clio', group: 'standard', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'small', since: 2019, popularity: 9,
    variants: [
      v('Techno TCe 90', 'petrol', 91, M, 'front', 229_990, { kmPerL: 18.5 }),
      v('Esprit Alpine E-Tech full hybrid 145', 'hybrid', 145, A, 'front', 279_990, { kmPerL: 23.8 }),
    ],
    description: 'Europas mest solgte småbil – nu med fuld hybrid, der kører op til 80 % af bykørslen på strøm.',
    highlights: ['Fuld hybrid med 23,8 km/l', '9,3" multimedieskærm med Google', 'Fem stjerner i Euro NCAP'],
  },
  {
    brand: 'renault', slug: 'captur', name: 'Captur', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'small', since: 2020, popularity: 7,
    variants: [
      v('Techno TCe 90', 'petrol', 91, M, 'front', 259_990, { kmPerL: 17.5 }),
      v('Esprit Alpine E-Tech full hybrid 145', 'hybrid', 145, A, 'front', 319_990, { kmPerL: 21.7 }),
    ],
    description: 'Kompakt crossover med skydebagsæde og fuld hybrid.',
    highlights: ['Skydebagsæde (16 cm)', 'Fuld hybrid', 'Google built-in'],
  },
  {
    brand: 'renault', slug: 'symbioz', name: 'Symbioz', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'compact', since: 2024, popularity: 4,
    variants: [v('Techno E-Tech full hybrid 145', 'hybrid', 145, A, 'front', 309_990, { kmPerL: 21.3 })],
    description: 'Familie-SUV med plads og fuld hybrid til en fornuftig pris.',
    highlights: ['Bagagerum op til 624 liter', 'Fuld hybrid', 'Panoramatag (Solarbay, tilvalg)'],
  },
  {
    brand: 'renault', slug: 'austral', name: 'Austral', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'mid', since: 2022, popularity: 5,
    variants: [
      v('Techno E-Tech full hybrid 200', 'hybrid', 200, A, 'front', 389_990, { kmPerL: 21.3 }),
      v('Esprit Alpine E-Tech full hybrid 200', 'hybrid', 200, A, 'front', 429_990, { kmPerL: 20.8 }),
    ],
    description: 'Mellemstor SUV med 4Control-firehjulsstyring og effektiv fuld hybrid.',
    highlights: ['4Control-firehjulsstyring', 'openR-skærm på 12"+12"', 'Fuld hybrid med 200 hk'],
  },
  {
    brand: 'renault', slug: 'espace', name: 'Espace', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'large', since: 2023, popularity: 2,
    variants: [v('Esprit Alpine E-Tech full hybrid 200', 'hybrid', 200, A, 'front', 499_990, { kmPerL: 20.4, seats: 7 })],
    description: 'Syvpersoners SUV med fuld hybrid og lavt forbrug.',
    highlights: ['7 sæder', 'Fuld hybrid', 'Bagagerum op til 2.054 liter'],
  },
  {
    brand: 'renault', slug: 'rafale', name: 'Rafale', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'large', since: 2024, popularity: 2,
    variants: [v('Esprit Alpine E-Tech 4x4 300 hk', 'pluginhybrid', 300, A, 'four', 579_990, phev(71.4, 180, 105, 22))],
    description: 'Coupé-SUV i topklassen med plugin-hybrid, firehjulstræk og 300 hk.',
    highlights: ['300 hk og firehjulstræk', 'Op til 105 km på strøm', '4Control Advanced'],
  },
  {
    brand: 'renault', slug: 'renault-5', name: 'Renault 5 E-Tech electric', group: 'e-tech', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'small', since: 2024, popularity: 7,
    variants: [
      v('Evolution 40 kWh', 'electric', 120, A, 'front', 209_990, ev(146, 312, 40)),
      v('Techno 52 kWh', 'electric', 150, A, 'front', 249_990, ev(150, 410, 52)),
    ],
    description: 'Ikonet er tilbage – helt elektrisk, med op til 410 km rækkevidde.',
    highlights: ['Op til 410 km rækkevidde', 'Vehicle-to-load', 'Varmepumpe'],
  },
  {
    brand: 'renault', slug: 'renault-4', name: 'Renault 4 E-Tech electric', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'small', since: 2025, popularity: 4,
    variants: [v('Techno 52 kWh', 'electric', 150, A, 'front', 259_990, ev(155, 409, 52))],
    description: 'Elektrisk crossover med stort bagagerum og retro-charme.',
    highlights: ['Op til 409 km rækkevidde', 'Bagagerum på 420 liter', 'Lærredstag (tilvalg)'],
  },
  {
    brand: 'renault', slug: 'megane-e-tech', name: 'Megane E-Tech electric', group: 'e-tech', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'compact', since: 2022, popularity: 3,
    variants: [v('EV60 Techno', 'electric', 220, A, 'front', 319_990, ev(155, 450, 60))],
    description: 'Kompakt elbil med Google built-in og 450 km rækkevidde.',
    highlights: ['Op til 450 km rækkevidde', 'Google built-in', 'Varmepumpe'],
  },
  {
    brand: 'renault', slug: 'scenic-e-tech', name: 'Scenic E-Tech electric', group: 'e-tech', type: 'passenger',
    bodyStyles: ['suv'], size: 'mid', since: 2024, popularity: 4,
    variants: [v('Esprit Alpine 87 kWh', 'electric', 220, A, 'front', 369_990, ev(167, 610, 87))],
    description: 'Årets Bil i Europa 2024: elektrisk familiebil med op til 610 km rækkevidde.',
    highlights: ['Op til 610 km rækkevidde', 'Solarbay-panoramatag', 'Plads til familien'],
  },
  {
    brand: 'renault', slug: 'kangoo-van', name: 'Kangoo Van', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-small', since: 2021, popularity: 4,
    variants: [
      v('Blue dCi 95 L1', 'diesel', 95, M, 'front', 189_990, { kmPerL: 18.9, vanBody: 'panel_van', seats: 2 }),
      v('E-Tech electric 45 kWh', 'electric', 122, A, 'front', 239_990, { ...ev(195, 285, 45), vanBody: 'panel_van', seats: 2 }),
    ],
    description: 'Kompakt varebil med Easy Side Access uden B-stolpe.',
    highlights: ['Easy Side Access', 'Op til 3,9 m³', 'Også elektrisk'],
  },
  {
    brand: 'renault', slug: 'trafic', name: 'Trafic', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-mid', since: 2021, popularity: 4,
    variants: [
      v('Van Blue dCi 150 L2H1', 'diesel', 150, A, 'front', 299_990, { kmPerL: 14.1, vanBody: 'panel_van', seats: 3 }),
      v('Passenger Blue dCi 150', 'diesel', 150, A, 'front', 359_990, { kmPerL: 13.5, vanBody: 'minibus', seats: 9 }),
    ],
    description: 'Den alsidige varebil med op til 8,9 m³ lastrum.',
    highlights: ['Op til 8,9 m³', 'Mobilkontor i kabinen', '9 personer som Passenger'],
  },
  {
    brand: 'renault', slug: 'master', name: 'Master', group: 'vans', type: 'van',
    bodyStyles: [], size: 'van-large', since: 2024, popularity: 3,
    variants: [
      v('Van Blue dCi 150 L3H2', 'diesel', 150, M, 'front', 339_990, { kmPerL: 11.6, vanBody: 'panel_van', seats: 3 }),
      v('E-Tech electric 87 kWh L3H2', 'electric', 141, A, 'front', 449_990, { ...ev(260, 460, 87), vanBody: 'panel_van', seats: 3 }),
    ],
    description: 'Den nye Master med aerodynamisk design, lavt forbrug og elektrisk version med 460 km rækkevidde.',
    highlights: ['Op til 460 km rækkevidde (E-Tech)', 'Op til 22 m³', 'Anhængertræk op til 3.000 kg'],
  },
]

// ---------------------------------------------------------------------------
// Dacia
// ---------------------------------------------------------------------------

const dacia: ModelSpec[] = [
  {
    brand: 'dacia', slug: 'sandero', name: 'Sandero', group: 'standard', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'small', since: 2021, popularity: 6,
    variants: [
      v('Essential SCe 65', 'petrol', 65, M, 'front', 139_990, { kmPerL: 17.2 }),
      v('Expression TCe 100', 'petrol', 100, M, 'front', 159_990, { kmPerL: 18.2 }),
    ],
    description: 'Danmarks billigste nye bil med plads til fem og alt det nødvendige.',
    highlights: ['Fra 139.990 kr.', 'Media Control med smartphone-holder', '3 års garanti'],
  },
  {
    brand: 'dacia', slug: 'sandero-stepway', name: 'Sandero Stepway', group: 'standard', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'small', since: 2021, popularity: 6,
    variants: [
      v('Expression TCe 110', 'petrol', 110, M, 'front', 174_990, { kmPerL: 18.0 }),
      v('Extreme TCe 110 CVT', 'petrol', 110, A, 'front', 199_990, { kmPerL: 16.9 }),
    ],
    description: 'Crossover-udgaven af Sandero med højere frihøjde og modulær tagræling.',
    highlights: ['Modulær tagræling', 'Høj frihøjde', 'Automatgear (CVT) som tilvalg'],
  },
  {
    brand: 'dacia', slug: 'jogger', name: 'Jogger', group: 'standard', type: 'passenger',
    bodyStyles: ['estate'], size: 'compact', since: 2022, popularity: 4,
    variants: [
      v('Expression TCe 110 7 sæder', 'petrol', 110, M, 'front', 219_990, { kmPerL: 17.2, seats: 7 }),
      v('Extreme Hybrid 155', 'hybrid', 155, A, 'front', 274_990, { kmPerL: 20.4, seats: 7 }),
    ],
    description: 'Syv sæder til prisen af en småbil – også som hybrid.',
    highlights: ['7 sæder', 'Hybrid 155 hk', 'Bagagerum op til 1.819 liter'],
  },
  {
    brand: 'dacia', slug: 'duster', name: 'Duster', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'compact', since: 2024, popularity: 6,
    variants: [
      v('Journey Hybrid 140', 'hybrid', 140, A, 'front', 269_990, { kmPerL: 20.0 }),
      v('Extreme TCe 130 4x4', 'mildhybrid', 130, M, 'four', 279_990, { kmPerL: 16.7 }),
    ],
    description: 'Den robuste SUV med ægte firehjulstræk eller hybrid.',
    highlights: ['4x4 med Terrain Control', 'YouClip-system', 'Hybrid 140 hk'],
  },
  {
    brand: 'dacia', slug: 'bigster', name: 'Bigster', group: 'standard', type: 'passenger',
    bodyStyles: ['suv'], size: 'mid', since: 2025, popularity: 4,
    variants: [
      v('Journey Hybrid 155', 'hybrid', 155, A, 'front', 319_990, { kmPerL: 20.0 }),
      v('Extreme TCe 140 4x4', 'mildhybrid', 140, M, 'four', 319_990, { kmPerL: 16.1 }),
    ],
    description: 'Dacias største SUV med plads til familien og bagagerum på 667 liter.',
    highlights: ['Bagagerum 667 liter', '4x4 eller hybrid', 'Sleep Pack (tilbehør)'],
  },
  {
    brand: 'dacia', slug: 'spring', name: 'Spring', group: 'standard', type: 'passenger',
    bodyStyles: ['hatchback'], size: 'mini', since: 2024, popularity: 3,
    variants: [v('Extreme Electric 65', 'electric', 65, A, 'front', 159_990, ev(128, 225, 26.8))],
    description: 'Den mest prisvenlige elbil i Danmark – perfekt til byen.',
    highlights: ['Op til 225 km rækkevidde', 'Vehicle-to-load', 'Fra 159.990 kr.'],
  },
]

// ---------------------------------------------------------------------------
// Other makes (used cars only)
// ---------------------------------------------------------------------------

function used(brand: string, slug: string, name: string, bodyStyles: BodyStyle[], size: SizeClass, since: number, popularity: number, variants: VariantSpec[], type: VehicleType = 'passenger'): ModelSpec {
  return { brand, slug, name, group: 'standard', type, bodyStyles, size, since, popularity, variants }
}

const otherMakes: ModelSpec[] = [
  used('volkswagen', 'golf', 'Golf', ['hatchback', 'estate'], 'compact', 2017, 6, [v('1.5 eTSI Life DSG', 'mildhybrid', 150, A, 'front', 329_900, { kmPerL: 17.5 }), v('1.0 TSI Comfortline', 'petrol', 110, M, 'front', 269_900, { kmPerL: 18.9 })]),
  used('volkswagen', 'id-4', 'ID.4', ['suv'], 'mid', 2021, 5, [v('Pro Performance', 'electric', 286, A, 'rear', 399_900, ev(172, 550, 77))]),
  used('volkswagen', 't-roc', 'T-Roc', ['suv'], 'compact', 2018, 4, [v('1.0 TSI Life', 'petrol', 110, M, 'front', 289_900, { kmPerL: 17.0 })]),
  used('volkswagen', 'passat', 'Passat Variant', ['estate'], 'mid', 2017, 3, [v('1.5 eTSI Business DSG', 'mildhybrid', 150, A, 'front', 479_900, { kmPerL: 17.2 })]),
  used('volkswagen', 'transporter', 'Transporter', [], 'van-mid', 2017, 2, [v('2.0 TDI Kassevogn', 'diesel', 150, M, 'front', 299_900, { kmPerL: 13.9, vanBody: 'panel_van', seats: 3 })], 'van'),
  used('toyota', 'yaris', 'Yaris', ['hatchback'], 'small', 2020, 4, [v('1.5 Hybrid Active', 'hybrid', 116, A, 'front', 219_900, { kmPerL: 26.3 })]),
  used('toyota', 'corolla', 'Corolla Touring Sports', ['estate'], 'compact', 2019, 4, [v('1.8 Hybrid Active', 'hybrid', 140, A, 'front', 319_900, { kmPerL: 22.7 })]),
  used('toyota', 'rav4', 'RAV4', ['suv'], 'mid', 2019, 3, [v('2.5 Plug-in Hybrid AWD-i', 'pluginhybrid', 306, A, 'four', 569_900, phev(100, 160, 75, 18.1))]),
  used('toyota', 'c-hr', 'C-HR', ['suv'], 'compact', 2018, 3, [v('1.8 Hybrid Style', 'hybrid', 140, A, 'front', 329_900, { kmPerL: 20.4 })]),
  used('skoda', 'octavia', 'Octavia Combi', ['estate'], 'compact', 2017, 5, [v('1.5 eTSI Style DSG', 'mildhybrid', 150, A, 'front', 389_900, { kmPerL: 18.2 }), v('2.0 TDI Ambition DSG', 'diesel', 150, A, 'front', 379_900, { kmPerL: 21.7 })]),
  used('skoda', 'enyaq', 'Enyaq', ['suv'], 'mid', 2021, 5, [v('85', 'electric', 286, A, 'rear', 399_900, ev(165, 580, 77))]),
  used('skoda', 'fabia', 'Fabia', ['hatchback'], 'small', 2019, 3, [v('1.0 TSI Ambition', 'petrol', 95, M, 'front', 209_900, { kmPerL: 19.6 })]),
  used('skoda', 'kodiaq', 'Kodiaq', ['suv'], 'large', 2018, 2, [v('2.0 TDI 4x4 Style DSG', 'diesel', 193, A, 'four', 599_900, { kmPerL: 16.4, seats: 7 })]),
  used('audi', 'a3', 'A3 Sportback', ['hatchback'], 'compact', 2018, 3, [v('35 TFSI S tronic', 'mildhybrid', 150, A, 'front', 349_900, { kmPerL: 17.9 })]),
  used('audi', 'a4', 'A4 Avant', ['estate'], 'mid', 2017, 2, [v('40 TDI quattro S tronic', 'diesel', 204, A, 'four', 559_900, { kmPerL: 18.5 })]),
  used('audi', 'q4-e-tron', 'Q4 e-tron', ['suv'], 'mid', 2021, 3, [v('45 e-tron', 'electric', 286, A, 'rear', 449_900, ev(170, 520, 77))]),
  used('bmw', '3-serie', '3-serie Touring', ['estate'], 'mid', 2019, 3, [v('320e', 'pluginhybrid', 204, A, 'rear', 499_900, phev(62.5, 175, 60, 12))]),
  used('bmw', 'x1', 'X1', ['suv'], 'compact', 2019, 3, [v('sDrive18i', 'petrol', 136, A, 'front', 389_900, { kmPerL: 16.1 })]),
  used('bmw', 'i4', 'i4', ['saloon'], 'mid', 2022, 2, [v('eDrive40', 'electric', 340, A, 'rear', 499_900, ev(160, 590, 81))]),
  used('volvo', 'xc40', 'XC40', ['suv'], 'compact', 2018, 4, [v('B3 Plus', 'mildhybrid', 163, A, 'front', 419_900, { kmPerL: 14.9 })]),
  used('volvo', 'xc60', 'XC60', ['suv'], 'mid', 2018, 3, [v('T6 Recharge AWD Plus', 'pluginhybrid', 350, A, 'four', 699_900, phev(83.3, 215, 81, 18.8))]),
  used('volvo', 'v60', 'V60', ['estate'], 'mid', 2018, 2, [v('B4 Core', 'mildhybrid', 197, A, 'front', 479_900, { kmPerL: 15.2 })]),
  used('volvo', 'ex30', 'EX30', ['suv'], 'small', 2024, 3, [v('Single Motor Extended Range', 'electric', 272, A, 'rear', 279_900, ev(165, 476, 69))]),
  used('peugeot', '208', '208', ['hatchback'], 'small', 2019, 4, [v('1.2 PureTech 100 Active', 'petrol', 100, M, 'front', 219_900, { kmPerL: 18.5 })]),
  used('peugeot', '3008', '3008', ['suv'], 'mid', 2017, 3, [v('1.2 Hybrid 136 Allure e-DCS6', 'mildhybrid', 136, A, 'front', 359_900, { kmPerL: 19.6 })]),
  used('kia', 'niro', 'Niro EV', ['suv'], 'compact', 2019, 3, [v('64 kWh Advance', 'electric', 204, A, 'front', 319_900, ev(162, 460, 64))]),
  used('kia', 'ev6', 'EV6', ['suv'], 'mid', 2021, 2, [v('77 kWh GT-Line AWD', 'electric', 325, A, 'four', 449_900, ev(180, 506, 77))]),
  used('kia', 'ceed', 'Ceed SW', ['estate'], 'compact', 2018, 2, [v('1.5 T-GDI Prestige', 'petrol', 160, M, 'front', 299_900, { kmPerL: 16.4 })]),
  used('hyundai', 'kona', 'Kona Electric', ['suv'], 'compact', 2019, 3, [v('65 kWh Advanced', 'electric', 218, A, 'front', 329_900, ev(156, 514, 65))]),
  used('hyundai', 'i30', 'i30 Wagon', ['estate'], 'compact', 2017, 2, [v('1.5 T-GDi mHEV Essential', 'mildhybrid', 140, M, 'front', 279_900, { kmPerL: 17.2 })]),
  used('hyundai', 'ioniq-5', 'IONIQ 5', ['suv'], 'mid', 2021, 3, [v('84 kWh Ultimate AWD', 'electric', 325, A, 'four', 459_900, ev(185, 570, 84))]),
  used('ford', 'focus', 'Focus', ['hatchback', 'estate'], 'compact', 2018, 3, [v('1.0 EcoBoost mHEV Titanium', 'mildhybrid', 125, M, 'front', 289_900, { kmPerL: 18.5 })]),
  used('ford', 'kuga', 'Kuga', ['suv'], 'mid', 2020, 3, [v('2.5 PHEV ST-Line X', 'pluginhybrid', 243, A, 'front', 429_900, phev(71.4, 165, 68, 14.4))]),
  used('ford', 'transit-custom', 'Transit Custom', [], 'van-mid', 2018, 2, [v('2.0 EcoBlue 136 Trend L2', 'diesel', 136, M, 'front', 309_900, { kmPerL: 14.7, vanBody: 'panel_van', seats: 3 })], 'van'),
  used('tesla', 'model-3', 'Model 3', ['saloon'], 'mid', 2019, 5, [v('Long Range AWD', 'electric', 498, A, 'four', 369_900, ev(138, 629, 79))]),
  used('tesla', 'model-y', 'Model Y', ['suv'], 'mid', 2021, 6, [v('Long Range AWD', 'electric', 514, A, 'four', 389_900, ev(160, 586, 79))]),
  used('nissan', 'qashqai', 'Qashqai', ['suv'], 'compact', 2018, 3, [v('1.3 DIG-T mHEV N-Connecta', 'mildhybrid', 158, A, 'front', 339_900, { kmPerL: 16.1 })]),
  used('nissan', 'leaf', 'Leaf', ['hatchback'], 'compact', 2018, 2, [v('40 kWh Acenta', 'electric', 150, A, 'front', 239_900, ev(171, 270, 40))]),
  used('citroen', 'c3', 'C3', ['hatchback'], 'small', 2017, 2, [v('1.2 PureTech 83 Max', 'petrol', 83, M, 'front', 199_900, { kmPerL: 18.2 })]),
  used('opel', 'corsa', 'Corsa', ['hatchback'], 'small', 2020, 2, [v('1.2 Turbo 100 Elegance', 'petrol', 100, M, 'front', 229_900, { kmPerL: 18.5 })]),
  used('cupra', 'born', 'Born', ['hatchback'], 'compact', 2022, 2, [v('58 kWh', 'electric', 231, A, 'rear', 319_900, ev(155, 424, 58))]),
  used('polestar', 'polestar-2', 'Polestar 2', ['saloon'], 'mid', 2021, 2, [v('Long Range Single Motor', 'electric', 299, A, 'rear', 389_900, ev(148, 654, 82))]),
]

export const ownBrandModels: readonly ModelSpec[] = [...mercedesCars, ...mercedesVans, ...renault, ...dacia]
export const otherMakeModels: readonly ModelSpec[] = otherMakes
export const allModels: readonly ModelSpec[] = [...ownBrandModels, ...otherMakes]

/**
 * The make and model as a title starts: "Mercedes-Benz GLC". Model names that
 * already carry the make ("Renault 5 E-Tech electric", "Polestar 2") are not
 * prefixed again.
 */
export function modelTitlePrefix(model: ModelSpec): string {
  if (model.titlePrefix) return model.titlePrefix
  const brandName = brandNames[model.brand] ?? model.brand
  const name = model.name.toLowerCase()
  const make = brandName.toLowerCase()
  return name === make || name.startsWith(`${make} `) ? model.name : `${brandName} ${model.name}`
}

/**
 * A vehicle's title: the model's prefix and the variant, without saying the
 * model twice ("Mercedes-Benz GLA 250 e", not "Mercedes-Benz GLA GLA 250 e").
 */
export function vehicleTitle(model: ModelSpec, variantName: string): string {
  const prefix = modelTitlePrefix(model)
  const name = model.name.toLowerCase()
  if (variantName.toLowerCase().startsWith(`${name} `) && prefix.toLowerCase().endsWith(` ${name}`)) {
    return `${prefix.slice(0, -(name.length + 1))} ${variantName}`
  }
  return `${prefix} ${variantName}`
}

/**
 * The body style a vehicle of this variant has. `picked` is the generator's
 * random choice among the model's body styles (kept, so the data set's random
 * sequence does not move); it stands unless it contradicts the variant: a
 * variant that names its body ("Coupé", "Cabriolet") has that body, one with
 * its own `bodyStyle` has that, and a coupé or convertible is never picked
 * for a variant that does not say so (a GLC 400 is an SUV, not a two-door coupé).
 */
export function variantBodyStyle(model: ModelSpec, variant: VariantSpec, picked: BodyStyle): BodyStyle {
  if (variant.bodyStyle) return variant.bodyStyle
  // Not /\bcoupé\b/: \b is ASCII-only, and no word boundary follows the final "é".
  if (/(^|\s)coupé($|\s)/i.test(variant.name) && model.bodyStyles.includes('coupe')) return 'coupe'
  if (/\bcabriolet\b/i.test(variant.name) && model.bodyStyles.includes('convertible')) return 'convertible'
  const namesBody = (b: BodyStyle) => b === 'coupe' || b === 'convertible'
  if (!namesBody(picked)) return picked
  return model.bodyStyles.find((b) => !namesBody(b)) ?? picked
}

/** Whether prices of the model are quoted excl. moms (vans, trucks). */
export function isCommercial(model: ModelSpec, variant: VariantSpec): boolean {
  const type = variant.type ?? model.type
  return type === 'van' || type === 'truck'
}

// ---------------------------------------------------------------------------
// Production years (hand-checked)
// ---------------------------------------------------------------------------

/**
 * The years each variant, as the catalogue describes it (engine, power,
 * battery, trim name and fuel), was built: `[brand, model, variant, from, to]`,
 * `to` null while it is still built. Hand-checked against the makers' launch
 * and facelift dates (issue 30), not derived from `since`: a trim name or a
 * battery that came with a facelift starts the variant there, even when the
 * model is older (the A 180 is a mild hybrid from the 2023 facelift, the
 * IONIQ 5 has 84 kWh from the 2024 facelift, "Esprit Alpine" replaced Renault's
 * RS Line in 2024). The generator builds no vehicle outside its variant's
 * years (a used car of a variant first built this year is not made: it is new),
 * and data-set.test.ts checks every vehicle at 400 and 10,000 against this table.
 */
export const productionYears: readonly (readonly [brand: string, model: string, variant: string, from: number, to: number | null])[] = [
  // Mercedes-Benz (A-Klasse W177, facelift 2023 with 48 V mild hybrids)
  ['mercedes-benz', 'a-klasse', 'A 180', 2023, null],
  ['mercedes-benz', 'a-klasse', 'A 250 e', 2020, null],
  ['mercedes-benz', 'a-klasse', 'AMG A 35 4MATIC', 2023, null],
  ['mercedes-benz', 'cla-eq', '250+', 2025, null],
  ['mercedes-benz', 'cla-eq', '350 4MATIC', 2025, null],
  ['mercedes-benz', 'cla-shooting-brake-eq', '250+', 2026, null],
  ['mercedes-benz', 'c-klasse', 'C 200', 2021, null],
  ['mercedes-benz', 'c-klasse', 'C 220 d', 2021, null],
  ['mercedes-benz', 'c-klasse', 'C 300 e', 2022, null],
  ['mercedes-benz', 'e-klasse', 'E 220 d', 2023, null],
  ['mercedes-benz', 'e-klasse', 'E 300 e', 2023, null],
  ['mercedes-benz', 'e-klasse', 'E 400 e 4MATIC', 2024, null],
  ['mercedes-benz', 's-klasse', 'S 450 e', 2023, null],
  ['mercedes-benz', 's-klasse', 'S 580 e 4MATIC', 2022, null],
  ['mercedes-benz', 'cle', '200 Coupé', 2023, null],
  ['mercedes-benz', 'cle', '300 4MATIC Cabriolet', 2024, null],
  // GLA and GLB: mild hybrids from the 2023 facelift
  ['mercedes-benz', 'gla', 'GLA 200', 2023, null],
  ['mercedes-benz', 'gla', 'GLA 250 e', 2020, null],
  ['mercedes-benz', 'glb', 'GLB 200', 2023, null],
  ['mercedes-benz', 'glb', 'GLB 220 d 4MATIC', 2020, null],
  // GLC X254 (2022); plug-in hybrids 2023; the electric GLC launched 2026
  ['mercedes-benz', 'glc', '300e 4MATIC', 2023, null],
  ['mercedes-benz', 'glc', '220 d 4MATIC', 2022, null],
  ['mercedes-benz', 'glc', '400e 4MATIC', 2023, null],
  ['mercedes-benz', 'glc', '400 4MATIC med EQ-teknologi', 2026, null],
  // GLE and GLS: these engines and powers from the 2023 facelift
  ['mercedes-benz', 'gle', '350 de 4MATIC', 2023, null],
  ['mercedes-benz', 'gle', '400 e 4MATIC', 2023, null],
  ['mercedes-benz', 'gls', '450 d 4MATIC', 2023, null],
  // G-Klasse: G 450 d and the electric G from the 2024 facelift
  ['mercedes-benz', 'g-klasse', 'G 450 d', 2024, null],
  ['mercedes-benz', 'g-klasse', 'G 580 med EQ-teknologi', 2024, null],
  // EQ: the 70.5 kWh EQA/EQB from the 2023 facelift; 96 kWh EQE and 118 kWh EQS from 2024
  ['mercedes-benz', 'eqa', '250+', 2023, null],
  ['mercedes-benz', 'eqb', '250+', 2023, null],
  ['mercedes-benz', 'eqe', '350+', 2024, null],
  ['mercedes-benz', 'eqe-suv', '350 4MATIC', 2024, null],
  ['mercedes-benz', 'eqs', '450+', 2024, null],
  ['mercedes-benz', 'eqs-suv', '450 4MATIC', 2024, null],
  ['mercedes-benz', 'amg', 'C 63 S E PERFORMANCE', 2023, null],
  ['mercedes-benz', 'amg', 'GLC 43 4MATIC', 2023, null],
  ['mercedes-benz', 'amg', 'CLE 53 4MATIC+ Coupé', 2024, null],
  ['mercedes-benz', 'amg-gt', '43 Coupé', 2024, null],
  ['mercedes-benz', 'amg-gt', '63 4MATIC+ Coupé', 2024, null],
  ['mercedes-benz', 'sl', '43', 2022, null],
  ['mercedes-benz', 'maybach-s-klasse', 'S 580 4MATIC', 2021, null],
  ['mercedes-benz', 'maybach-gls', '600 4MATIC', 2021, null],
  ['mercedes-benz', 'maybach-eqs-suv', '680', 2024, null],
  ['mercedes-benz', 'maybach-sl', '680 Monogram Series', 2025, null],
  // Mercedes-Benz Vans: Sprinter 317/517 CDI from the 2023 facelift (OM654)
  ['mercedes-benz', 'sprinter', '317 CDI Kassevogn L2H2', 2023, null],
  ['mercedes-benz', 'sprinter', '319 CDI Kassevogn L3H2', 2018, null],
  ['mercedes-benz', 'sprinter', '317 CDI Mandskabsvogn L2H2', 2023, null],
  ['mercedes-benz', 'sprinter', '517 CDI Chassis med lad', 2023, null],
  ['mercedes-benz', 'esprinter', 'Kassevogn L3H2 113 kWh', 2024, null],
  ['mercedes-benz', 'vito', '116 CDI Kassevogn Lang', 2020, null],
  ['mercedes-benz', 'vito', '119 CDI 4x4 Mandskabsvogn', 2020, null],
  ['mercedes-benz', 'vito', 'Tourer 116 CDI', 2020, null],
  ['mercedes-benz', 'evito', 'Kassevogn Lang 90 kWh', 2022, null],
  ['mercedes-benz', 'citan', '110 CDI Kassevogn', 2022, null],
  ['mercedes-benz', 'citan', '113 Kassevogn', 2022, null],
  ['mercedes-benz', 'ecitan', 'Kassevogn 45 kWh', 2023, null],
  ['mercedes-benz', 't-klasse', 'T 180 Progressive', 2022, null],
  ['mercedes-benz', 't-klasse', 'EQT 200', 2023, null],
  ['mercedes-benz', 'v-klasse', 'V 300 d Avantgarde', 2019, null],
  // Renault: trims Techno (2022) and Esprit Alpine (2024); E-Tech full hybrid 145 with the 2023-2024 facelifts
  ['renault', 'clio', 'Techno TCe 90', 2022, null],
  ['renault', 'clio', 'Esprit Alpine E-Tech full hybrid 145', 2024, null],
  ['renault', 'captur', 'Techno TCe 90', 2022, null],
  ['renault', 'captur', 'Esprit Alpine E-Tech full hybrid 145', 2024, null],
  ['renault', 'symbioz', 'Techno E-Tech full hybrid 145', 2024, null],
  ['renault', 'austral', 'Techno E-Tech full hybrid 200', 2023, null],
  ['renault', 'austral', 'Esprit Alpine E-Tech full hybrid 200', 2024, null],
  ['renault', 'espace', 'Esprit Alpine E-Tech full hybrid 200', 2024, null],
  ['renault', 'rafale', 'Esprit Alpine E-Tech 4x4 300 hk', 2025, null],
  ['renault', 'renault-5', 'Evolution 40 kWh', 2025, null],
  ['renault', 'renault-5', 'Techno 52 kWh', 2024, null],
  ['renault', 'renault-4', 'Techno 52 kWh', 2025, null],
  ['renault', 'megane-e-tech', 'EV60 Techno', 2022, null],
  ['renault', 'scenic-e-tech', 'Esprit Alpine 87 kWh', 2024, null],
  ['renault', 'kangoo-van', 'Blue dCi 95 L1', 2021, null],
  ['renault', 'kangoo-van', 'E-Tech electric 45 kWh', 2022, null],
  ['renault', 'trafic', 'Van Blue dCi 150 L2H1', 2021, null],
  ['renault', 'trafic', 'Passenger Blue dCi 150', 2021, null],
  ['renault', 'master', 'Van Blue dCi 150 L3H2', 2024, null],
  ['renault', 'master', 'E-Tech electric 87 kWh L3H2', 2024, null],
  // Dacia: trims Expression and Extreme from 2023-2024; Hybrid 155 from the 2025 facelift
  ['dacia', 'sandero', 'Essential SCe 65', 2021, null],
  ['dacia', 'sandero', 'Expression TCe 100', 2023, null],
  ['dacia', 'sandero-stepway', 'Expression TCe 110', 2023, null],
  ['dacia', 'sandero-stepway', 'Extreme TCe 110 CVT', 2024, null],
  ['dacia', 'jogger', 'Expression TCe 110 7 sæder', 2023, null],
  ['dacia', 'jogger', 'Extreme Hybrid 155', 2025, null],
  ['dacia', 'duster', 'Journey Hybrid 140', 2024, null],
  ['dacia', 'duster', 'Extreme TCe 130 4x4', 2024, null],
  ['dacia', 'bigster', 'Journey Hybrid 155', 2025, null],
  ['dacia', 'bigster', 'Extreme TCe 140 4x4', 2025, null],
  ['dacia', 'spring', 'Extreme Electric 65', 2024, null],
  // Other makes (used cars)
  ['volkswagen', 'golf', '1.5 eTSI Life DSG', 2020, null],
  ['volkswagen', 'golf', '1.0 TSI Comfortline', 2017, 2019],
  ['volkswagen', 'id-4', 'Pro Performance', 2024, null],
  ['volkswagen', 't-roc', '1.0 TSI Life', 2022, null],
  ['volkswagen', 'passat', '1.5 eTSI Business DSG', 2024, null],
  ['volkswagen', 'transporter', '2.0 TDI Kassevogn', 2017, 2024],
  ['toyota', 'yaris', '1.5 Hybrid Active', 2020, null],
  ['toyota', 'corolla', '1.8 Hybrid Active', 2023, null],
  ['toyota', 'rav4', '2.5 Plug-in Hybrid AWD-i', 2021, null],
  ['toyota', 'c-hr', '1.8 Hybrid Style', 2024, null],
  ['skoda', 'octavia', '1.5 eTSI Style DSG', 2020, null],
  ['skoda', 'octavia', '2.0 TDI Ambition DSG', 2017, null],
  ['skoda', 'enyaq', '85', 2024, null],
  ['skoda', 'fabia', '1.0 TSI Ambition', 2019, null],
  ['skoda', 'kodiaq', '2.0 TDI 4x4 Style DSG', 2024, null],
  ['audi', 'a3', '35 TFSI S tronic', 2020, null],
  ['audi', 'a4', '40 TDI quattro S tronic', 2020, 2024],
  ['audi', 'q4-e-tron', '45 e-tron', 2024, null],
  ['bmw', '3-serie', '320e', 2020, null],
  ['bmw', 'x1', 'sDrive18i', 2023, null],
  ['bmw', 'i4', 'eDrive40', 2022, null],
  ['volvo', 'xc40', 'B3 Plus', 2022, null],
  ['volvo', 'xc60', 'T6 Recharge AWD Plus', 2023, null],
  ['volvo', 'v60', 'B4 Core', 2022, null],
  ['volvo', 'ex30', 'Single Motor Extended Range', 2024, null],
  ['peugeot', '208', '1.2 PureTech 100 Active', 2020, null],
  ['peugeot', '3008', '1.2 Hybrid 136 Allure e-DCS6', 2024, null],
  ['kia', 'niro', '64 kWh Advance', 2019, null],
  ['kia', 'ev6', '77 kWh GT-Line AWD', 2021, 2024],
  ['kia', 'ceed', '1.5 T-GDI Prestige', 2022, null],
  ['hyundai', 'kona', '65 kWh Advanced', 2023, null],
  ['hyundai', 'i30', '1.5 T-GDi mHEV Essential', 2024, null],
  ['hyundai', 'ioniq-5', '84 kWh Ultimate AWD', 2024, null],
  ['ford', 'focus', '1.0 EcoBoost mHEV Titanium', 2021, null],
  ['ford', 'kuga', '2.5 PHEV ST-Line X', 2024, null],
  ['ford', 'transit-custom', '2.0 EcoBlue 136 Trend L2', 2018, null],
  ['tesla', 'model-3', 'Long Range AWD', 2024, null],
  ['tesla', 'model-y', 'Long Range AWD', 2021, null],
  ['nissan', 'qashqai', '1.3 DIG-T mHEV N-Connecta', 2021, null],
  ['nissan', 'leaf', '40 kWh Acenta', 2018, null],
  ['citroen', 'c3', '1.2 PureTech 83 Max', 2023, null],
  ['opel', 'corsa', '1.2 Turbo 100 Elegance', 2020, null],
  ['cupra', 'born', '58 kWh', 2022, null],
  ['polestar', 'polestar-2', 'Long Range Single Motor', 2024, null],
]

const yearsByVariant = new Map(productionYears.map(([brand, model, variant, from, to]) => [`${brand}/${model}/${variant}`, { from, to }]))

/** The years a variant was built (`to` null: still built). Throws for a variant missing from the table. */
export function variantYears(model: ModelSpec, variant: VariantSpec): { from: number; to: number | null } {
  const years = yearsByVariant.get(`${model.brand}/${model.slug}/${variant.name}`)
  if (!years) throw new Error(`No production years for ${model.brand}/${model.slug}/${variant.name}`)
  return years
}

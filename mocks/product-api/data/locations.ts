/**
 * The group's locations: ten dealerships across Denmark, one in Greve
 * (`bilhuset-nord-greve`). Addresses are real-looking (real towns, postcodes and
 * roads; house numbers invented); IBAN numbers carry valid check digits but
 * belong to no one. Every location is a branch of the group's company
 * (src/site-identity/site-identity.ts), so all carry its CVR number.
 */
import type { DayHours } from '#src/product-api/contract/location.ts'
import type { LocationService, Weekday } from '#src/product-api/contract/vocabulary.ts'
import { weekdays } from '#src/product-api/contract/vocabulary.ts'

export interface LocationSeed {
  slug: string
  name: string
  town: string
  street: string
  postcode: string
  lat: number
  lng: number
  phone: string
  whatsapp: string | null
  brands: string[]
  /** Sells and services Mercedes-Benz vans. */
  vans: boolean
  services: LocationService[]
  showroom: HoursTemplate
  workshop: HoursTemplate
  description: string
  /** Bank registration number for the IBAN. */
  regNo: string
}

type HoursTemplate = Partial<Record<Weekday, [string, string] | string>> & { comments?: Partial<Record<Weekday, string>> }

const showroomStandard: HoursTemplate = {
  monday: ['09:00', '17:30'],
  tuesday: ['09:00', '17:30'],
  wednesday: ['09:00', '17:30'],
  thursday: ['09:00', '17:30'],
  friday: ['09:00', '17:00'],
  saturday: ['10:00', '14:00'],
  sunday: 'Lukket',
}
const showroomSundayOpen: HoursTemplate = {
  ...showroomStandard,
  sunday: ['11:00', '15:00'],
  comments: { sunday: 'Søndagsåbent første søndag i måneden' },
}
const workshopStandard: HoursTemplate = {
  monday: ['07:00', '16:00'],
  tuesday: ['07:00', '16:00'],
  wednesday: ['07:00', '16:00'],
  thursday: ['07:00', '16:00'],
  friday: ['07:00', '14:30'],
  saturday: 'Lukket',
  sunday: 'Lukket',
  comments: { monday: 'Aflevering af bil senest kl. 08.00' },
}
const vansShowroom: HoursTemplate = {
  monday: ['08:00', '17:00'],
  tuesday: ['08:00', '17:00'],
  wednesday: ['08:00', '17:00'],
  thursday: ['08:00', '17:00'],
  friday: ['08:00', '16:00'],
  saturday: ['10:00', '13:00'],
  sunday: 'Lukket',
  comments: { saturday: 'Kun fremvisning – ingen udlevering' },
}
const vansWorkshop: HoursTemplate = {
  monday: ['06:30', '17:00'],
  tuesday: ['06:30', '17:00'],
  wednesday: ['06:30', '17:00'],
  thursday: ['06:30', '17:00'],
  friday: ['06:30', '15:00'],
  saturday: 'Lukket',
  sunday: 'Lukket',
  comments: { monday: 'Erhvervskunder: drop-off fra kl. 6.30', friday: 'Lånebil kan bestilles' },
}

export function expandHours(template: HoursTemplate): DayHours[] {
  return weekdays.map((weekday) => {
    const value = template[weekday]
    const comment = template.comments?.[weekday] ?? null
    if (Array.isArray(value)) {
      return { weekday, open: true, opens: value[0], closes: value[1], comment }
    }
    return { weekday, open: false, opens: null, closes: null, comment: comment ?? (value && value !== 'Lukket' ? value : null) }
  })
}

const all: LocationService[] = ['new_car_sales', 'used_car_sales', 'workshop', 'tyre_hotel', 'leasing']

export const locationSeeds: LocationSeed[] = [
  {
    slug: 'bilhuset-nord-greve', name: 'Bilhuset Nord Greve', town: 'Greve', street: 'Håndværkerbyen 21', postcode: '2670',
    lat: 55.5935, lng: 12.2853, phone: '+4543901200', whatsapp: '+4552101200',
    brands: ['mercedes-benz', 'renault', 'dacia'], vans: true,
    services: [...all, 'van_sales', 'body_shop', 'minilease', 'rental', 'ev_charging'],
    showroom: showroomSundayOpen, workshop: workshopStandard, regNo: '5301',
    description: 'Vores flagskib ved Greve: Mercedes-Benz personbiler og varebiler, Renault og Dacia under ét tag, med stort værksted, skadecenter og 24 ladestandere.',
  },
  {
    slug: 'bilhuset-nord-glostrup', name: 'Bilhuset Nord Glostrup Vans', town: 'Glostrup', street: 'Ejby Industrivej 40', postcode: '2600',
    lat: 55.6837, lng: 12.3952, phone: '+4543961500', whatsapp: '+4552101500',
    brands: ['mercedes-benz'], vans: true,
    services: ['van_sales', 'used_car_sales', 'workshop', 'leasing', 'rental', 'ev_charging'],
    showroom: vansShowroom, workshop: vansWorkshop, regNo: '5301',
    description: 'Mercedes-Benz Vans-center for erhverv: Sprinter, Vito, Citan og de elektriske eVans, med værksted for varebiler op til 5,5 tons.',
  },
  {
    slug: 'bilhuset-nord-roskilde', name: 'Bilhuset Nord Roskilde', town: 'Roskilde', street: 'Københavnsvej 58', postcode: '4000',
    lat: 55.6398, lng: 12.118, phone: '+4546351800', whatsapp: null,
    brands: ['renault', 'dacia'], vans: false,
    services: [...all, 'minilease'],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '5301',
    description: 'Renault og Dacia i Roskilde – nye biler, brugte biler og værksted lige ved Københavnsvej.',
  },
  {
    slug: 'bilhuset-nord-naestved', name: 'Bilhuset Nord Næstved', town: 'Næstved', street: 'Holsted Allé 12', postcode: '4700',
    lat: 55.236, lng: 11.785, phone: '+4555782100', whatsapp: null,
    brands: ['mercedes-benz', 'renault', 'dacia'], vans: true,
    services: [...all, 'van_sales'],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '9570',
    description: 'Hele familien af mærker i Næstved, med værksted til både personbiler og varebiler.',
  },
  {
    slug: 'bilhuset-nord-odense', name: 'Bilhuset Nord Odense', town: 'Odense', street: 'Middelfartvej 270', postcode: '5200',
    lat: 55.3915, lng: 10.316, phone: '+4566171900', whatsapp: '+4552101900',
    brands: ['mercedes-benz'], vans: true,
    services: [...all, 'van_sales', 'body_shop', 'ev_charging'],
    showroom: showroomSundayOpen, workshop: workshopStandard, regNo: '9570',
    description: 'Mercedes-Benz på Fyn: personbiler, AMG og varebiler, med skadecenter og lynladere.',
  },
  {
    slug: 'bilhuset-nord-kolding', name: 'Bilhuset Nord Kolding', town: 'Kolding', street: 'Vejlevej 121', postcode: '6000',
    lat: 55.505, lng: 9.467, phone: '+4575502200', whatsapp: null,
    brands: ['renault', 'dacia'], vans: false,
    services: [...all],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '7930',
    description: 'Renault og Dacia i Trekantområdet med plads til prøveture lige ud på motorvejen.',
  },
  {
    slug: 'bilhuset-nord-aarhus', name: 'Bilhuset Nord Aarhus', town: 'Aarhus', street: 'Viborgvej 195', postcode: '8210',
    lat: 56.1665, lng: 10.142, phone: '+4586152300', whatsapp: '+4552102300',
    brands: ['mercedes-benz'], vans: true,
    services: [...all, 'van_sales', 'rental', 'ev_charging'],
    showroom: showroomSundayOpen, workshop: workshopStandard, regNo: '7930',
    description: 'Mercedes-Benz i Aarhus med stort udvalg af EQ-elbiler og et moderne værksted.',
  },
  {
    slug: 'bilhuset-nord-herning', name: 'Bilhuset Nord Herning', town: 'Herning', street: 'Silkeborgvej 45', postcode: '7400',
    lat: 56.136, lng: 9.004, phone: '+4597122400', whatsapp: null,
    brands: ['renault', 'dacia'], vans: false,
    services: [...all, 'minilease'],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '7930',
    description: 'Renault og Dacia midt i Jylland – nye og brugte biler samt service.',
  },
  {
    slug: 'bilhuset-nord-aalborg', name: 'Bilhuset Nord Aalborg', town: 'Aalborg', street: 'Hobrovej 420', postcode: '9200',
    lat: 57.005, lng: 9.876, phone: '+4598182500', whatsapp: '+4552102500',
    brands: ['mercedes-benz', 'renault', 'dacia'], vans: true,
    services: [...all, 'van_sales', 'body_shop'],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '9070',
    description: 'Nordjyllands største bilhus med Mercedes-Benz, Renault og Dacia samt varebiler.',
  },
  {
    slug: 'bilhuset-nord-hjoerring', name: 'Bilhuset Nord Hjørring', town: 'Hjørring', street: 'Frederikshavnsvej 78', postcode: '9800',
    lat: 57.463, lng: 9.999, phone: '+4598922600', whatsapp: null,
    brands: ['renault', 'dacia'], vans: false,
    services: ['new_car_sales', 'used_car_sales', 'workshop', 'tyre_hotel'],
    showroom: showroomStandard, workshop: workshopStandard, regNo: '9070',
    description: 'Renault og Dacia i Vendsyssel – med et stort udvalg af brugte biler i alle mærker.',
  },
]

export function isValidCvr(cvr: string): boolean {
  if (!/^[0-9]{8}$/.test(cvr)) return false
  const weights = [2, 7, 6, 5, 4, 3, 2, 1]
  return cvr.split('').reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0) % 11 === 0
}

function mod97(digits: string): number {
  let remainder = 0
  for (const ch of digits) remainder = (remainder * 10 + Number(ch)) % 97
  return remainder
}

/** Danish IBAN: DK + check digits + 4-digit reg. no. + 10-digit account. */
export function danishIban(regNo: string, account: string): string {
  const bban = `${regNo}${account.padStart(10, '0')}`
  // D = 13, K = 20; check digits computed over BBAN + "DK00".
  const check = 98 - mod97(`${bban}132000`)
  return `DK${String(check).padStart(2, '0')}${bban}`
}

export function isValidIban(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  return mod97(digits) === 1
}

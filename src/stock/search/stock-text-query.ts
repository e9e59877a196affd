/**
 * Reads filters out of the stock search text, so a phone shopper can type
 * "brugt el-suv under 300.000 inden for 25 km af 2670" in one field (issue 17:
 * the task in at most 10 taps). Recognised, as whole words in any order:
 *
 * - brugt/brugte → used, ny/nye → new; varebil, varevogn (and plurals) → vans;
 * - automatisk, automatgear, automat → automatic; manuel, manuelt, manuelgear → manual
 *   ("gear" after either is part of it: "manuelt gear");
 * - el, elbil(er), elektrisk → electric; diesel; benzin → petrol; hybrid → the fuels the
 *   filter calls Hybrid (hybrid, hybrid diesel, hybrid benzin); mildhybrid; plugin-hybrid
 *   → plug-in hybrid;
 * - suv, stationcar, sedan, cabriolet, hatchback, mpv, coupé → body style; el-suv, elsuv both;
 * - "under/max/maks/højst 300.000 (kr.)" → price ceiling;
 * - "inden for N km af/fra <postnummer eller by>" → distance filter (N rounded
 *   up to the next step, at most 100), "nær/ved <postnummer eller by>" → the
 *   default distance. The place is a postcode (and the word after it) or the
 *   last one or two words.
 *
 * What is left stays the free-text search. Pure and small: it runs in the
 * route's search validation in the browser too. Makes, models, towns and
 * postcodes need the product API's vocabulary: stock-text-vocabulary.ts reads
 * them on the server from what is left (issue 29).
 */
import type { BodyStyle, Fuel, Transmission } from '#src/product-api/contract/vocabulary.ts'

export interface TextFilters {
  type?: 'new' | 'used' | 'van'
  fuel?: Fuel[]
  transmission?: Transmission
  body?: BodyStyle
  priceMax?: number
  near?: string | number
  radius?: number
  /** The words left for the free-text search; undefined when none. */
  rest: string | undefined
}

type WordFilters = Partial<Pick<TextFilters, 'type' | 'fuel' | 'transmission' | 'body'>>

const words: readonly [RegExp, WordFilters][] = [
  [/^brugte?$/, { type: 'used' }],
  [/^nye?$/, { type: 'new' }],
  [/^(varebil(en|er|erne)?|varevogn(en|e|ene)?|kassevogn(en|e|ene)?)$/, { type: 'van' }],
  [/^(automatisk|automatgear|automat|automatgearkasse)$/, { transmission: 'automatic' }],
  [/^(manuel|manuelt|manuelgear|manuelt-gear)$/, { transmission: 'manual' }],
  [/^el-?suv$/, { fuel: ['electric'], body: 'suv' }],
  [/^(el|elbil|elbilen|elbiler|elektrisk|elektriske)$/, { fuel: ['electric'] }],
  [/^diesel$/, { fuel: ['diesel'] }],
  [/^benzin$/, { fuel: ['petrol'] }],
  [/^(hybrid|hybridbil|hybridbiler)$/, { fuel: ['hybrid', 'hybrid-diesel', 'hybrid-petrol'] }],
  [/^mild-?hybrid$/, { fuel: ['mildhybrid'] }],
  [/^plug-?in(-?hybrid)?$/, { fuel: ['pluginhybrid'] }],
  [/^suv$/, { body: 'suv' }],
  [/^stationcar$/, { body: 'estate' }],
  [/^sedan$/, { body: 'saloon' }],
  [/^cabriolet$/, { body: 'convertible' }],
  [/^hatchback$/, { body: 'hatchback' }],
  [/^mpv$/, { body: 'mpv' }],
  [/^coup[eé]$/, { body: 'coupe' }],
]

const place = String.raw`(\d{4}(?:\s+[\p{L}-]+)?|[\p{L}-]+(?:\s+[\p{L}-]+)?)`
const nearPattern = new RegExp(String.raw`(?:^|\s)(?:(?:inden\s*for|indenfor|max|maks|højst)\s+)?(\d{1,3})\s*km\s+(?:af|fra)\s+${place}\s*[.,]?\s*$`, 'iu')
const nearByPattern = new RegExp(String.raw`(?:^|\s)(?:nær|ved|omkring)\s+${place}\s*[.,]?\s*$`, 'iu')
const pricePattern = /(?:^|\s)(?:under|max|maks|højst)\s+(\d{1,3}(?:[.\s]\d{3})+|\d+)\s*(?:kr\.?|kroner)?(?=\s|$)/iu

/** The distance steps of the filter; a typed distance becomes the next one up (30 km → 50 km). */
export function radiusStep(km: number, steps: readonly number[]): number {
  return steps.find((s) => s >= km) ?? steps[steps.length - 1] ?? km
}

export function readTextFilters(text: string, radiusSteps: readonly number[]): TextFilters {
  const out: TextFilters = { rest: undefined }
  let rest = ` ${text} `

  const near = nearPattern.exec(rest) ?? nearByPattern.exec(rest)
  if (near) {
    const hasKm = near.length === 3
    const placeText = (hasKm ? near[2] : near[1])?.trim() ?? ''
    out.near = /^\d{4}$/.test(placeText) ? Number(placeText) : placeText
    if (hasKm) out.radius = radiusStep(Number(near[1]), radiusSteps)
    rest = rest.slice(0, near.index) + ' '
  }

  const price = pricePattern.exec(rest)
  if (price?.[1]) {
    const amount = Number(price[1].replace(/[.\s]/g, ''))
    if (Number.isSafeInteger(amount) && amount > 0 && amount <= 100_000_000) {
      out.priceMax = amount
      rest = rest.replace(price[0], ' ')
    }
  }

  const kept: string[] = []
  let afterGearbox = false
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    const folded = word.toLowerCase().replace(/[.,]$/, '')
    // "automatisk gear", "manuelt gear": the gear is part of the gearbox's name.
    if (afterGearbox && /^(gear|gearkasse)$/.test(folded)) {
      afterGearbox = false
      continue
    }
    const match = words.find(([pattern]) => pattern.test(folded))
    afterGearbox = match?.[1].transmission !== undefined
    if (!match) {
      kept.push(word)
      continue
    }
    const { fuel, type, ...other } = match[1]
    Object.assign(out, other)
    // The first category named wins ("brugt varebil" is a used van: vans are a category of their own).
    if (type) out.type ??= type
    if (fuel) out.fuel = [...new Set([...(out.fuel ?? []), ...fuel])].sort()
  }
  out.rest = kept.length ? kept.join(' ') : undefined
  return out
}

/**
 * Pattern rules: the legacy redirects with a variable part, which a fixed
 * table cannot express. The matcher tries legacy-redirects.csv first and then
 * these rules in the order of `patternRules` below; the first that matches wins.
 *
 * Every rule sees the normalised path (lower-case, decoded, without trailing
 * slash; see LegacyRequest) and returns the target address or null.
 */
import { brands } from '#app.config'
import type { LegacyRequest, QueryPolicy } from './legacy-path.ts'
import { productSlug } from './product.ts'

export interface PatternRule {
  /** Stable id, reported with each redirect (logs, tests). */
  id: string
  /** What the rule does, for readers. */
  description: string
  /** Which incoming query parameters the target keeps (see QueryPolicy). */
  query: QueryPolicy
  /** The target (path, optionally with a query) or null when the rule does not apply. */
  match(request: LegacyRequest): string | null
}

const usedStockList = '/lager?type=used'

// ---------------------------------------------------------------------------
// Old used-car detail pages
// ---------------------------------------------------------------------------

/**
 * Makes of used cars, as they appear in old used-car slugs. Brands with a
 * hyphen (mercedes-benz, land-rover) are why the list is needed: it tells
 * where the make ends and the model begins.
 */
export const usedCarMakes: readonly string[] = [
  ...brands.map((b) => b.slug),
  'alfa-romeo',
  'aston-martin',
  'audi',
  'bmw',
  'byd',
  'citroen',
  'cupra',
  'ds',
  'fiat',
  'ford',
  'honda',
  'hyundai',
  'jaguar',
  'jeep',
  'kia',
  'land-rover',
  'lexus',
  'lynk-co',
  'mazda',
  'mercedes-amg',
  'mercedes-maybach',
  'mg',
  'mini',
  'mitsubishi',
  'nissan',
  'opel',
  'peugeot',
  'polestar',
  'porsche',
  'seat',
  'skoda',
  'smart',
  'subaru',
  'suzuki',
  'tesla',
  'toyota',
  'volkswagen',
  'volvo',
]

/** Longest first, so that mercedes-benz wins over a make called mercedes. */
const makesLongestFirst = [...new Set(usedCarMakes)].sort((a, b) => b.length - a.length)

/** Old stock ids have 5 to 10 digits; shorter numbers in a slug are engine sizes (c-200, sprinter-316). */
const stockId = /^\d{5,10}$/

/** The new stock slug's fixed marker after the id (spec 2.3: /lager/{id}-1-{brand}-…). */
const usedStockMarker = '1'

export interface OldUsedCarSlug {
  id: string
  make: string
  /** Model and variant, hyphen-joined, e.g. `c-200-avantgarde`. */
  modelAndVariant: string
}

/**
 * Reads an old used-car slug. Two formats are known:
 * - `{make}-{model}-{variant…}-{id}`, e.g. `mercedes-benz-c-200-avantgarde-123456` (the usual one);
 * - `{id}-{make}-{model}-{variant…}`, e.g. `123456-mercedes-benz-c-klasse-c-200`.
 * The id has 5–10 digits, the make is one of usedCarMakes, and at least one
 * model word follows the make. Anything else gives null.
 */
export function parseOldUsedCarSlug(slug: string): OldUsedCarSlug | null {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null
  const tokens = slug.split('-')
  const first = tokens[0] ?? ''
  const last = tokens[tokens.length - 1] ?? ''
  let id: string
  let rest: string
  if (stockId.test(first)) {
    id = first
    rest = tokens.slice(1).join('-')
  } else if (stockId.test(last)) {
    id = last
    rest = tokens.slice(0, -1).join('-')
  } else {
    return null
  }
  const make = makesLongestFirst.find((m) => rest.startsWith(`${m}-`))
  if (!make) return null
  const modelAndVariant = rest.slice(make.length + 1)
  return modelAndVariant === '' ? null : { id, make, modelAndVariant }
}

const usedCarDetail: PatternRule = {
  id: 'used-car-detail',
  description:
    'Old used-car detail pages /brugte-biler/soeg-brugte-biler/{slug}/ go to the stock vehicle ' +
    '/lager/{id}-1-{brand}-{model}-{variant}. Slugs that cannot be read, and deeper addresses, go to /lager?type=used.',
  query: 'tracking',
  match({ segments }) {
    const [a, b, slug, ...deeper] = segments
    if (a !== 'brugte-biler' || b !== 'soeg-brugte-biler' || slug === undefined) return null
    const parsed = deeper.length === 0 ? parseOldUsedCarSlug(slug) : null
    if (!parsed) return usedStockList
    return `/lager/${parsed.id}-${usedStockMarker}-${parsed.make}-${parsed.modelAndVariant}`
  },
}

// ---------------------------------------------------------------------------
// Old used-car search list
// ---------------------------------------------------------------------------

/**
 * True for the old search list's "passenger cars, not certified" query:
 * type=personbiler and iscertified=False (both compared case-insensitively),
 * and page and acquisitiontype both present (any value, also empty). Other
 * parameters (utm_* and the like) may be present too.
 */
export function isOldCertifiedSearchQuery(query: URLSearchParams): boolean {
  return (
    query.get('type')?.toLowerCase() === 'personbiler' &&
    query.get('iscertified')?.toLowerCase() === 'false' &&
    query.has('page') &&
    query.has('acquisitiontype')
  )
}

const usedCarSearchList: PatternRule = {
  id: 'used-car-search-list',
  description:
    'The old used-car search list /brugte-biler/soeg-brugte-biler/ with the query page, acquisitiontype, ' +
    'type=personbiler and iscertified=False goes to /brugte-biler/certified-pre-owned-konceptet; with any ' +
    'other query (or none) it goes to /lager?type=used. The old search parameters are dropped; tracking parameters are kept.',
  query: 'tracking',
  match({ path, query }) {
    if (path !== '/brugte-biler/soeg-brugte-biler') return null
    return isOldCertifiedSearchQuery(query) ? '/brugte-biler/certified-pre-owned-konceptet' : usedStockList
  },
}

// ---------------------------------------------------------------------------
// Old news archive (om-os/udforsk)
// ---------------------------------------------------------------------------

/** Month pages of the old archive that announced the new name. */
export const nameChangeMonths: readonly string[] = ['2024/11', '2024/12', '2025/01']

export const nameChangeArticle = `/udforsk/vi-skifter-navn-til-${productSlug}`

const exploreArchive: PatternRule = {
  id: 'explore-archive',
  description:
    `The old news archive's year and month pages /om-os/udforsk/{year}/ and /om-os/udforsk/{year}/{month}/ go to /udforsk; ` +
    `the month pages ${nameChangeMonths.join(', ')} go to the name-change article ${nameChangeArticle}.`,
  query: 'all',
  match({ segments }) {
    const [a, b, year, month, ...deeper] = segments
    if (a !== 'om-os' || b !== 'udforsk' || year === undefined || deeper.length > 0) return null
    if (!/^20\d\d$/.test(year)) return null
    if (month === undefined) return '/udforsk'
    if (!/^(0?[1-9]|1[0-2])$/.test(month)) return null
    return nameChangeMonths.includes(`${year}/${month.padStart(2, '0')}`) ? nameChangeArticle : '/udforsk'
  },
}

// ---------------------------------------------------------------------------
// Old Mercedes-Benz van pages
// ---------------------------------------------------------------------------

/** Old van slugs (and old spellings of them) → the model page slug on the new site. */
export const mercedesVanModels: Readonly<Record<string, string>> = {
  sprinter: 'sprinter',
  esprinter: 'esprinter',
  'e-sprinter': 'esprinter',
  vito: 'vito',
  evito: 'evito',
  'e-vito': 'evito',
  citan: 'citan',
  ecitan: 'ecitan',
  'e-citan': 'ecitan',
  't-klasse': 't-klasse',
  't-class': 't-klasse',
}

const vanSlugsLongestFirst = Object.keys(mercedesVanModels).sort((a, b) => b.length - a.length)
const newVansInStock = '/varevogne/nye-varevogne-paa-lager'

const mercedesVanModel: PatternRule = {
  id: 'mercedes-van-model',
  description:
    'Old van pages /varevogne/mercedes-benz/{model}/ (also stock slugs that start with a model, e.g. ' +
    'sprinter-316-cdi-123456, and deeper pages) go to the model page /mercedes-benz/modeller/{model}, ' +
    'using the van model list. Unknown models go to /varevogne/nye-varevogne-paa-lager. ' +
    'There is no stock look-up at redirect time, so a van in stock is sent to its model page.',
  query: 'all',
  match({ segments }) {
    const [a, b, slug] = segments
    if (a !== 'varevogne' || b !== 'mercedes-benz') return null
    if (slug === undefined) return newVansInStock
    const old = vanSlugsLongestFirst.find((m) => slug === m || slug.startsWith(`${m}-`))
    const model = old === undefined ? undefined : mercedesVanModels[old]
    return model === undefined ? newVansInStock : `/mercedes-benz/modeller/${model}`
  },
}

// ---------------------------------------------------------------------------
// Old new-car pages
// ---------------------------------------------------------------------------

export const maybachTarget = '/mercedes-benz/modeller?group=maybach'

const maybach: PatternRule = {
  id: 'maybach',
  description:
    'Maybach pages /nye-biler/mercedes-benz/maybach/, /nye-biler/mercedes-benz/maybach-{model}/, ' +
    '/nye-biler/mercedes-maybach/ and the pages below them go to the model list filtered on Maybach, ' +
    `${maybachTarget}.`,
  query: 'all',
  match({ segments }) {
    const [a, b, c] = segments
    if (a !== 'nye-biler') return null
    if (b === 'mercedes-maybach') return maybachTarget
    if (b === 'mercedes-benz' && c !== undefined && (c === 'maybach' || c.startsWith('maybach-'))) {
      return maybachTarget
    }
    return null
  },
}

/**
 * Model slugs renamed on the new site, per brand: old slug → new slug. A model
 * not listed keeps its slug (amg → amg, cle → cle).
 */
export const renamedModels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'mercedes-benz': {
    'cla-coupe': 'cla-eq',
    'cla-shooting-brake': 'cla-shooting-brake-eq',
  },
}

export function newModelSlug(brand: string, oldSlug: string): string {
  return renamedModels[brand]?.[oldSlug] ?? oldSlug
}

const brandSlugs = new Set(brands.map((b) => b.slug))
const modelSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/

const newCarModel: PatternRule = {
  id: 'new-car-model',
  description:
    'Old new-car pages /nye-biler/{brand}/{model}/ (brand: one of the brands in app.config.ts) go to the model ' +
    'page /{brand}/modeller/{model}, with renamed models translated (cla-coupe → cla-eq, …); /nye-biler/{brand}/ ' +
    'goes to /{brand}/modeller. Pages below a model go to the model page.',
  query: 'all',
  match({ segments }) {
    const [a, brand, model] = segments
    if (a !== 'nye-biler' || brand === undefined || !brandSlugs.has(brand)) return null
    if (model === undefined || !modelSlug.test(model)) return `/${brand}/modeller`
    return `/${brand}/modeller/${newModelSlug(brand, model)}`
  },
}

const modelPageSubpages = new Set(['kontakt', 'provekorsel'])

const renamedModelPage: PatternRule = {
  id: 'renamed-model-page',
  description:
    'Model pages of renamed models on this site, /{brand}/modeller/{old}, go to /{brand}/modeller/{new} ' +
    '(e.g. /mercedes-benz/modeller/cla-coupe → /mercedes-benz/modeller/cla-eq); so do their contact and ' +
    'test-drive subpages.',
  query: 'all',
  match({ segments }) {
    const [brand, m, model, sub, ...deeper] = segments
    if (brand === undefined || m !== 'modeller' || model === undefined || deeper.length > 0) return null
    const renamed = renamedModels[brand]?.[model]
    if (renamed === undefined) return null
    if (sub === undefined) return `/${brand}/modeller/${renamed}`
    return modelPageSubpages.has(sub) ? `/${brand}/modeller/${renamed}/${sub}` : null
  },
}

// ---------------------------------------------------------------------------
// Old workshop pages
// ---------------------------------------------------------------------------

const workshop: PatternRule = {
  id: 'workshop',
  description:
    'The old workshop section /vaerksted/ and every page below it go to /lokationer. The exceptions ' +
    '(/vaerksted/services/, /vaerksted/services/lejebiler/, …) are rows in legacy-redirects.csv, which is checked first.',
  query: 'all',
  match({ segments }) {
    return segments[0] === 'vaerksted' ? '/lokationer' : null
  },
}

/**
 * The rules in the order they are tried. Only one order matters today:
 * maybach before new-car-model (both match /nye-biler/mercedes-benz/maybach/).
 */
export const patternRules: readonly PatternRule[] = [
  usedCarDetail,
  usedCarSearchList,
  exploreArchive,
  mercedesVanModel,
  maybach,
  newCarModel,
  renamedModelPage,
  workshop,
]

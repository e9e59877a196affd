/**
 * Vehicle ids are URL slugs of the form `{stockNumber}-1-{brand}-{model}-{variant}`
 * (spec 2.3), e.g. `104233-1-mercedes-benz-glc-300e-4matic`.
 *
 * The spec does not say what the `1` is; we treat it as the listing revision
 * (always 1 today) and accept any number there when parsing. Only the stock
 * number identifies the vehicle; the rest is descriptive, so a slug with an
 * outdated description still resolves (the site can redirect to `id`).
 */

const danishLetters: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', ä: 'ae', ö: 'oe', ü: 'ue', é: 'e', è: 'e', ë: 'e' }

/** Lowercase URL slug with Danish letters transliterated: "Clio Techno TCe 90" → "clio-techno-tce-90". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöüéèë]/g, (c) => danishLetters[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export interface VehicleIdParts {
  stockNumber: number
  brand: string
  model: string
  variant: string
}

/** Builds `{stockNumber}-1-{brand}-{model}-{variant}`; each part is slugified. */
export function buildVehicleId(parts: VehicleIdParts): string {
  if (!Number.isInteger(parts.stockNumber) || parts.stockNumber <= 0) {
    throw new RangeError(`stockNumber must be a positive integer, got ${parts.stockNumber}`)
  }
  const tail = [parts.brand, parts.model, parts.variant].map(slugify).filter((p) => p !== '')
  return [String(parts.stockNumber), '1', ...tail].join('-')
}

export interface ParsedVehicleId {
  stockNumber: number
  revision: number
  /** Everything after the revision: `mercedes-benz-glc-300e-4matic`. */
  descriptor: string
  /** The make, when the descriptor starts with one of `knownBrands`. */
  brand: string | null
  /** Descriptor without the make (model and variant; hyphens make the split between them ambiguous). */
  rest: string
}

const idPattern = /^([1-9][0-9]{0,9})-([0-9]{1,3})(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/

/**
 * Parses a vehicle slug. Returns null when it is not of the form above.
 * A bare stock number (`104233`) is accepted too.
 */
export function parseVehicleId(value: string, knownBrands: readonly string[] = []): ParsedVehicleId | null {
  if (/^[1-9][0-9]{0,9}$/.test(value)) {
    return { stockNumber: Number(value), revision: 1, descriptor: '', brand: null, rest: '' }
  }
  const match = idPattern.exec(value)
  if (!match) return null
  const descriptor = match[3] ?? ''
  // Longest brand first, so "mercedes-benz" wins over a hypothetical "mercedes".
  const brand = [...knownBrands].sort((a, b) => b.length - a.length).find((b) => descriptor === b || descriptor.startsWith(`${b}-`)) ?? null
  return {
    stockNumber: Number(match[1]),
    revision: Number(match[2]),
    descriptor,
    brand,
    rest: brand ? descriptor.slice(brand.length + 1) : descriptor,
  }
}

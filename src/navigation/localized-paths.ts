import { brands, defaultRouteSegments, routeSegmentAliases, routeSegments, type RouteSegmentKey, type RouteSegments } from '#app.config'

/**
 * Localisable route segments (spec 2.1). Route files use the default
 * (English) segments: routes/stock.compare.tsx is /stock/compare inside the
 * router. The router's URL rewrite turns the interface locale's segments
 * into those and back, so visitors see /lager/sammenligne, and a locale's
 * segments change in app.config.ts alone.
 *
 * Only the positions below are translated, so a content page whose slug
 * happens to be "lager" deeper in the tree (e.g. /om-os/lager) is untouched.
 * Default-segment URLs (/stock/…, /{brand}/stock/…) and a segment's aliases
 * (…/testdrive) keep working, as the spec lists them; the router sends them
 * on to the localised form, which canonical links point at.
 */
interface PathNode {
  /** Localisable segments allowed next. */
  segments?: Partial<Record<RouteSegmentKey, PathNode>>
  /** Any other segment (an id or slug) next. */
  param?: PathNode
}

const leaf: PathNode = {}
const vehicleActions: PathNode = {
  segments: {
    interest: leaf,
    testDrive: leaf,
    leaseCalculator: leaf,
    privateLease: leaf,
    privateFinance: leaf,
    businessLease: leaf,
    businessFinance: leaf,
  },
}

/** /stock, /stock/compare, /stock/favorite, /stock/{vehicle}/{action}, /locations/{location}. */
const siteTree: PathNode = {
  segments: {
    stock: { segments: { compare: leaf, favorite: leaf }, param: vehicleActions },
    locations: { param: leaf },
  },
}

/** /{brand}/models/{model}/…, /{brand}/stock/{vehicle}/{action}, /{brand}/locations/{location}. */
const brandTree: PathNode = {
  segments: {
    model: { param: { param: leaf } },
    stock: { param: vehicleActions },
    locations: { param: leaf },
  },
}

const brandSlugs = new Set(brands.map((b) => b.slug))

/** Spelling → the segment keys spelt so, in the order of the sets given (the first one a path position allows wins). */
type SegmentSpellings = ReadonlyMap<string, readonly RouteSegmentKey[]>

function spellingsOf(...sets: Partial<Record<RouteSegmentKey, string | readonly string[]>>[]): SegmentSpellings {
  const byName = new Map<string, RouteSegmentKey[]>()
  for (const set of sets) {
    for (const key of Object.keys(set) as RouteSegmentKey[]) {
      const spelt = set[key]
      for (const name of typeof spelt === 'string' ? [spelt] : (spelt ?? [])) {
        const keys = byName.get(name) ?? []
        if (!keys.includes(key)) keys.push(key)
        byName.set(name, keys)
      }
    }
  }
  return byName
}

/**
 * What a public path may spell each segment as: the locale's segment, the
 * default one (the spec lists /stock/… beside /lager/…) and its aliases
 * (`testdrive`, app.config.ts). Built once per segment set: every link on a page is translated.
 */
const publicSpellings = new WeakMap<RouteSegments, SegmentSpellings>()
function readablePublicSpellings(segments: RouteSegments): SegmentSpellings {
  let spellings = publicSpellings.get(segments)
  if (!spellings) {
    spellings = spellingsOf(segments, defaultRouteSegments, routeSegmentAliases)
    publicSpellings.set(segments, spellings)
  }
  return spellings
}
const internalSpellings = spellingsOf(defaultRouteSegments)

function translate(pathname: string, from: SegmentSpellings, to: RouteSegments): string {
  const parts = pathname.split('/')
  // parts[0] is '' (leading slash).
  let index = 1
  let node: PathNode | undefined = siteTree
  if (parts[1] !== undefined && brandSlugs.has(parts[1])) {
    node = brandTree
    index = 2
  }
  for (; node && index < parts.length; index++) {
    const segment = parts[index] ?? ''
    const current: PathNode = node
    const key = from.get(segment)?.find((k) => current.segments?.[k] !== undefined)
    if (key !== undefined) {
      parts[index] = to[key]
      node = current.segments?.[key]
    } else if (current.param && segment !== '') {
      node = current.param
    } else {
      break
    }
  }
  return parts.join('/')
}

/** Public (localised) path → the router's internal path. */
export function toInternalPath(pathname: string, segments: RouteSegments = routeSegments): string {
  return translate(pathname, readablePublicSpellings(segments), defaultRouteSegments)
}

/** The router's internal path → the public (localised) path. */
export function toPublicPath(pathname: string, segments: RouteSegments = routeSegments): string {
  return translate(pathname, internalSpellings, segments)
}

/**
 * The first segment of a public path shaped like a brand's model pages
 * (`/{x}/modeller`, `/{x}/modeller/{model}`, `/{x}/modeller/{model}/{page}`)
 * when `{x}` is not one of the brands; undefined for every other path. Such a
 * path is not rewritten (only brands' paths are), so it reaches the content
 * catch-all; when no story lives there either, the visitor asked for the
 * models of a brand the site does not have.
 */
export function unknownBrandOfModelPath(pathname: string, segments: RouteSegments = routeSegments): string | undefined {
  const parts = pathname.split('/').slice(1)
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => p === '')) return undefined
  const [first = '', second] = parts
  return second === segments.model && !brandSlugs.has(first) ? first : undefined
}

/**
 * The router's URL rewrite pair. The URL's pathname is only set when the
 * path changes: setting it re-serialises the whole URL, and the router
 * rewrites every link it builds (7 % of a vehicle page's server CPU when it
 * was set every time).
 */
export const localizedPathRewrite = {
  input: ({ url }: { url: URL }) => {
    const pathname = toInternalPath(url.pathname)
    if (pathname !== url.pathname) url.pathname = pathname
    return url
  },
  output: ({ url }: { url: URL }) => {
    const pathname = toPublicPath(url.pathname)
    if (pathname !== url.pathname) url.pathname = pathname
    return url
  },
}

/**
 * The address's parameters the leasing blocks read (lease overview filters,
 * minilease choice), picked as given for the content routes' loader deps.
 * Deliberately without zod or the leasing feature: route files are part of
 * every page's first-load JavaScript, so the parsing and the blocks' data
 * (-content-block-data.ts) load with the loader, when a content page is
 * navigated to. Not a route: TanStack Router ignores files whose names start
 * with "-".
 */

const leaseKeys = ['brand', 'fuel', 'monthlyMax', 'duration', 'sort', 'page'] as const
const minileaseKeys = ['car', 'colour', 'months', 'km', 'renewal'] as const

export interface FeatureBlockSearch {
  lease: Record<string, unknown>
  minilease: Record<string, unknown>
}

function pick(search: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of keys) if (search[key] !== undefined) out[key] = search[key]
  return out
}

export function featureBlockSearch(search: unknown): FeatureBlockSearch {
  const s = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>
  return { lease: pick(s, leaseKeys), minilease: pick(s, minileaseKeys) }
}

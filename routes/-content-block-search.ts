/**
 * The address's parameters that the content blocks placing the leasing
 * feature read (lease overview filters, minilease choices): light, zod/mini
 * only, because the content routes' loaderDeps run on every page's first load.
 * The data itself is loaded by `-content-block-data.ts`, imported on demand.
 * Not a route: TanStack Router ignores files whose names start with "-".
 */
import type { LeaseOverviewFilters } from '../content-model/block-data.ts'
import type { ContentPage } from '../src/content/content-page.ts'
import { parseMinileaseSearch, type MinileaseSearch } from '../src/leasing/minilease/minilease-choice.ts'
import { parseLeaseOverviewFilters } from '../src/leasing/overview/lease-overview-search.ts'

export interface FeatureBlockSearch {
  lease: LeaseOverviewFilters
  minilease: MinileaseSearch
}

/** The address's parameters the feature blocks use (loader deps of the content routes). */
export function featureBlockSearch(search: unknown): FeatureBlockSearch {
  const s = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>
  return { lease: parseLeaseOverviewFilters(s), minilease: parseMinileaseSearch(s) }
}

/** The page with the data of its leasing blocks, loading that code on demand. */
export async function withFeatureBlocks(page: ContentPage, search: FeatureBlockSearch): Promise<ContentPage> {
  const { withFeatureBlockData } = await import('./-content-block-data.ts')
  return withFeatureBlockData(page, search)
}

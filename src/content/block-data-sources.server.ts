/**
 * Where the content feature gets data that belongs to another feature: the
 * options of a stock quick search block. The server entry (src/server.ts,
 * the composition root) provides the stock feature's loader at start-up, so
 * the content feature imports no other feature. Without a source, the block
 * renders with its static choices and loads its options in the browser.
 */
import type { QuickSearchOptions } from '#content-model/block-data.ts'
import type { QuickSearchBlockInput } from '#content-model/blocks/stock-quick-search.tsx'

export interface BlockDataSources {
  quickSearchOptions?: (input: QuickSearchBlockInput) => Promise<QuickSearchOptions>
}

const provided: BlockDataSources = {}

export function provideBlockDataSources(sources: BlockDataSources): void {
  Object.assign(provided, sources)
}

export function blockDataSources(): BlockDataSources {
  return provided
}

/**
 * The quick search's choices read from its fields, for the block alone (src/stock/quick-search/stock-quick-search.tsx):
 * kept apart from quick-search-params.ts, which /lager's first load carries for its price steps.
 */
import { quickSearchInputSchema, type QuickSearchInput } from './quick-search-params.ts'

/**
 * The block's choices as its fields show them (the GET form's values): read when the block hydrates, so
 * what the visitor chose before the page's scripts took over is the state the options, count and search
 * follow. A value the block does not take (an unknown fuel, a price that is no whole number) is left out.
 */
export function quickSearchInputFromFields(fields: FormData): QuickSearchInput {
  const input: Record<string, unknown> = {}
  for (const key of Object.keys(quickSearchInputSchema.shape)) {
    const raw = fields.get(key)
    if (typeof raw !== 'string' || raw === '') continue
    // The price fields are whole kroner as the address has them; anything else stays text and is refused.
    const one = quickSearchInputSchema.safeParse({ [key]: key.endsWith('Max') && /^\d{1,9}$/.test(raw) ? Number(raw) : raw })
    if (one.success) Object.assign(input, one.data)
  }
  return input as QuickSearchInput
}

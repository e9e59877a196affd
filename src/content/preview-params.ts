/**
 * Reads the preview parameters from a route's parsed search (client and
 * server). The router may parse `_storyblok_tk[token]` as a flat key or as a
 * nested object, and numbers as numbers; both come out as strings here.
 */
const flatNames = ['_storyblok', '_storyblok_tk[space_id]', '_storyblok_tk[timestamp]', '_storyblok_tk[token]', 'preview'] as const

function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, 200)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

export function previewParamsFromSearch(search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of flatNames) {
    const v = asString(search[name])
    if (v !== undefined) out[name] = v
  }
  const nested = search._storyblok_tk
  if (typeof nested === 'object' && nested !== null) {
    for (const key of ['space_id', 'timestamp', 'token'] as const) {
      const v = asString((nested as Record<string, unknown>)[key])
      if (v !== undefined) out[`_storyblok_tk[${key}]`] = v
    }
  }
  return out
}

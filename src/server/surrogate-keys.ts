/**
 * Surrogate keys (ADR 0014): every page says which stories and vehicles it
 * was made from, in the `Surrogate-Key` response header (space-separated, as
 * Fastly reads it; our Varnish bans on it). A publish or a vehicle turning
 * unavailable then bans exactly the pages carrying its key on every proxy.
 *
 * Keys are collected per request with AsyncLocalStorage: the data layers
 * call `tagSurrogateKeys` as they read (content: `story:<id>`, `slug:<full
 * slug>`, `content-list`; product API: `vehicle:<id>`), and the server entry
 * renders inside `collectSurrogateKeys`, which adds the header.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const surrogateKeyHeader = 'surrogate-key'
/** Tag of every page that lists stories (news, search): a publish of any story may change it. */
export const contentListKey = 'content-list'
/**
 * Tag of a page whose keys did not all fit in the header: banned with every publish and every
 * vehicle purge, so a page that lists more than fits (the sitemap, long stock lists) is never stale.
 */
export const manyKeysKey = 'many-keys'
/**
 * At most this many bytes of keys on one page: below Varnish's limit for one header line
 * (`http_resp_hdr_len`, 8 kB by default) and far below Node's 16 kB for all headers, which the
 * sitemap's 500 vehicle keys overflowed.
 */
const maxHeaderBytes = 4_000

const storage = new AsyncLocalStorage<Set<string>>()

/** A key made safe for a header and a ban regex: letters, digits and `:_/.-`, other characters become `_`. */
export function surrogateKey(kind: 'story' | 'slug' | 'vehicle', id: string | number): string {
  return `${kind}:${String(id)
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^A-Za-z0-9:_/.-]/g, '_')
    .slice(0, 200)}`
}

/** Records keys on the request being rendered (no-op outside one). */
export function tagSurrogateKeys(...keys: string[]): void {
  const set = storage.getStore()
  if (!set) return
  for (const key of keys) set.add(key)
}

/** Runs `render` collecting keys, and sets them on its response (kept when the render set its own). */
export async function collectSurrogateKeys(render: () => Response | Promise<Response>): Promise<Response> {
  const keys = new Set<string>()
  const response = await storage.run(keys, () => Promise.resolve(render()))
  if (keys.size === 0 || response.headers.has(surrogateKeyHeader)) return response
  const value = surrogateKeyValue([...keys])
  try {
    response.headers.set(surrogateKeyHeader, value)
    return response
  } catch {
    // Immutable headers (a fetched response passed through): copy.
    const copy = new Response(response.body, response)
    copy.headers.set(surrogateKeyHeader, value)
    return copy
  }
}

/** The header value: the keys while they fit in `maxHeaderBytes`, then `many-keys`. */
export function surrogateKeyValue(keys: readonly string[]): string {
  const kept: string[] = []
  let bytes = 0
  for (const key of keys) {
    // Keys are ASCII (surrogateKey); +1 for the separating space, and room left for `many-keys`.
    if (bytes + key.length + 1 > maxHeaderBytes - manyKeysKey.length - 1) return [...kept, manyKeysKey].join(' ')
    kept.push(key)
    bytes += key.length + 1
  }
  return kept.join(' ')
}

/**
 * The Varnish ban expression value matching any of `keys` as a whole word of
 * the Surrogate-Key header: `(^|\s)(story:1|slug:a/b)(\s|$)` (no spaces, so it
 * passes as one ban argument).
 */
export function banRegex(keys: readonly string[]): string {
  const escaped = [...new Set(keys)].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return `(^|\\s)(${escaped.join('|')})(\\s|$)`
}

/**
 * Bans pages on every caching proxy in front of the site (CACHE_PURGE_URLS,
 * ADR 0014): one `BAN /` request per proxy with the ban regex in
 * `X-Ban-Regex` (deploy/varnish/default.vcl turns it into a ban on the
 * Surrogate-Key header). Each proxy gets its own time-out; a failure is
 * logged and reported, never thrown, so a publish is not lost to one dead
 * proxy (its cached pages then age out with their s-maxage).
 */
import { banRegex } from './surrogate-keys.ts'

export interface PurgeResult {
  proxy: string
  ok: boolean
  status?: number
  error?: string
}

export interface Purger {
  ban(keys: readonly string[]): Promise<PurgeResult[]>
}

export function createPurger(options: {
  proxies: readonly string[]
  timeoutMs?: number
  fetch?: typeof fetch
  log?: (line: Record<string, unknown>) => void
}): Purger {
  const doFetch = options.fetch ?? fetch
  const log = options.log ?? ((line) => console.log(JSON.stringify(line)))
  return {
    async ban(keys) {
      if (keys.length === 0 || options.proxies.length === 0) return []
      const regex = banRegex(keys)
      const results = await Promise.all(
        options.proxies.map(async (proxy): Promise<PurgeResult> => {
          try {
            const response = await doFetch(`${proxy}/`, {
              method: 'BAN',
              headers: { 'x-ban-regex': regex },
              signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
            })
            await response.body?.cancel()
            return { proxy, ok: response.ok, status: response.status }
          } catch (error) {
            return { proxy, ok: false, error: (error as Error).message }
          }
        }),
      )
      log({ level: results.every((r) => r.ok) ? 'info' : 'error', msg: 'ban', keys, results })
      return results
    },
  }
}

/**
 * Settings of the server's in-process caches and of the benchmark floor route,
 * read from the environment and validated with zod at start-up (src/server.ts
 * calls `getCacheSettings()` before serving). An empty variable counts as unset.
 *
 * - DATA_CACHE_TTL_SECONDS (0–300): lifetime of cached product-API and
 *   published-content reads. 0 turns the cache off.
 * - PAGE_CACHE_TTL_SECONDS (0–300): longest time a public HTML page is served
 *   from memory before it is rendered again (the page's own s-maxage caps it
 *   too). 0 turns the page cache off.
 * - Both default to 30 s against a real product API, and to 0 with the mock
 *   (USE_MOCKS=true): the mock exists to show the site's handling of stock and
 *   fault changes (its /__control endpoints), which a cache would hide.
 * - BENCH_FLOOR (on|off, default off): serves /bench-floor, the framework floor
 *   of `npm run bench`. Off, the address is an ordinary 404.
 */
import { z } from 'zod'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'

const seconds = z.coerce.number().int().min(0).max(300)

export const cacheEnvSchema = z.object({
  DATA_CACHE_TTL_SECONDS: seconds.optional(),
  PAGE_CACHE_TTL_SECONDS: seconds.optional(),
  BENCH_FLOOR: z.enum(['on', 'off']).default('off'),
})

export interface CacheSettings {
  dataTtlMs: number
  pageTtlMs: number
  benchFloor: boolean
}

/** Defaults: 30 s against a real API, off with the mock. */
export function parseCacheSettings(env: Record<string, string | undefined>, useMocks: boolean): CacheSettings {
  const relevant = Object.fromEntries(Object.keys(cacheEnvSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]))
  const parsed = cacheEnvSchema.safeParse(relevant)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`)
    throw new Error(`Ugyldig konfiguration:\n${lines.join('\n')}`)
  }
  const fallback = useMocks ? 0 : 30
  return {
    dataTtlMs: (parsed.data.DATA_CACHE_TTL_SECONDS ?? fallback) * 1000,
    pageTtlMs: (parsed.data.PAGE_CACHE_TTL_SECONDS ?? fallback) * 1000,
    benchFloor: parsed.data.BENCH_FLOOR === 'on',
  }
}

let settings: CacheSettings | undefined

export function getCacheSettings(): CacheSettings {
  settings ??= parseCacheSettings(process.env, getRuntimeConfig().useMocks)
  return settings
}

/** Validates the cache settings at start-up; exits naming the variable on failure. */
export function loadCacheSettingsOrExit(): CacheSettings {
  try {
    return getCacheSettings()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

/**
 * A bounded cache-busting load: requests for pages that are all different
 * (every vehicle page, stock listings by brand, fuel and page, and tracking
 * parameters that change the address but not the page), so every request
 * misses the site's page cache and fills its caches with new entries. Used by
 * `npm run measure:cache-memory` (scripts/cache-memory.ts) and by the bench's
 * production stack, whose memory goal (issue 21) is read after such a round.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { z } from 'zod'
import { brands } from '#app.config'
import { fuels, maxStockPageSize } from '#src/product-api/contract/vocabulary.ts'
import { browserUserAgent } from './local-server.ts'

/** Every vehicle id of the product API at `apiBaseUrl` (its largest pages), at most `limit`. */
export async function vehicleIds(apiBaseUrl: string, limit: number): Promise<string[]> {
  const page = z.object({ items: z.array(z.object({ id: z.string() })), total: z.number() })
  const ids: string[] = []
  const api = apiBaseUrl.replace(/\/+$/, '')
  const base = api.endsWith('/api/v1') ? api : `${api}/api/v1`
  for (let p = 1; ids.length < limit; p++) {
    const answer = page.parse(await (await fetch(`${base}/stock/vehicles?page=${p}&pageSize=${maxStockPageSize}`)).json())
    ids.push(...answer.items.map((v) => v.id))
    if (answer.items.length === 0 || ids.length >= answer.total) break
  }
  return ids
}

// The group's brands and some makes of its used cars.
const brandSlugs = [...brands.map((b) => b.slug), 'toyota', 'volkswagen', 'ford', 'peugeot', 'kia']

/** The n-th address of the load: vehicle pages, listings and tracking variants, all different. */
export function bustingAddress(n: number, ids: readonly string[]): string {
  switch (n % 3) {
    case 0:
      return `/lager/${ids[Math.floor(n / 3) % ids.length]}`
    case 1: {
      const k = Math.floor(n / 3)
      const brand = brandSlugs[k % brandSlugs.length]
      const fuel = fuels[Math.floor(k / brandSlugs.length) % fuels.length]
      return `/lager?brand=${brand}&fuel=${fuel}&page=${1 + (Math.floor(k / (brandSlugs.length * fuels.length)) % 40)}`
    }
    default:
      return `/lager?utm_source=bust-${n}&gclid=${n}`
  }
}

/**
 * Requests addresses `from` … `from + count - 1` of the load from the site,
 * `concurrency` at a time, as a browser asking for gzip. Answers the count of
 * each status code (0: the request failed).
 */
export async function bustCaches(siteUrl: string, ids: readonly string[], from: number, count: number, concurrency: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let next = from
  const worker = async () => {
    while (next < from + count) {
      const n = next++
      try {
        const response = await fetch(`${siteUrl}${bustingAddress(n, ids)}`, { headers: { 'user-agent': browserUserAgent, 'accept-encoding': 'gzip' } })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return statuses
}

/** Requests that failed or answered 5xx. */
export function serverErrorsOf(statuses: ReadonlyMap<number, number>): number {
  let errors = 0
  for (const [status, count] of statuses) if (status >= 500 || status === 0) errors += count
  return errors
}

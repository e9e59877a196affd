/**
 * The site's memory under a bounded cache-busting load (issue 19): the
 * production server with the longest cache lifetimes (300 s) against the mock
 * product API with 10,000 vehicles, then rounds of requests for pages that
 * are all different (every vehicle page, stock listings by brand, fuel and
 * page, and tracking parameters that change the address but not the page).
 * Prints the process's resident memory (VmRSS, peak VmHWM) before and after
 * each round and the status counts. With caches capped by bytes
 * (lru-cache `maxSize`, ADR 0009) memory levels off instead of growing with
 * every new address.
 *
 *   npm run build && npm run measure:cache-memory [-- --rounds 3 --requests 3000 --vehicles 10000]
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { bustCaches, serverErrorsOf, vehicleIds } from './cache-busting.ts'
import { startReporting, stopChild } from './local-server.ts'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '3000' },
    vehicles: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
  },
})
const options = z
  .object({
    rounds: z.coerce.number().int().min(1).max(10),
    requests: z.coerce.number().int().min(10).max(50_000),
    vehicles: z.coerce.number().int().min(100).max(100_000),
    concurrency: z.coerce.number().int().min(1).max(64),
  })
  .parse(values)

const root = new URL('..', import.meta.url).pathname
if (!existsSync(join(root, '.output/server/index.mjs'))) {
  console.error('cache-memory: byg først (npm run build)')
  process.exit(1)
}
// A copy of the build, so a rebuild in the working tree cannot change the server mid-run.
const outputDir = mkdtempSync(join(tmpdir(), 'cache-memory-'))
cpSync(join(root, '.output'), outputDir, { recursive: true })

const stackInfo = z.object({ siteUrl: z.string(), apiBaseUrl: z.string(), sitePid: z.number() })
const { child, info } = await startReporting(join(root, 'scripts/bench-stack.ts'), {
  env: {
    ...process.env,
    BENCH_OUTPUT_DIR: outputDir,
    MOCK_VEHICLE_COUNT: String(options.vehicles),
    DATA_CACHE_TTL_SECONDS: '300',
    PAGE_CACHE_TTL_SECONDS: '300',
  },
  marker: 'BENCH_STACK_READY',
})
const stack = stackInfo.parse(info)

function memory(): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${stack.sitePid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) }
}

try {
  const ids = await vehicleIds(stack.apiBaseUrl, options.vehicles)
  // Warm up: the first render of each kind of page loads its code.
  await bustCaches(stack.siteUrl, ids, 0, 30, options.concurrency)
  const before = memory()
  console.log(`Hukommelse under cache-busting-belastning (${options.vehicles} biler, caches 300 s, ${options.concurrency} samtidige forespørgsler)`)
  console.log(`| Efter | Forespørgsler i alt | VmRSS MB | VmHWM MB | Statuskoder |`)
  console.log(`|---|---:|---:|---:|---|`)
  console.log(`| opvarmning | 30 | ${before.rssMb} | ${before.hwmMb} | – |`)
  let total = 30
  let serverErrors = 0
  for (let r = 1; r <= options.rounds; r++) {
    const statuses = await bustCaches(stack.siteUrl, ids, total, options.requests, options.concurrency)
    total += options.requests
    const m = memory()
    serverErrors += serverErrorsOf(statuses)
    const codes = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s === 0 ? 'fejl' : s}: ${c}`)
      .join(', ')
    console.log(`| runde ${r} | ${total} | ${m.rssMb} | ${m.hwmMb} | ${codes} |`)
  }
  console.log(`\n5xx eller fejlede forespørgsler: ${serverErrors}`)
  process.exitCode = serverErrors > 0 ? 1 : 0
} finally {
  await stopChild(child)
  rmSync(outputDir, { recursive: true, force: true })
}

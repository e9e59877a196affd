/**
 * One stack of `npm run bench`, in its own process so the load generator does
 * not share an event loop with the back ends: the mock product API
 * (MOCK_VEHICLE_COUNT vehicles) and the local content space in this process,
 * and the production server from BENCH_OUTPUT_DIR (a copy of .output, so a
 * rebuild in the working tree cannot change it mid-run) as a child process —
 * as scripts/serve.ts does, but on free ports and against the product API by
 * URL (USE_MOCKS=false), as in production.
 *
 * The site's cache settings (DATA_CACHE_TTL_SECONDS, PAGE_CACHE_TTL_SECONDS)
 * and BENCH_FLOOR=on are passed through from the environment. When the site
 * answers, one line is printed: `BENCH_STACK_READY {"siteUrl",…,"sitePid"}`.
 * SIGTERM stops everything.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { startMockProductApi } from '#mocks/product-api/server.ts'
import { startContentSpace } from '#mocks/content-space/server.ts'
import { freePort, productionSiteEnv, siteNodeFlags, waitFor } from './local-server.ts'

const env = z
  .object({
    BENCH_OUTPUT_DIR: z.string().min(1),
    MOCK_VEHICLE_COUNT: z.coerce.number().int().min(1).max(100_000).default(400),
    DATA_CACHE_TTL_SECONDS: z.string().default('0'),
    PAGE_CACHE_TTL_SECONDS: z.string().default('0'),
    /** Node flags of the site's process instead of `siteNodeFlags` (space-separated), to measure another heap setting. */
    BENCH_SITE_NODE_FLAGS: z.string().optional(),
  })
  .parse(process.env)

const serverEntry = join(env.BENCH_OUTPUT_DIR, 'server/index.mjs')
if (!existsSync(serverEntry)) {
  console.error(`bench-stack: ${serverEntry} findes ikke`)
  process.exit(1)
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'))
const api = await startMockProductApi({ port: 0, vehicleCount: env.MOCK_VEHICLE_COUNT, dataDir })
const space = await startContentSpace({ port: 0 })
const port = await freePort()
const siteUrl = `http://127.0.0.1:${port}`

const nodeFlags = env.BENCH_SITE_NODE_FLAGS === undefined ? siteNodeFlags : env.BENCH_SITE_NODE_FLAGS.split(/\s+/).filter(Boolean)
const site = spawn(process.execPath, [...nodeFlags, serverEntry], {
  env: productionSiteEnv(
    port,
    { productApiUrl: api.baseUrl, contentSpaceUrl: space.url },
    {
      NODE_ENV: 'production',
      BENCH_FLOOR: 'on',
      DATA_CACHE_TTL_SECONDS: env.DATA_CACHE_TTL_SECONDS,
      PAGE_CACHE_TTL_SECONDS: env.PAGE_CACHE_TTL_SECONDS,
    },
  ),
  stdio: ['ignore', 'ignore', 'inherit'],
})

let stopping = false
async function stop(code: number): Promise<void> {
  if (stopping) return
  stopping = true
  // Nitro shuts down gracefully on SIGTERM; one that has not exited after 6 s (open keep-alive
  // sockets) is killed, so no orphaned server keeps using the CPU after the bench.
  const exited = site.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => site.once('exit', () => resolve()))
  site.kill('SIGTERM')
  const killer = setTimeout(() => site.kill('SIGKILL'), 6_000)
  await Promise.allSettled([api.close(), space.close(), exited])
  clearTimeout(killer)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code)
}
site.on('exit', (code) => {
  if (!stopping) console.error(`bench-stack: siden stoppede (kode ${code ?? 'ukendt'})`)
  void stop(stopping ? 0 : 1)
})
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))

try {
  await waitFor(`${siteUrl}/robots.txt`, 60_000)
} catch (error) {
  console.error(`bench-stack: ${(error as Error).message}`)
  await stop(1)
}
console.log(
  `BENCH_STACK_READY ${JSON.stringify({ siteUrl, apiBaseUrl: api.baseUrl, sitePid: site.pid, vehicles: api.stats.vehicles, generateMs: api.stats.generateMs })}`,
)

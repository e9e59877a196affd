/**
 * Measures the server render time of /lager against the mock product API with
 * 400 and with 10,000 vehicles in stock, and the page's first-load JavaScript.
 *
 *   npm run build && ./node_modules/.bin/node scripts/measure-stock-render.ts [--runs 40]
 *
 * For each stock size it starts the mock product API (that many vehicles) and
 * the production server (.output/server/index.mjs) pointed at it, warms up,
 * then times sequential requests until the whole HTML has arrived, for the
 * unfiltered /lager and a filtered, sorted later page. It prints the median
 * and 90th percentile per URL, and the median of the product API's own search
 * call, so the page's share can be told from the search's.
 *
 * First-load JavaScript: every script and modulepreload of /lager's HTML,
 * fetched and gzipped (level 6, as a typical server compresses).
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startMockProductApi } from '#mocks/product-api/server.ts'
import { startContentSpace } from '#mocks/content-space/server.ts'
import { browserUserAgent, freePort, productionSiteEnv, waitFor } from './local-server.ts'
import { kB, pageWeight, type PageWeight } from './page-weight.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = `${root}.output/server/index.mjs`
const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 40
const warmUp = 8
const stockSizes = [400, 10_000]
const pages = ['/lager', '/lager?type=used&fuel=electric&fuel=pluginhybrid&sort=price_asc&page=2']

if (!existsSync(serverEntry)) {
  console.error('Ingen produktionsbuild fundet. Kør "npm run build" først.')
  process.exit(1)
}

/** Milliseconds until the whole body has arrived. */
async function timeRequest(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'user-agent': browserUserAgent }, redirect: 'manual' })
  const body = await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? NaN
}

async function series(url: string): Promise<{ median: number; p90: number; status: number; bytes: number }> {
  for (let i = 0; i < warmUp; i++) await timeRequest(url)
  const times: number[] = []
  let last = { status: 0, bytes: 0 }
  for (let i = 0; i < runs; i++) {
    const r = await timeRequest(url)
    times.push(r.ms)
    last = r
  }
  return { median: percentile(times, 50), p90: percentile(times, 90), ...last }
}

async function firstLoadJs(siteUrl: string, path: string): Promise<{ files: { path: string; gzip: number }[]; total: number }> {
  const html = await (await fetch(`${siteUrl}${path}`, { headers: { 'user-agent': browserUserAgent } })).text()
  const paths = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (m[1]) paths.add(m[1])
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) {
    const path = m[1] ?? m[2]
    if (path) paths.add(path)
  }
  // Inline module scripts import the entry; count what they import too.
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)|from\s*["']([^"']+\.js)["']/g)) {
    const path = m[1] ?? m[2]
    if (path?.startsWith('/')) paths.add(path)
  }
  const files: { path: string; gzip: number }[] = []
  for (const file of paths) {
    const body = Buffer.from(await (await fetch(new URL(file, siteUrl))).arrayBuffer())
    files.push({ path: file, gzip: gzipSync(body, { level: 6 }).byteLength })
  }
  files.sort((a, b) => b.gzip - a.gzip)
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
}

interface Result {
  vehicles: number
  api: { median: number }
  pages: { path: string; median: number; p90: number; status: number; weight: PageWeight }[]
}

const results: Result[] = []
let js: Awaited<ReturnType<typeof firstLoadJs>> | undefined
let shared: Awaited<ReturnType<typeof firstLoadJs>> | undefined

for (const vehicles of stockSizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'measure-stock-'))
  const api = await startMockProductApi({ port: 0, vehicleCount: vehicles, dataDir })
  // The site's shell and 404 page read the content space; give it the local one.
  const space = await startContentSpace({ port: 0 })
  const port = await freePort()
  const siteUrl = `http://127.0.0.1:${port}`
  let site: ChildProcess | undefined
  try {
    site = spawn(process.execPath, [serverEntry], {
      env: productionSiteEnv(port, { productApiUrl: api.baseUrl, contentSpaceUrl: space.url }),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitFor(`${siteUrl}/robots.txt`, 30_000)

    const apiSeries = await series(`${api.baseUrl}/stock/vehicles?pageSize=24`)
    const pageResults: Result['pages'] = []
    for (const path of pages) {
      const timing = await series(`${siteUrl}${path}`)
      const html = await (await fetch(`${siteUrl}${path}`, { headers: { 'user-agent': browserUserAgent } })).text()
      pageResults.push({ path, ...timing, weight: pageWeight(html) })
    }
    results.push({ vehicles, api: { median: apiSeries.median }, pages: pageResults })
    js ??= await firstLoadJs(siteUrl, '/lager')
    // What every page loads: a not-found page (root route and the content pages' route).
    shared ??= await firstLoadJs(siteUrl, '/findes-ikke-maaling')
  } finally {
    site?.kill('SIGTERM')
    await api.close()
    await space.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`
console.log(`\nServer render of /lager (production build, ${runs} sequential requests after ${warmUp} warm-up, whole body received)\n`)
for (const r of results) {
  console.log(`${r.vehicles.toLocaleString('da-DK')} vehicles — product API search alone: median ${ms(r.api.median)}`)
  for (const p of r.pages) {
    console.log(
      `  ${p.path}\n    median ${ms(p.median)}, p90 ${ms(p.p90)}, status ${p.status}, HTML ${kB(p.weight.htmlBytes)}, inline scripts ${kB(p.weight.inlineScriptBytes)}`,
    )
  }
}
if (js) {
  console.log(`\nFirst-load JavaScript of /lager: ${(js.total / 1024).toFixed(1)} KiB gzip in ${js.files.length} files`)
  if (shared) {
    const common = new Set(shared.files.map((f) => f.path))
    const own = js.files.filter((f) => !common.has(f.path))
    const ownTotal = own.reduce((sum, f) => sum + f.gzip, 0)
    console.log(
      `  of which loaded by every page (root route): ${((js.total - ownTotal) / 1024).toFixed(1)} KiB; /lager's own: ${(ownTotal / 1024).toFixed(1)} KiB`,
    )
    for (const f of own) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB  ${f.path}`)
  }
}

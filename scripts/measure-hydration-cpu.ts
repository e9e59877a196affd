/**
 * Main-thread CPU time of loading and hydrating home and a content page, on
 * two or more production builds side by side (issue 21, decision 3). Lighthouse's
 * TBT on the shared 2-core machine moves with the machine's load (its CPU
 * benchmark index ranged 160–2,000 within one run), so this reads the thread
 * time (`tdur`) of the renderer main thread's tasks from a Chromium trace,
 * which moves less, and alternates the builds run by run.
 *
 * Each build runs in its own bench stack (scripts/bench-stack.ts). Per page
 * load (Pixel 7 emulation, a fresh context): every main-thread task until
 * 1.5 s after hydration (html[data-build]); printed are the sum of their CPU
 * time, the blocking time they would give at Lighthouse's 4× CPU slowdown
 * (Σ max(0, 4 · cpu − 50 ms)), the longest task and the number of tasks, then
 * the medians per build and page.
 *
 *   ./node_modules/.bin/node scripts/measure-hydration-cpu.ts RUNS name=<copy of .output> name=<copy of .output> …
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chromium, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const runs = Number(process.argv[2] ?? 7)
const builds = process.argv.slice(3)
if (!Number.isInteger(runs) || runs < 1 || builds.length === 0 || builds.some((b) => !b.includes('='))) {
  console.error('Brug: scripts/measure-hydration-cpu.ts ANTAL navn=<mappe med et build> …')
  process.exit(1)
}

const stacks: { name: string; url: string; proc: ChildProcess }[] = []
for (const build of builds) {
  const [name = '', dir = ''] = build.split('=')
  const proc = spawn(process.execPath, ['scripts/bench-stack.ts'], {
    env: { ...process.env, BENCH_OUTPUT_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    proc.once('exit', () => reject(new Error(`bench-stack for ${name} stoppede`)))
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /BENCH_STACK_READY (\{.*\})/.exec(output)
      if (ready?.[1]) resolve((JSON.parse(ready[1]) as { siteUrl: string }).siteUrl)
    })
  })
  stacks.push({ name, url, proc })
}

const paths = { home: '/', content: '/nye-biler/leasing-og-finansiering' }
type TraceEvent = { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }
type Result = { build: string; page: string; cpu: number; blocking4x: number; longest: number; tasks: number }
const results: Result[] = []
const phone = devices['Pixel 7']
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
for (let run = 0; run < runs; run++) {
  // Alternate the order, so a change in the machine's load hits every build alike.
  for (const stack of run % 2 ? [...stacks].reverse() : stacks) {
    for (const [page, path] of Object.entries(paths)) {
      const context = await browser.newContext({ ...phone })
      // Warm the server for this page (its first render), not the browser.
      await context.request.get(stack.url + path, { headers: { 'user-agent': phone.userAgent } })
      const tab = await context.newPage()
      await browser.startTracing(tab, { categories: ['disabled-by-default-devtools.timeline', 'toplevel', 'devtools.timeline'] })
      await tab.goto(stack.url + path)
      await tab.waitForSelector('html[data-build]', { timeout: 30_000 })
      await tab.waitForTimeout(1_500)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      const mainThreads = new Set(
        trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
      )
      const cpuMs = trace.traceEvents
        .filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && typeof e.tdur === 'number')
        .map((e) => (e.tdur ?? 0) / 1000)
      const result = {
        build: stack.name,
        page,
        cpu: cpuMs.reduce((a, b) => a + b, 0),
        blocking4x: cpuMs.reduce((a, b) => a + Math.max(0, 4 * b - 50), 0),
        longest: Math.max(0, ...cpuMs),
        tasks: cpuMs.length,
      }
      results.push(result)
      console.log(
        JSON.stringify({ run, ...result, cpu: Math.round(result.cpu), blocking4x: Math.round(result.blocking4x), longest: Math.round(result.longest) }),
      )
      await context.close()
    }
  }
}
await browser.close()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
for (const stack of stacks) {
  for (const page of Object.keys(paths)) {
    const rows = results.filter((r) => r.build === stack.name && r.page === page)
    console.log(
      `${stack.name} ${page} (${rows.length} runs): median CPU ${Math.round(median(rows.map((r) => r.cpu)))} ms, ` +
        `blocking at 4× ${Math.round(median(rows.map((r) => r.blocking4x)))} ms, longest task ${Math.round(median(rows.map((r) => r.longest)))} ms, ` +
        `tasks ${median(rows.map((r) => r.tasks))}`,
    )
  }
}
for (const stack of stacks) stack.proc.kill('SIGTERM')
await Promise.all(stacks.map((s) => new Promise((resolve) => s.proc.once('exit', resolve))))

/**
 * The "Faste tidspunkter" step of `npm test` (ADR 0012): the tests tagged
 * @clock (tests/clock.spec.ts), desktop only, once per fixed instant of
 * tests/clock.ts — a Monday morning, a Sunday, 23:59 on 31 December, the
 * night summer time ends — and once more with the server in
 * TZ=America/Los_Angeles. Each run starts its own servers with that instant
 * as FIXED_NOW (playwright.config.ts reads TEST_FIXED_NOW and
 * TEST_SERVER_TZ). Needs a production build.
 *
 * Two runs go at once, each on its own ports (E2E_PORT_OFFSET, from 1000 above
 * the caller's, 100 apart) and with its own output folder: a run is mostly
 * its servers starting and four short tests, so on two cores a pair takes
 * little longer than one. Each run's output is printed when it ends; every
 * run is completed, and the step fails if any failed.
 *
 *   npm run test:clock
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { clockRuns, instants } from '../tests/clock.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const playwrightCli = `${root}node_modules/@playwright/test/cli.js`
const concurrency = 2
const callerOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0

interface Outcome {
  label: string
  instant: string
  ok: boolean
}

function runAt(index: number): Promise<Outcome> {
  const run = clockRuns[index]
  if (!run) throw new Error(`no clock run ${index}`)
  const instant = instants[run.instant]
  const title = `${index + 1}/${clockRuns.length} ${run.label}: ${instant}${run.serverTz ? `, TZ=${run.serverTz}` : ''}`
  const env: NodeJS.ProcessEnv = { ...process.env, TEST_FIXED_NOW: instant, E2E_PORT_OFFSET: String(callerOffset + 1000 + index * 100) }
  if (run.serverTz) env.TEST_SERVER_TZ = run.serverTz
  else delete env.TEST_SERVER_TZ
  // Two runs at a time with two workers each: they share the machine with the cluster suite (scripts/test.sh).
  const args = [playwrightCli, 'test', '--project=desktop', '--grep', '@clock', '--workers=2', '--reporter=list', `--output=test-results/clock-${index + 1}`]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n  ${title}\n${Buffer.concat(output).toString()}`)
      resolve({ label: run.label, instant, ok: code === 0 })
    })
  })
}

const started = performance.now()
const outcomes: Outcome[] = []
let next = 0
async function lane(): Promise<void> {
  while (next < clockRuns.length) outcomes.push(await runAt(next++))
}
await Promise.all(Array.from({ length: concurrency }, lane))

const failed = outcomes.filter((o) => !o.ok)
const seconds = Math.round((performance.now() - started) / 1000)
if (failed.length > 0) {
  for (const f of failed) console.error(`\nFaste tidspunkter: ${f.label} (${f.instant}) fejlede.`)
  process.exit(1)
}
console.log(`\n  ${clockRuns.length} kørsler bestået på ${seconds} s (${concurrency} ad gangen).`)

/**
 * The "Faste tidspunkter" step of `npm test` (ADR 0012): the tests tagged
 * @clock (tests/clock.spec.ts), desktop only, once per fixed instant of
 * tests/clock.ts — a Monday morning, a Sunday, 23:59 on 31 December, the
 * night summer time ends — and once more with the server in
 * TZ=America/Los_Angeles. Each run starts its own servers with that instant
 * as FIXED_NOW (playwright.config.ts reads TEST_FIXED_NOW and
 * TEST_SERVER_TZ). Needs a production build. Stops at the first failing run.
 *
 *   npm run test:clock
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { clockRuns, instants } from '../tests/clock.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const playwrightCli = `${root}node_modules/@playwright/test/cli.js`

const started = performance.now()
for (const [i, run] of clockRuns.entries()) {
  const instant = instants[run.instant]
  console.log(`\n  ${i + 1}/${clockRuns.length} ${run.label}: ${instant}${run.serverTz ? `, TZ=${run.serverTz}` : ''}`)
  const env: NodeJS.ProcessEnv = { ...process.env, TEST_FIXED_NOW: instant }
  if (run.serverTz) env.TEST_SERVER_TZ = run.serverTz
  else delete env.TEST_SERVER_TZ
  const result = spawnSync(process.execPath, [playwrightCli, 'test', '--project=desktop', '--grep', '@clock', '--reporter=list'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error(`\nFaste tidspunkter: ${run.label} (${instant}) fejlede.`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\n  ${clockRuns.length} kørsler bestået på ${Math.round((performance.now() - started) / 1000)} s.`)

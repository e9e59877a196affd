import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { test, expect, siteOrigin } from './fixtures.ts'
import { e2ePorts } from '../playwright.config.ts'
import { fixedNow } from './clock.ts'

/**
 * Build freshness (spec 4 and 9, machines/build-freshness) with two real
 * builds: build A is served and loaded, then the server is replaced by build
 * B, whose folder does not have A's chunks. Build A is the suite's own
 * production build (.output, which playwright.config.ts serves; its id is read
 * from the suite's server), so only build B is made here (`vite build` with
 * BUILD_ID and BUILD_OUTPUT_DIR, 20 CPU-seconds). Both are served on their own
 * port against the suite's mock product API and content space.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = `${root}.output-freshness`
const port = e2ePorts.site + 50
const origin = `http://127.0.0.1:${port}`
/** The build ids: A's is read from the suite's server in `beforeAll`. */
const builds = { a: '', b: 'freshness-b' }
const serverEntries = { a: `${root}.output/server/index.mjs`, b: `${outDir}/b/server/index.mjs` } as const

function buildB(): void {
  const dir = `${outDir}/b`
  rmSync(dir, { recursive: true, force: true })
  const result = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_ID: builds.b, BUILD_OUTPUT_DIR: dir },
    stdio: 'ignore',
  })
  if (result.status !== 0 || !existsSync(serverEntries.b)) throw new Error('vite build of b failed')
}

/** The id of the build the suite's server runs (.output): build A. */
async function suiteBuildId(): Promise<string> {
  const answer = await fetch(`${siteOrigin}/api/build`)
  expect(answer.status).toBe(200)
  const { id } = (await answer.json()) as { id: string }
  return id
}

let server: ChildProcess | null = null

async function serve(name: keyof typeof builds): Promise<void> {
  await stop()
  server = spawn(process.execPath, [serverEntries[name]], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NITRO_PORT: String(port),
      NITRO_HOST: '127.0.0.1',
      SITE_URL: origin,
      MOCK_API_PORT: String(e2ePorts.productApi),
      CONTENT_SPACE_PORT: String(e2ePorts.contentSpace),
      FIXED_NOW: fixedNow,
    },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${origin}/api/build`).catch(() => null)
    if (answer?.ok) {
      const reported = (await answer.json()) as { id: string }
      if (reported.id === builds[name]) return
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`build ${name} did not start on ${origin}`)
}

async function stop(): Promise<void> {
  const running = server
  server = null
  if (!running || running.exitCode !== null) return
  const exited = new Promise((r) => running.once('exit', r))
  running.kill('SIGTERM')
  await exited
}

/** Every document the page loads (page loads and reloads, not in-app navigations). */
function documentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname)
  })
  return loads
}

/** The page has loaded the machine (on the tab's first focus, or 20 s after load) and checked once. */
async function machineRunning(page: Page): Promise<void> {
  // The runtime sets data-build when it starts after hydration, in the same step as its focus listener:
  // a focus before that is not heard (and the machine would only load 20 s later).
  await expect(page.locator('html')).toHaveAttribute('data-build', /./)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page.locator('html')).toHaveAttribute('data-build-freshness', 'current', { timeout: 15_000 })
}

test.describe('build freshness with two real builds', () => {
  test.describe.configure({ mode: 'serial' })
  // A chunk of build A that build B no longer has is expected to fail to load.
  test.use({
    allowedConsoleErrors: [
      /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/,
    ],
  })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    builds.a = await suiteBuildId()
    expect(builds.a).toMatch(/./)
    expect(builds.a).not.toBe(builds.b)
    buildB()
  })
  test.afterAll(async () => {
    await stop()
  })

  test('a missing chunk after a deploy reloads the page exactly once, then it runs the new build', async ({ page }) => {
    test.setTimeout(60_000)
    await serve('a')
    await page.goto(`${origin}/`)
    await expect(page.locator('html')).toHaveAttribute('data-build', builds.a)
    await machineRunning(page)
    const loads = documentLoads(page)

    await serve('b')
    // In-app navigation to a page whose chunk only build A had.
    await page.getByRole('banner').getByRole('link', { name: 'Lokationer', exact: true }).first().dispatchEvent('click')

    await expect(page.locator('html')).toHaveAttribute('data-build', builds.b, { timeout: 15_000 })
    await expect(page).toHaveURL(/\/lokationer$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // No second reload, no loop.
    await page.waitForTimeout(2_000)
    expect(loads).toEqual(['/lokationer'])
  })

  test('when a newer build is deployed, the next link loads the whole page in the new build', async ({ page }) => {
    test.setTimeout(60_000)
    await serve('a')
    await page.goto(`${origin}/`)
    await machineRunning(page)
    const loads = documentLoads(page)

    await serve('b')
    // The visitor comes back to the tab: the page asks the site and learns of build B.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.locator('html')).toHaveAttribute('data-build-freshness', 'stale')

    await page.getByRole('banner').getByRole('link', { name: 'Lokationer', exact: true }).first().dispatchEvent('click')
    await expect(page.locator('html')).toHaveAttribute('data-build', builds.b, { timeout: 15_000 })
    await expect(page).toHaveURL(/\/lokationer$/)
    expect(loads).toEqual(['/lokationer'])
  })
})

test.describe('a chunk that keeps failing', () => {
  test.use({
    allowedConsoleErrors: [
      /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/,
    ],
  })

  test('a chunk that fails again within 10 seconds shows the error page with a reload button, never a loop', async ({ page }) => {
    test.setTimeout(60_000)
    test.info().annotations.push({ type: 'note', description: 'uses the suite server: the locations route chunk is made unavailable' })
    await page.goto('/')
    await machineRunning(page)
    const loads = documentLoads(page)
    // Every request for the locations page's route chunk fails (also after the reload).
    await page.route(/\/assets\/locations\.index-[^/]+\.js$/, (route) => route.abort())

    await page.getByRole('banner').getByRole('link', { name: 'Lokationer', exact: true }).first().dispatchEvent('click')

    const errorPage = page.locator('[data-error-type="build-broken"]')
    await expect(errorPage).toBeVisible({ timeout: 15_000 })
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Siden kunne ikke indlæses')
    await page.waitForTimeout(2_000)
    expect(loads).toEqual(['/lokationer'])

    // The button reloads (the visitor asked: not guarded); with the chunk back, the page works.
    await page.unroute(/\/assets\/locations\.index-[^/]+\.js$/)
    await errorPage.getByRole('button', { name: 'Genindlæs siden' }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Siden kunne ikke indlæses', { timeout: 15_000 })
    expect(loads).toEqual(['/lokationer', '/lokationer'])
  })
})

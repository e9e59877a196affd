import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from './scripts/chromium.ts'
import { fixedNow, isClockRun } from './tests/clock.ts'

/**
 * Ports of the test instance, apart from a developer's running site (3000/4010/4020/4030).
 * E2E_PORT_OFFSET moves all four, so two checkouts can run their suites side by side. The mock's
 * SMTP catcher (search agents' mails, issue 35) listens 20 above the mock (MOCK_SMTP_PORT's default).
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0
export const e2ePorts = { site: 3100 + portOffset, productApi: 4110 + portOffset, contentSpace: 4120 + portOffset, smtpCatcher: 4130 + portOffset } as const
const baseURL = `http://127.0.0.1:${e2ePorts.site}`
/** Leads submitted during a run; emptied at the start of each run (in the main process, not in workers). */
const mockDataDir = `data/e2e-product-api${portOffset ? `-${portOffset}` : ''}`
if (!process.env.TEST_WORKER_INDEX) rmSync(mockDataDir, { recursive: true, force: true })
/**
 * The screenshot tests' browser reads this fontconfig file instead of the machine's: only Debian's
 * fonts-dejavu-core, so every machine renders the same glyphs (tests/visual/fonts.conf, README.md "Skærmbilleder").
 */
const visualLaunchOptions = {
  executablePath: headlessShellPath,
  args: [...chromiumArgs],
  env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./tests/visual/fonts.conf', import.meta.url)) },
}
/** Time zone of the server under test (TEST_SERVER_TZ, e.g. America/Los_Angeles); unset: the machine's. */
const serverTz = process.env.TEST_SERVER_TZ

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // At another instant than the suite's (TEST_FIXED_NOW, scripts/test-clock.ts) only the @clock tests have expectations.
  grep: isClockRun ? /@clock/ : undefined,
  // One retry: on two shared cores a race the suite has not yet flushed out can fail a run once.
  // A test that passes only on its retry is printed as "flaky" in the summary: that is a bug to fix,
  // as the four this change fixed were (hydration, stale navigations, a header over the error summary).
  retries: 1,
  // Three workers on CI's two cores: a worker often waits (a poll, a retry schedule, the server), and a third
  // fills those gaps. The end-to-end step took 491 s with three against about 600 with two (0 flaky; measured
  // in docs/performance.md, "The test suite's time").
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    // A failing test is traced on its retry (actions, DOM snapshots, network, console; no screencast), so
    // a real failure, which fails again, keeps its trace. Recording a trace of every passing test made the
    // browser process one of the suite's largest CPU users (docs/performance.md, "The test suite's time").
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      // Debian's chromium-headless-shell: no browser downloads on this machine, and less CPU per page than
      // the full browser in headless mode (scripts/chromium.ts, docs/performance.md "The test suite's time").
      executablePath: headlessShellPath,
      args: [...chromiumArgs],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile|@stock-availability|@chat-faults|@budgets|@visual/,
    },
    // What the visitor sees (issue 29, tests/visual/): screenshots compared with the committed baselines and the
    // layout invariant, at 1280 px and at 390 px on a phone (a Pixel 7 at the issue's 390 px; one device pixel per
    // CSS pixel keeps the baselines small). Their fonts are fixed (visualLaunchOptions).
    {
      name: 'visual-desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: visualLaunchOptions },
      grep: /@visual/,
    },
    {
      name: 'visual-phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: visualLaunchOptions },
      grep: /@visual/,
    },
    // The first-load JavaScript budgets (tests/js-budgets.spec.ts) in a project of their own: `npm run check:budgets`
    // runs it alone right after the build. In the desktop project the command line's --grep-invert @budgets did not
    // keep it out of the end-to-end step, because desktop and mobile run there as the dependencies of the projects
    // below, and Playwright applies command-line filters only to the projects it was asked for: it ran twice.
    {
      name: 'budgets',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@budgets/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/, grepInvert: /@stock-availability|@chat-faults/ },
    // These mark vehicles sold in the shared mock API for a moment; they run after
    // the others so no test that counts the stock sees a changed stock.
    {
      name: 'stock-availability',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@stock-availability/,
      dependencies: ['desktop', 'mobile', 'visual-desktop', 'visual-phone'],
    },
    // These fail the shared mock's chat for everyone (a 503 on opening, the chat turned off): they run
    // after the others, on desktop and then on a phone, never beside another chat test.
    {
      name: 'chat-faults',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@chat-faults/,
      dependencies: ['desktop', 'mobile', 'visual-desktop', 'visual-phone'],
    },
    { name: 'chat-faults-phone', use: { ...devices['Pixel 7'] }, grep: /@chat-faults/, dependencies: ['chat-faults'] },
  ],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `${baseURL}/robots.txt`,
    // A running server may have another clock: never reuse one for a fixed-instant run.
    reuseExistingServer: !process.env.CI && !isClockRun && !serverTz,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePorts.site),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      MOCK_API_PORT: String(e2ePorts.productApi),
      CONTENT_SPACE_PORT: String(e2ePorts.contentSpace),
      MOCK_API_DATA_DIR: mockDataDir,
      // The test runner is the proxy in front of the site: each test sets its own X-Forwarded-For
      // (its own visitor for the lead and valuation rate limits).
      TRUSTED_PROXY_HOPS: '1',
      // The server and the mock product API take this instant as "now" (tests/clock.ts); the browser's clock is fixed per spec.
      FIXED_NOW: fixedNow,
      // A container id, so the consent tests see Tag Manager held back until consent (its host is routed to a stand-in).
      GTM_ID: 'GTM-E2ETEST',
      ...(serverTz ? { TZ: serverTz } : {}),
    },
  },
})

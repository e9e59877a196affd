import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { e2ePorts } from '../playwright.config.ts'

export { expect }

/** A real desktop browser's user agent; curl-like agents are treated as bots by the site. */
export const siteOrigin = `http://127.0.0.1:${e2ePorts.site}`
export const productApiUrl = `http://127.0.0.1:${e2ePorts.productApi}`
export const contentSpaceUrl = `http://127.0.0.1:${e2ePorts.contentSpace}`

/** The consent journal key (machines/consent): see `consentAnswer`. */
export const consentJournalKey = 'bilhuset-nord:machine:consent'

interface Fixtures {
  /**
   * The cookie answer the visitor starts with. By default "Afvis alle" (necessary only) is stored
   * before the first page loads, so the banner stays out of tests about other things and maps
   * start without consent; `null` starts unanswered (the consent tests).
   */
  consentAnswer: 'necessary-only' | null
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright types value-less auto fixtures as void
  consentSeed: void
  /** Console errors matching one of these are expected by the test (e.g. an injected API fault). */
  allowedConsoleErrors: RegExp[]
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright types value-less auto fixtures as void
  consoleGuard: void
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright types value-less auto fixtures as void
  cspGuard: void
}

/** A Content-Security-Policy violation reported by a page (its `securitypolicyviolation` event). */
interface CspViolation {
  directive: string
  blocked: string
  source: string
  page: string
}

/** The pages' listener: every violation in any frame of the context is reported to the test. */
function listenForCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __reportCspViolation?: (v: CspViolation) => void }).__reportCspViolation
    report?.({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
      page: document.location.href,
    })
  })
}

/**
 * `test` fails when the page logs a console error or throws an uncaught
 * exception, unless the test declares it with `allowedConsoleErrors`.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consentAnswer: ['necessary-only', { option: true }],
  consentSeed: [
    async ({ page, consentAnswer }, use) => {
      if (consentAnswer === 'necessary-only') {
        await page.addInitScript((key) => {
          if (localStorage.getItem(key) !== null) return
          const event = { type: 'consent.save', functional: false, statistics: false, marketing: false, at: '2026-01-01T00:00:00.000Z', policyVersion: 1 }
          const journal = {
            format: 'bilhuset-nord/machine-journal',
            formatVersion: 1,
            machine: 'consent',
            version: 1,
            revision: 1,
            entries: [{ seq: 1, event }],
          }
          localStorage.setItem(key, JSON.stringify(journal))
        }, consentJournalKey)
      }
      await use()
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        const text = msg.text()
        if (allowedConsoleErrors.some((re) => re.test(text))) return
        // The browser's own log line for an expected HTTP error status (e.g. a 404 page) is not a page error.
        if (/Failed to load resource: the server responded with a status of (404|410)/.test(text) && msg.location().url === page.url()) return
        problems.push(`console.error: ${text} (${msg.location().url})`)
      })
      page.on('pageerror', (error) => {
        if (allowedConsoleErrors.some((re) => re.test(error.message))) return
        problems.push(`uncaught: ${error.message}`)
      })
      await use()
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
  /**
   * Every test fails on any Content-Security-Policy violation (ADR 0016), in every page and frame
   * of its browser context (also pages the test opens itself), whatever console errors it allows.
   */
  cspGuard: [
    async ({ context }, use) => {
      const violations: CspViolation[] = []
      await context.exposeFunction('__reportCspViolation', (violation: CspViolation) => violations.push(violation))
      await context.addInitScript(listenForCspViolations)
      await use()
      expect(violations, 'the site violated its Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The page has hydrated: the build-freshness runtime marks the document with
 * its build id from an effect after hydration. Changes made before that are
 * lost when React takes over the server's markup; wait before interacting.
 */
/**
 * Opens "Hjælp" from the foot of the page, where no price keeps it aside (src/ui/floating-step-aside.ts). What
 * arrives after the scroll (a vehicle page's streamed "Lignende biler", the favourites' cards once their data is
 * in) can grow the page and put prices under the launcher again, which then steps aside and cannot be clicked:
 * so it scrolls to the foot and tries again until the click lands. (Two specs failed one clean-clone run each
 * that way, 2026-11-28.)
 */
export async function openHelpAtFoot(page: Page): Promise<void> {
  const help = page.getByRole('button', { name: 'Hjælp', exact: true })
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await help.click({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * A slow line: opens `path` with the page's HTML only, its scripts held back until the returned function lets
 * them through (the visitor can choose and type before the page's scripts take over).
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  // The page's HTML is there; its module scripts (which hold back DOMContentLoaded and load) are not.
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-build', /./, { timeout: 15_000 })
}

/**
 * Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any
 * violation, listing rule, impact and the offending elements.
 */
export async function checkA11y(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  // Axe reads computed colours: a transition still running (a button that hydration enables fades from
  // its disabled colours in 150 ms) would be measured in between. Wait for finite animations to end,
  // and run axe as a visitor who asks for reduced motion (the site then ends every transition at once,
  // app.css): a floating button that steps aside while axe runs was measured mid-fade otherwise.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Axe's target-size rule measures what lies on top of each target where the page is scrolled now: a radio
  // that a layout shift left half under the sticky site header (the error summary emptying above it) failed
  // one run in ten. The page is checked from its top, as it loads, with the sticky and floating parts where
  // they are then; two frames let what answers a scroll settle (the floating help launcher steps aside for a
  // field or a price it would cover, measured on the next frame by its observers, src/ui/floating-step-aside.ts).
  // A scroll still under way is let end first: a field the test filled was scrolled into view smoothly (the
  // site's scroll-behavior without reduced motion), and such a scroll came back over the jump to the top, so axe
  // once ran at 114 px with a breadcrumb under the sticky header (the financial lease calculator, 2 runs in 12).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN
        let still = 0
        let frames = 0
        const frame = () => {
          frames++
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still < 3 && frames < 120) return void requestAnimationFrame(frame)
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        }
        requestAnimationFrame(frame)
      }),
  )
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0)
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  // A page without frames is checked with axe.run in the page itself (the builder's "legacy mode"): the same
  // rules over the same document. The default runs axe per frame and joins the results in a blank page it
  // opens for each check, the larger part of a check’s time (docs/performance.md, "The test suite’s time"). With frames (a map, the booking
  // widget) the default stays, so cross-origin frames are checked too. tests/a11y-check.spec.ts shows it fails.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * A Danish phone number of a test's own visitor, derived from the visitor's (unique) e-mail:
 * "2x xx xx xx". The lead limit counts leads per e-mail address and per phone number (issue 30,
 * five per ten minutes), so tests that share one phone number would hold each other's leads back.
 */
export function phoneFor(email: string): string {
  let hash = 0
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const digits = `2${String(hash % 10_000_000).padStart(7, '0')}`
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ')
}

/** The phone number as the product API stores it (+45 and the eight digits). */
export function e164(phone: string): string {
  return `+45${phone.replace(/\s/g, '')}`
}

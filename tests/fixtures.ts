import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { e2ePorts } from '../playwright.config.ts'

export { expect }

/** A real desktop browser's user agent; curl-like agents are treated as bots by the site. */
export const siteOrigin = `http://127.0.0.1:${e2ePorts.site}`
export const productApiUrl = `http://127.0.0.1:${e2ePorts.productApi}`
export const contentSpaceUrl = `http://127.0.0.1:${e2ePorts.contentSpace}`

interface Fixtures {
  /** Console errors matching one of these are expected by the test (e.g. an injected API fault). */
  allowedConsoleErrors: RegExp[]
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright types value-less auto fixtures as void
  consoleGuard: void
}

/**
 * `test` fails when the page logs a console error or throws an uncaught
 * exception, unless the test declares it with `allowedConsoleErrors`.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
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
})

/**
 * Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any
 * violation, listing rule, impact and the offending elements.
 */
export async function checkA11y(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  // Axe reads computed colours: a transition still running (a button that hydration enables fades from
  // its disabled colours in 150 ms) would be measured in between. Wait for finite animations to end.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

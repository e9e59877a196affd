/**
 * Debian's Chromium as every browser run of the project starts it: no browser
 * downloads on these machines, and no background network on the closed
 * network (Playwright's tests, the JS budgets, the bench, Lighthouse).
 */

/**
 * The full browser (Debian's `chromium`) in its headless mode: what the bench's browser measurements
 * (hydration CPU, first-load bytes) and Lighthouse run in, as a visitor's Chrome would.
 */
export const chromiumPath = '/usr/bin/chromium'

/**
 * The test suite's browser: Debian's `chromium-headless-shell`, the same Blink and V8 without the full
 * browser's layers (the headless shell Playwright itself runs headless tests in). It costs the suite
 * less CPU per page than the full browser (by how much: docs/performance.md, "The test suite's time").
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell'

export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

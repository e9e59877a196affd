/**
 * Debian's Chromium as every browser run of the project starts it: no browser
 * downloads on these machines, and no background network on the closed
 * network (Playwright's tests, the JS budgets, the bench, Lighthouse).
 */
export const chromiumPath = '/usr/bin/chromium'

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

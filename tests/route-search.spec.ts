import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures.ts'

/**
 * Search validation loaded when a page needs it (src/navigation/route-search.ts, ADR 0031): the wiring of the
 * router (hydration, history blocker, preload) with the lazily loaded validators, seen from the browser.
 * zod's core and the search schemas are one chunk, `zod-*.js` (vite.config.ts).
 */
const zodChunk = /\/assets\/zod-[\w-]+\.js$/

/** The scripts the page requests from now on, by path. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

const filterGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const brandBox = (page: Page, brand: string) => filterGroup(page, 'Mærke').getByRole('checkbox', { name: new RegExp(`^${brand} \\(`) })

test('the home page loads no zod; pointing at a link to /lager loads its validation, and the link opens it', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => zodChunk.test(path))).toEqual([])

  // The router preloads /lager on intent: its validation first (a validator that is not there would be an error).
  const link = page.locator('a[href="/lager"]').filter({ visible: true }).first()
  await link.hover()
  await expect.poll(() => scripts.some((path) => zodChunk.test(path))).toBe(true)
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await link.click()
  await expect(page).toHaveURL(/\/lager$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Biler på lager' })).toBeVisible()
  // In the page, not a new document.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('a navigation in the page validates the search it asks for, as the server does: invalid values are dropped', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  // A stale link: the router's navigation, not a new document (the validation was not loaded before).
  await page.evaluate(() =>
    (window as unknown as { __TSR_ROUTER__: { navigate: (to: { href: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({
      href: '/lager?brand=renault&priceMin=billig&page=-3',
    }),
  )
  await expect(page).toHaveURL(/\/lager\?brand=renault$/)
  await expect(brandBox(page, 'Renault')).toBeChecked()
  await expect(page.locator('[data-error-type]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/lager\?brand=renault$/)
  await expect(brandBox(page, 'Renault')).toBeChecked()
})

test.describe('when the validation cannot be loaded', () => {
  // The failed requests, and the router's log of the route's failure: it computes the failed route's head from the
  // search it could not validate (/lager's head reads the brand list), as for any route whose chunk fails; the
  // reload guard then loads the page whole.
  test.use({
    allowedConsoleErrors: [/ERR_FAILED|Failed to fetch dynamically imported module|Unable to preload|\(\w+\.brand \?\? \[\]\)\.map is not a function/],
  })

  test('the reload guard of spec 9 loads the page whole, and its search is validated', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    // The page's requests for the validation fail (offline for a moment, or a release took the chunk away)
    // until the page loads a new document; that document's go through.
    let failing = true
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false
    })
    await page.route(zodChunk, (route) => (failing ? route.abort('failed') : route.continue()))
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page.evaluate(() =>
      (window as unknown as { __TSR_ROUTER__: { navigate: (to: { href: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({
        href: '/lager?brand=renault&priceMin=billig',
      }),
    )
    await expect(page).toHaveURL(/\/lager\?brand=renault$/)
    await hydrated(page)
    await expect(brandBox(page, 'Renault')).toBeChecked()
    await expect(page.locator('[data-error-type]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined()
  })
})

import { test, expect, siteOrigin } from './fixtures.ts'

test('a trailing slash redirects to the path without it, keeping query and hash', async ({ page }) => {
  const response = await page.request.get('/om-os/noget/?a=1&b=2', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/om-os/noget?a=1&b=2')

  await page.goto('/om-os/noget/?a=1#sidefod')
  await expect(page).toHaveURL(/\/om-os\/noget\?a=1#sidefod$/)
})

test('navigation to a different page scrolls to the top; a hash scrolls to its anchor', async ({ page }) => {
  await page.goto('/')
  // Scroll down until it sticks: the router's scroll restoration resets the position once at hydration.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Udforsk' }).click()
  await expect(page).toHaveURL(/\/udforsk$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goto('/#sidefod')
  await expect(page.locator('#sidefod')).toBeInViewport()
})

test('the page title falls back to the capitalised last path segment, and to status and message on 404', async ({ page }) => {
  await page.goto('/findes-ikke-her')
  await expect(page).toHaveTitle('404 Ups, denne side findes ikke | Bilhuset Nord')
})

test('the canonical link keeps only whitelisted query parameters', async ({ page }) => {
  await page.goto('/?utm_source=nyhedsbrev&type=used&sort=price&gclid=abc')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteOrigin}/?type=used`)
})

test('every HTML response sets the Danish locale cookie for 365 days', async ({ page }) => {
  const response = await page.request.get('/')
  const cookie = response.headers()['set-cookie'] ?? ''
  expect(cookie).toContain('locale=da-DK')
  expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`)
})

import { test, expect, checkA11y } from './fixtures.ts'

test('an unknown path shows the page-not-found screen with status 404 and a button home', async ({ page }) => {
  const response = await page.goto('/denne/side/findes/ikke')
  expect(response?.status()).toBe(404)
  const root = page.locator('[data-error-type]')
  await expect(root).toHaveAttribute('data-error-type', 'page-not-found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups, denne side findes ikke')
  await expect(page.getByRole('link', { name: 'Tilbage til forsiden' })).toHaveAttribute('href', '/')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await checkA11y(page)
  await page.getByRole('link', { name: 'Tilbage til forsiden' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('bots get the status and a minimal body instead of the error page', async ({ request }) => {
  const response = await request.get('/denne/side/findes/ikke', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  })
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/plain')
  expect(await response.text()).not.toContain('<html')
})

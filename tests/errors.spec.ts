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

/**
 * Path segments that cannot name a record are that record's not-found page,
 * never a 500 (issue 13). Hand-written table: what each address must answer.
 */
const longVehicle = `${'1'.repeat(6)}-1-${'a'.repeat(201 - 9)}` // 201 characters
const longModel = 'm'.repeat(161)
const badSegments: { path: string; status: number; kind: string; heading: string }[] = [
  { path: '/lokationer/Greve', status: 404, kind: 'location-not-found', heading: 'Lokation ikke fundet' },
  { path: '/lokationer/%00', status: 404, kind: 'location-not-found', heading: 'Lokation ikke fundet' },
  { path: '/lokationer/a_b', status: 404, kind: 'location-not-found', heading: 'Lokation ikke fundet' },
  { path: '/mercedes-benz/lokationer/%C3%A6%C3%B8%C3%A5', status: 404, kind: 'location-not-found', heading: 'Lokation ikke fundet' },
  { path: `/lager/${longVehicle}`, status: 404, kind: 'vehicle-not-found', heading: 'Ups, dette køretøj findes ikke.' },
  { path: `/lager/${longVehicle}/kontakt-mig`, status: 404, kind: 'vehicle-form-not-found', heading: 'Ups, dette køretøj findes ikke.' },
  { path: `/lager/${longVehicle}/book-proventur`, status: 404, kind: 'vehicle-form-not-found', heading: 'Ups, dette køretøj findes ikke.' },
  { path: `/mercedes-benz/lager/${longVehicle}`, status: 404, kind: 'vehicle-not-found', heading: 'Ups, dette køretøj findes ikke.' },
  { path: `/mercedes-benz/modeller/${longModel}`, status: 404, kind: 'page-not-found', heading: 'Ups, denne side findes ikke' },
  { path: `/mercedes-benz/modeller/${longModel}/kontakt`, status: 404, kind: 'page-not-found', heading: 'Ups, denne side findes ikke' },
  { path: `/mercedes-benz/modeller/${longModel}/provekorsel`, status: 404, kind: 'page-not-found', heading: 'Ups, denne side findes ikke' },
  { path: '/mercedes-benz/modeller/GLC', status: 404, kind: 'page-not-found', heading: 'Ups, denne side findes ikke' },
]

test('path segments that cannot name a location, vehicle or model are 404 pages without validation details', async ({ request }) => {
  expect(longVehicle).toHaveLength(201)
  for (const row of badSegments) {
    const response = await request.get(row.path)
    const html = await response.text()
    expect.soft(response.status(), row.path).toBe(row.status)
    expect.soft(html, row.path).toContain(`data-error-type="${row.kind}"`)
    expect.soft(html, row.path).toContain(row.heading)
    // No zod issue text (codes, paths, patterns) in the page or its hydration data.
    expect.soft(html, row.path).not.toMatch(/invalid_format|too_big|too_small|invalid_type|"origin"|Ugyldig slug/)
  }
})

test('a 201-character vehicle id shows the vehicle-not-found screen in the browser', async ({ page }) => {
  const response = await page.goto(`/lager/${longVehicle}`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'vehicle-not-found')
  await expect(page.getByRole('link', { name: 'Tilbage til lageret' })).toBeVisible()
})

test.describe('malformed URL', () => {
  // The browser's own log line for the document's 400 status; anything else the page logs still fails.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] })

  test('a malformed URL gets the site error page with status 400; bots get plain text', async ({ page, request }) => {
    const response = await page.goto('/%E0%A4%A')
    expect(response?.status()).toBe(400)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'page-not-found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups, denne side findes ikke')
    await expect(page.getByRole('link', { name: 'Tilbage til forsiden' })).toHaveAttribute('href', '/')

    const bot = await request.get('/%E0%A4%A', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    expect(bot.status()).toBe(400)
    expect(bot.headers()['content-type']).toContain('text/plain')
    expect(await bot.text()).toBe('400 Bad Request')
  })
})

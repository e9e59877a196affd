import type { APIRequestContext } from '@playwright/test'
import { test, expect, hydrated, productApiUrl } from './fixtures.ts'
import type { RecordedBooking } from '#mocks/product-api/booking-widget.ts'

/**
 * The appointment-booking widget (spec 2.5, issue 18): in mock mode the
 * widget URL is the mock server's stand-in script, which opens a dialog and
 * records the booking (GET /__qa/bookings). The script loads on demand only.
 */
async function bookings(request: APIRequestContext): Promise<RecordedBooking[]> {
  const answer = await request.get(`${productApiUrl}/__qa/bookings`)
  return ((await answer.json()) as { items: RecordedBooking[] }).items
}

test('a location’s workshop books a time through the external scheduler, loaded on click', async ({ page, request }) => {
  const widgetRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/booking/widget.js')) widgetRequests.push(r.url())
  })
  await page.goto('/lokationer/bilhuset-nord-greve')
  const book = page.getByRole('button', { name: 'Book værkstedstid' })
  await expect(book).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(widgetRequests, 'the widget script is not loaded before the click').toEqual([])
  const before = (await bookings(request)).length

  await book.click()
  const dialog = page.getByRole('dialog', { name: 'Book en tid' })
  await expect(dialog).toBeVisible()
  expect(widgetRequests).toHaveLength(1)
  await expect(dialog.locator('[data-field="location"]')).toHaveText('bilhuset-nord-greve')
  // product_category_hidden: the category is passed on but not shown.
  await expect(dialog.locator('[data-field="product_category"]')).toHaveCount(0)
  await expect(dialog.getByLabel('Vælg tidspunkt')).toBeFocused()
  await dialog.getByLabel('Vælg tidspunkt').selectOption('Tirsdag kl. 09.00')
  await dialog.getByRole('button', { name: 'Bekræft booking' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Tak, din tid er booket: Tirsdag kl. 09.00.')

  const recorded = (await bookings(request)).slice(before).filter((b) => b.location === 'bilhuset-nord-greve' && b.slot === 'Tirsdag kl. 09.00')
  expect(recorded).toHaveLength(1)
  expect(recorded[0]).toMatchObject({ product_category: 'workshop', product_category_hidden: true })
  expect(recorded[0]?.make).not.toBe('')

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(book).toBeFocused()
})

test('a vehicle page of a brand that allows it opens the scheduler with make, location and category', async ({ page, request }) => {
  const found = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=1&brand=mercedes-benz`)
  const vehicle = ((await found.json()) as { items: { id: string; location: { slug: string } }[] }).items[0]
  if (!vehicle) throw new Error('no Mercedes-Benz in the mock data set')
  await page.goto(`/lager/${vehicle.id}`)
  // The button opens the scheduler once the page is hydrated: a click before that does nothing.
  await hydrated(page)
  await page.getByRole('button', { name: 'Book tid hos forhandleren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book en tid' })
  await expect(dialog.locator('[data-field="make"]')).toHaveText('mercedes-benz')
  await expect(dialog.locator('[data-field="location"]')).toHaveText(vehicle.location.slug)
  await expect(dialog.locator('[data-field="product_category"]')).toHaveText('test_drive')
})

test('a brand whose settings do not allow it shows no booking button on its vehicle pages', async ({ page, request }) => {
  const found = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=1&brand=dacia`)
  const vehicle = ((await found.json()) as { items: { id: string }[] }).items[0]
  if (!vehicle) throw new Error('no Dacia in the mock data set')
  await page.goto(`/lager/${vehicle.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book tid hos forhandleren' })).toHaveCount(0)
})

test('the CMS button block on a service page opens the scheduler with its product category', async ({ page, request }) => {
  await page.goto('/service/digitale-tjenester')
  await hydrated(page)
  const before = (await bookings(request)).length
  await page.getByRole('button', { name: 'Book tid' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book en tid' })
  await expect(dialog.locator('[data-field="product_category"]')).toHaveText('workshop')
  await dialog.getByRole('button', { name: 'Bekræft booking' }).click()
  await expect(dialog.getByRole('status')).toContainText('Tak, din tid er booket')
  const recorded = (await bookings(request)).slice(before).filter((b) => b.product_category === 'workshop' && !b.product_category_hidden && b.make === '')
  expect(recorded.length).toBeGreaterThanOrEqual(1)
})

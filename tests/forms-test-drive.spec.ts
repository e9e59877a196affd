/**
 * Test-drive bookings: a stock vehicle's (/lager/{vehicle}/book-proventur and
 * the brand address) and a model's (/{brand}/modeller/{model}/provekorsel).
 * Faults are injected on /submissions/test-drives only and removed in
 * `finally`; the file runs serially so its faults never meet its own tests.
 */
import type { Page } from '@playwright/test'
import { checkA11y, e164, expect, phoneFor, productApiUrl, test } from './fixtures.ts'
import { fixBrowserClock } from './clock.ts'
import { asNewVisitor, formReady, leadsWithEmail, mockFaults, tabTo, uniqueEmail } from './forms-support.ts'

test.describe.configure({ mode: 'serial' })

const faults = mockFaults()
const injectFault = (page: Page, email: string) =>
  faults.inject(page, { path: '/submissions/test-drives', method: 'POST', kind: 'status', status: 503, bodyIncludes: email })
const removeFault = faults.remove

const vehicleId = '104233-1-mercedes-benz-glc-300e-4matic'
const formPath = `/lager/${vehicleId}/book-proventur`

/**
 * Each test is its own visitor (own address for the site's rate limit). The date rules count from
 * today: the browser, the server and the mock API run at the suite's instant, Tuesday 24 November
 * 2026, 10:00 (tests/clock.ts; tests/clock.spec.ts covers other instants).
 */
test.beforeEach(async ({ page }) => {
  await asNewVisitor(page)
  await fixBrowserClock(page)
})

/** Thursday 26 November 2026, two days after the suite's Tuesday: every location is open 9-17. */
function bookableDate(): { iso: string } {
  return { iso: '2026-11-26' }
}

/**
 * The digits to type into a native date input for `iso`. Chromium orders the segments by the
 * browser's own language (da: dag, måned, år; en-US: month first), not the page's, so the order is
 * found by typing 01022026 into a throwaway date input first.
 */
async function typedInBrowserOrder(page: Page, iso: string): Promise<string> {
  const probe = page.locator('#date-order-probe')
  await page.evaluate(() => {
    const input = document.createElement('input')
    input.type = 'date'
    input.id = 'date-order-probe'
    document.body.append(input)
  })
  await probe.focus()
  await page.keyboard.type('01022026')
  const dayFirst = (await probe.inputValue()) === '2026-02-01'
  await probe.evaluate((el) => el.remove())
  const [year, month, day] = iso.split('-')
  return dayFirst ? `${day}${month}${year}` : `${month}${day}${year}`
}

/**
 * The test-drive start times, written out by hand from the showroom hours of the mock locations
 * (mocks/product-api/data/locations.ts): every 30 minutes from opening, the last an hour before closing.
 */
const weekdayTimes = [
  '09.00',
  '09.30',
  '10.00',
  '10.30',
  '11.00',
  '11.30',
  '12.00',
  '12.30',
  '13.00',
  '13.30',
  '14.00',
  '14.30',
  '15.00',
  '15.30',
  '16.00',
  '16.30',
]
const saturdayTimes = ['10.00', '10.30', '11.00', '11.30', '12.00', '12.30', '13.00']
/** Greve on the suite's Tuesday at 10.00: only times at least 30 minutes ahead. */
const todayTimes = weekdayTimes.slice(weekdayTimes.indexOf('10.30'))

/** Waits until the page has stopped scrolling (a smooth scroll, the router's scroll restoration): five frames at one position. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 5) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

async function fillBooking(page: Page, email: string) {
  const date = bookableDate()
  await page.getByLabel('Ønsket dato').fill(date.iso)
  await page.getByLabel('Ønsket tidspunkt').selectOption('10:00')
  await page.getByLabel('Navn').fill('Mette Hansen')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
}

test('an empty submit shows Danish errors at the fields, announces the form error and focuses the first field', async ({ page }) => {
  await page.goto(formPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book en prøvetur')
  // What the form is about, and what happens to the data (issue 17: informed, no consent asked).
  await expect(page.getByRole('complementary')).toContainText('Mercedes-Benz GLC 300e 4MATIC')
  await expect(page.getByText(/Vi bruger dine oplysninger til at besvare din henvendelse/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Læs vores privatlivspolitik' })).toHaveAttribute('href', '/privatlivspolitik')
  await formReady(page)
  await page.getByRole('button', { name: 'Book prøvetur' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Formularen er ikke udfyldt færdig.' })).toBeVisible()
  const date = page.getByLabel('Ønsket dato')
  await expect(date).toBeFocused()
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`#${await date.getAttribute('id')}-error`)).toHaveText('Ønsket dato skal udfyldes.')
  await expect(page.getByText('Vælg et tidspunkt.')).toBeVisible()
  await expect(page.getByText('Navn skal udfyldes.')).toBeVisible()
  await expect(page.getByText('E-mail skal udfyldes.')).toBeVisible()
  await expect(page.getByText('Telefonnummer skal udfyldes.')).toBeVisible()
  // An inquiry needs no consent (issue 17): there is nothing to accept.
  await expect(page.getByText(/Du skal acceptere/)).toHaveCount(0)
  // The vehicle's own location is chosen already.
  await expect(page.getByLabel('Greve')).toBeChecked()
  await checkA11y(page)
})

test('wrong values get their own messages on blur: phone, a closed day', async ({ page }) => {
  await page.goto(formPath)
  await formReady(page)
  const phone = page.getByLabel('Telefonnummer')
  await phone.fill('1234')
  await phone.blur()
  await expect(page.getByText('Telefonnummer skal være et dansk telefonnummer med 8 cifre, evt. med +45.')).toBeVisible()
  // Næstved's showroom is closed on Sundays; the next Sunday after Tuesday 24 November 2026 is the 29th.
  await page.getByLabel('Næstved').check()
  const date = page.getByLabel('Ønsket dato')
  await date.fill('2026-11-29')
  await date.blur()
  await expect(page.getByText('Afdelingen har lukket søndag den 29. november 2026. Vælg en anden dag.')).toBeVisible()
  // Yesterday is too early: the first bookable day is today.
  await date.fill('2026-11-23')
  await date.blur()
  await expect(page.getByText('Ønsket dato skal være 24. november 2026 eller senere.')).toBeVisible()
})

/** Issue 17: the native date input's bounds, the times by location and day, a closed day refused. Desktop and phone. */
async function datesAndTimes(page: Page): Promise<void> {
  await page.goto(formPath)
  await formReady(page)
  const date = page.getByLabel('Ønsket dato')
  await expect(date).toHaveAttribute('type', 'date')
  // Today by the site clock (Tuesday 24 November 2026), and 90 days ahead (22 February 2027).
  await expect(date).toHaveAttribute('min', '2026-11-24')
  await expect(date).toHaveAttribute('max', '2027-02-22')
  const time = page.getByLabel('Ønsket tidspunkt')
  const times = time.locator('option:not([value=""])')
  // Nothing to choose before there is a day.
  await expect(times).toHaveCount(0)
  await expect(page.getByText('Vælg først afdeling og dato, så vises de ledige tider.')).toBeVisible()

  // Greve (the vehicle's location): a Thursday, a Saturday, today and its Sunday opening.
  await date.fill('2026-11-26')
  await expect(times).toHaveText(weekdayTimes)
  await date.fill('2026-11-28')
  await expect(times).toHaveText(saturdayTimes)
  await date.fill('2026-11-24')
  await expect(times).toHaveText(todayTimes)
  await date.fill('2026-11-29')
  await expect(times).toHaveText(['11.00', '11.30', '12.00', '12.30', '13.00', '13.30', '14.00'])
  // Næstved is closed on Sundays: no times, and the date is refused at the field.
  await page.getByLabel('Næstved').check()
  await expect(times).toHaveCount(0)
  await expect(page.getByText('Der er ingen ledige tider den dag. Vælg en anden dato.')).toBeVisible()
  await page.getByRole('button', { name: 'Book prøvetur' }).click()
  await expect(page.getByText('Afdelingen har lukket søndag den 29. november 2026. Vælg en anden dag.')).toBeVisible()
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await checkA11y(page)
}

for (const phone of [false, true]) {
  test(`the date is a native date input from today to 90 days ahead; the times follow the chosen location and day (issue 17)${phone ? ' @mobile' : ''}`, async ({
    page,
  }) => {
    await datesAndTimes(page)
  })
}

test('on a phone, a booking with a time from the list is stored once (issue 17) @mobile', async ({ page }) => {
  const email = uniqueEmail('proevetur-telefon')
  await page.goto(formPath)
  const form = await formReady(page)
  await fillBooking(page, email)
  await page.getByRole('button', { name: 'Book prøvetur' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  const leads = await leadsWithEmail(page, 'test_drive', email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload).toMatchObject({ location: 'bilhuset-nord-greve', preferredDate: bookableDate().iso, preferredTime: '10:00' })
})

test('a valid booking made with the keyboard alone is sent once', async ({ page }) => {
  const email = uniqueEmail('proevetur-tastatur')
  await page.goto(formPath)
  const form = await formReady(page)
  const typedDate = await typedInBrowserOrder(page, bookableDate().iso)
  // Location: the vehicle's location is chosen; Tab into the group and on.
  await tabTo(page, page.getByLabel('Greve'))
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Ønsket dato')).toBeFocused()
  // A native date input orders its segments by the browser's language (da: dag, måned, år; en-US: month first).
  await page.keyboard.type(typedDate)
  await expect(page.getByLabel('Ønsket dato')).toHaveValue(bookableDate().iso)
  await tabTo(page, page.getByLabel('Ønsket tidspunkt'))
  // The time select: the arrow key picks the first time of the day.
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Ønsket tidspunkt')).toHaveValue('09:00')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Navn')).toBeFocused()
  await page.keyboard.type('Mette Hansen')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(`+45 ${phoneFor(email)}`)
  await page.keyboard.press('Tab')
  // "Jeg har en bil, jeg gerne vil bytte" (a switch): Space turns it on.
  await expect(page.getByRole('switch', { name: 'Jeg har en bil, jeg gerne vil bytte' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Jeg kommer gerne før frokost.')
  // Marketing consent stays a separate choice, unticked unless the visitor ticks it.
  await expect(page.getByLabel(/Ja tak, I må sende mig nyheder/)).not.toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Book prøvetur' }))
  await page.keyboard.press('Enter')

  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  // The form is replaced by the confirmation, which takes the focus.
  const status = page.getByRole('status').filter({ hasText: 'Tak – din henvendelse er sendt' })
  await expect(status).toBeFocused()
  await expect(status).toContainText('Tak for din booking af en prøvetur.')
  const leads = await leadsWithEmail(page, 'test_drive', email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload).toMatchObject({
    vehicleId,
    location: 'bilhuset-nord-greve',
    preferredDate: bookableDate().iso,
    preferredTime: '09:00',
    hasTradeIn: true,
    customer: { name: 'Mette Hansen', email, phone: e164(phoneFor(email)) },
    consents: { marketing: false },
    // Spec 4: the interface locale travels with every lead.
    locale: 'da-DK',
  })
  // The data layer got form_ready, view_vehicle_testdrive and the submit event.
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))
  expect(events).toEqual(expect.arrayContaining(['view_vehicle_testdrive', 'form_ready', 'form_submit']))
  // After a reload the visitor still sees that it was sent.
  await page.reload()
  await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent')
  // axe at a known scroll position. The router restores the position it recorded, and the reload came while the
  // confirmation's smooth scroll into view was under way: anywhere from the top to the confirmation. Where the
  // breadcrumb is partly behind the sticky header (at 92 or 145 px here), axe's target-size takes the header as
  // in place (position: sticky counts as relative, dequelabs/axe-core#3720) and reports the "Lager" crumb.
  await scrollSettled(page)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await checkA11y(page)
})

test.describe('with the product API failing', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] })

  test('the booking is queued, survives a reload, and is delivered once when the API is back', async ({ page }) => {
    const email = uniqueEmail('proevetur-koe')
    const fault = await injectFault(page, email)
    try {
      await page.goto(formPath)
      const form = await formReady(page)
      await fillBooking(page, email)
      await page.getByRole('button', { name: 'Book prøvetur' }).click()
      await expect(form).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
      await expect(page.getByRole('heading', { name: 'Din henvendelse er gemt og sendes automatisk' })).toBeVisible()
      await checkA11y(page)
      await page.reload()
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
      // The queued lead is shown in its fields.
      await expect(page.getByLabel('E-mail')).toHaveValue(email)
      expect(await leadsWithEmail(page, 'test_drive', email)).toHaveLength(0)
    } finally {
      await removeFault(page, fault)
    }
    await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent', { timeout: 20_000 })
    expect(await leadsWithEmail(page, 'test_drive', email)).toHaveLength(1)
    // Nothing is posted again after delivery.
    await page.reload()
    await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent')
    expect(await leadsWithEmail(page, 'test_drive', email)).toHaveLength(1)
  })
})

test.describe('offline', () => {
  // Offline, the browser logs every request the page makes meanwhile: the build check and chunks the page loads
  // later than its network goes idle (session recording's, loaded when the browser is idle). The test takes the
  // connection away itself; what it is about is the booking (a clean-clone run logged these, 2026-11-28).
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] })

  test('offline, the booking waits in the browser and goes out when the connection is back', async ({ page, context }) => {
    const email = uniqueEmail('proevetur-offline')
    await page.goto(formPath)
    const form = await formReady(page)
    await fillBooking(page, email)
    // Go offline only when the page has stopped loading: the deferred chunks and
    // the first build check would otherwise fail with ERR_INTERNET_DISCONNECTED,
    // an error this test is not about (the console guard reports it).
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Book prøvetur' }).click()
    await expect(form).toHaveAttribute('data-submission-status', 'queued')
    await context.setOffline(false)
    await expect(form).toHaveAttribute('data-submission-status', 'sent', { timeout: 15_000 })
    expect(await leadsWithEmail(page, 'test_drive', email)).toHaveLength(1)
  })
})

test('the brand address of a vehicle has the same form', async ({ page }) => {
  const search = await page.request.get(`${productApiUrl}/api/v1/stock/vehicles?brand=renault&pageSize=1`)
  const renault = ((await search.json()) as { items: { id: string; title: string }[] }).items[0]
  expect(renault).toBeDefined()
  const email = uniqueEmail('proevetur-maerke')
  await page.goto(`/renault/lager/${renault?.id}/book-proventur`)
  await expect(page.getByRole('complementary')).toContainText(renault?.title ?? '')
  const form = await formReady(page)
  await fillBooking(page, email)
  await page.getByRole('button', { name: 'Book prøvetur' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  expect(await leadsWithEmail(page, 'test_drive', email)).toHaveLength(1)
  await checkA11y(page)
})

test('an unknown vehicle is the vehicle-form-not-found error with status 404', async ({ page }) => {
  const response = await page.goto('/lager/999999-1-findes-ikke/book-proventur')
  expect(response?.status()).toBe(404)
  await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'vehicle-form-not-found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups, dette køretøj findes ikke.')
})

test('a model test drive is booked and recorded once', async ({ page }) => {
  const email = uniqueEmail('model-proevetur')
  await page.goto('/mercedes-benz/modeller/glc/provekorsel')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prøvekør GLC')
  await expect(page.getByRole('complementary')).toContainText('Mercedes-Benz GLC')
  const form = await formReady(page)
  await page.getByLabel('Greve').check()
  await fillBooking(page, email)
  await page.getByRole('button', { name: 'Book prøvetur' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  // Issue 30: the confirmation links the terms of sale.
  await expect(form.getByTestId('terms-note').getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute('href', '/handelsbetingelser')
  const leads = await leadsWithEmail(page, 'test_drive', email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload).toMatchObject({ model: { brand: 'mercedes-benz', model: 'glc' }, location: 'bilhuset-nord-greve' })
  await checkA11y(page)
})

test('the model test-drive form is usable on a 360 px wide screen @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/mercedes-benz/modeller/glc/provekorsel')
  await formReady(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(page.getByRole('button', { name: 'Book prøvetur' })).toBeVisible()
})

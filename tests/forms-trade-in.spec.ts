/**
 * Trade-in (/byttebil): the car's details give a valuation from the product
 * API; with the contact details they make a trade-in lead. This form is
 * configured for live validation. Faults are injected on
 * /submissions/trade-ins and /trade-in/valuations only, removed in `finally`.
 */
import type { Page } from '@playwright/test'
import { checkA11y, e164, expect, phoneFor, test } from './fixtures.ts'
import { fixBrowserClock } from './clock.ts'
import { asNewVisitor, formReady, leadsWithEmail, mockFaults, tabTo, uniqueEmail } from './forms-support.ts'

test.describe.configure({ mode: 'serial' })

const faults = mockFaults()
const injectFault = (page: Page, path: string) => faults.inject(page, { path, method: 'POST', kind: 'status', status: 503 })
const removeFault = faults.remove

// The valuation is valid for 14 days from today: the browser, the server and the mock API run at the
// suite's instant, Tuesday 24 November 2026, 10:00 (tests/clock.ts).
test.beforeEach(async ({ page }) => {
  await asNewVisitor(page)
  await fixBrowserClock(page)
})

async function fillCar(page: Page) {
  await page.getByLabel('Nummerplade').fill('ab 12 345')
  await page.getByRole('combobox', { name: 'Mærke' }).fill('Volkswagen')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Golf')
  await page.getByLabel('Årgang').fill('2019')
  await page.getByLabel('Kilometerstand').fill('85000')
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Navn').fill('Karen Holm')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
}

test('an empty submit shows Danish errors; wrong values show while typing (live validation)', async ({ page }) => {
  await page.goto('/byttebil')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hvad er din bil værd?')
  // What happens to the data, with the privacy policy one click away (issue 17: informed, no consent asked).
  await expect(page.getByText(/Vi bruger dine oplysninger til at besvare din henvendelse/)).toBeVisible()
  await formReady(page)
  await page.getByRole('button', { name: 'Send og få et tilbud' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Formularen er ikke udfyldt færdig.' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Mærke' })).toBeFocused()
  await expect(page.getByText('Mærke skal udfyldes.')).toBeVisible()
  await expect(page.getByText('Model skal udfyldes.')).toBeVisible()
  await expect(page.getByText('Årgang skal udfyldes.')).toBeVisible()
  await expect(page.getByText('Kilometerstand skal udfyldes.')).toBeVisible()
  await expect(page.getByText('Navn skal udfyldes.')).toBeVisible()
  // The error summary is in view with the focused field (not half under the sticky header).
  const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom)
  await expect.poll(() => page.locator('.lead-form__alert').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
  await checkA11y(page)

  // Live: the message appears while typing, without leaving the field.
  // "AB 12" alone is a valid personal plate (issue 35); eight characters are no Danish plate.
  await page.getByLabel('Nummerplade').pressSequentially('AB 12 3456')
  await expect(
    page.getByText('Nummerplade skal være en dansk nummerplade: 2 bogstaver og 5 cifre (fx AB 12 345) eller en personlig plade på 2-7 bogstaver og tal.'),
  ).toBeVisible()
  await expect(page.getByLabel('Nummerplade')).toBeFocused()
  await page.getByLabel('Nummerplade').press('Backspace')
  await expect(page.getByText(/Nummerplade skal være en dansk nummerplade/)).toHaveCount(0)
  await page.getByLabel('Årgang').fill('1985')
  await expect(page.getByText('Årgang skal være mindst 1990.')).toBeVisible()
})

test('the error summary follows the fields: the car fields leave it after the valuation, the rest as they are fixed (issue 29)', async ({ page }) => {
  await page.goto('/byttebil')
  await formReady(page)
  await page.getByRole('button', { name: 'Send og få et tilbud' }).click()
  const summary = page.locator('.lead-form__alert-fields')
  // The required fields, in form order (the field labels).
  await expect(summary.getByRole('link')).toHaveText(['Mærke', 'Model', 'Årgang', 'Kilometerstand', 'Navn', 'E-mail', 'Telefonnummer'])
  await fillCar(page)
  await page.getByRole('button', { name: 'Få en vurdering' }).click()
  await expect(page.locator('.valuation__result')).toContainText('kr.')
  await expect(summary.getByRole('link')).toHaveText(['Navn', 'E-mail', 'Telefonnummer'])
  await page.getByLabel('Navn').fill('Karen Holm')
  await page.getByLabel('E-mail').fill(uniqueEmail('byttebil-resume'))
  await expect(summary.getByRole('link')).toHaveText(['Telefonnummer'])
  await expect(page.getByRole('alert').filter({ hasText: 'Formularen er ikke udfyldt færdig.' })).toBeVisible()
  await page.getByLabel('Telefonnummer').fill('40 50 60 70')
  await page.getByLabel('Telefonnummer').blur()
  // Nothing left to fix: no list, and the form-level message is gone with it.
  await expect(summary).toHaveCount(0)
  await expect(page.locator('.lead-form__alert')).toBeEmpty()
})

test('a valuation from the API, then a lead completed with the keyboard alone, recorded once', async ({ page }) => {
  const email = uniqueEmail('byttebil-tastatur')
  await page.goto('/byttebil')
  const form = await formReady(page)
  await tabTo(page, page.getByLabel('Nummerplade'))
  await page.keyboard.type('AB 12 345')
  // Past "Hent bilens oplysninger" (issue 35; forms-trade-in-plate.spec.ts) to the make.
  await tabTo(page, page.getByRole('combobox', { name: 'Mærke' }))
  // The make: an autocomplete, picked with arrow keys and Enter.
  await page.keyboard.type('Volks')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Mærke' })).toHaveValue('Volkswagen')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Golf')
  // Past the optional variant and first registration (issue 35) to the year.
  await tabTo(page, page.getByLabel('Årgang'))
  await page.keyboard.type('2019')
  await page.keyboard.press('Tab')
  await page.keyboard.type('85.000')
  // Fuel (optional): Tab into the group, arrow to "Diesel".
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Diesel', { exact: true })).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Få en vurdering' }))
  await page.keyboard.press('Enter')
  const valuation = page.locator('.valuation__result')
  await expect(valuation).toContainText('Vi vurderer din Volkswagen Golf (2019, 85.000 km) til ca.')
  await expect(valuation).toContainText(/Typisk mellem [\d.]+\skr\. og [\d.]+\skr\. Vurderingen gælder til 8\. december 2026\./)
  await expect(valuation).not.toContainText('kr..')

  await tabTo(page, page.getByLabel('Navn'))
  await page.keyboard.type('Karen Holm')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(phoneFor(email))
  await tabTo(page, page.getByRole('button', { name: 'Send og få et tilbud' }))
  await page.keyboard.press('Enter')
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  // Issue 30: the confirmation links the terms of sale.
  await expect(form.getByTestId('terms-note').getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute('href', '/handelsbetingelser')
  const leads = await leadsWithEmail(page, 'trade_in', email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload).toMatchObject({
    make: 'Volkswagen',
    model: 'Golf',
    year: 2019,
    mileageKm: 85_000,
    fuel: 'diesel',
    registrationNumber: 'AB12345',
    customer: { name: 'Karen Holm', email, phone: e164(phoneFor(email)) },
    consents: { marketing: false },
  })
  expect(String(leads[0]?.payload.valuationId)).toMatch(/^tiv-[0-9a-f]{12}$/)
  await checkA11y(page)
})

test.describe('with the product API failing', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] })

  test('without a valuation the lead can still be sent; it is queued and delivered once', async ({ page }) => {
    const email = uniqueEmail('byttebil-koe')
    const valuations = await injectFault(page, '/trade-in/valuations')
    const submissions = await injectFault(page, '/submissions/trade-ins')
    try {
      await page.goto('/byttebil')
      const form = await formReady(page)
      await fillCar(page)
      await page.getByRole('button', { name: 'Få en vurdering' }).click()
      await expect(page.locator('.valuation__result')).toContainText('Vurderingen kan ikke beregnes lige nu.')
      await fillContact(page, email)
      await page.getByRole('button', { name: 'Send og få et tilbud' }).click()
      await expect(form).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
      await checkA11y(page)
    } finally {
      await removeFault(page, valuations)
      await removeFault(page, submissions)
    }
    await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent', { timeout: 20_000 })
    const leads = await leadsWithEmail(page, 'trade_in', email)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.payload.valuationId).toBeUndefined()
  })
})

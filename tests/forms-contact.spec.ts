/**
 * Interest and contact forms: a stock vehicle's interest form
 * (/lager/{vehicle}/kontakt-mig and the brand address), a model's contact form
 * (/{brand}/modeller/{model}/kontakt) and /directcontact. Faults are injected
 * on /submissions/interests, /submissions/contacts and one model's path only,
 * and removed in `finally`; the file runs serially.
 */
import type { Page } from '@playwright/test'
import { fixedNow } from './clock.ts'
import { checkA11y, e164, expect, phoneFor, test } from './fixtures.ts'
import { asNewVisitor, formReady, leadsWithEmail, mockFaults, tabTo, uniqueEmail } from './forms-support.ts'

test.describe.configure({ mode: 'serial' })

const faults = mockFaults()
const injectFault = faults.inject
const removeFault = faults.remove

const vehicleId = '104233-1-mercedes-benz-glc-300e-4matic'

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page)
})

async function fillCustomer(page: Page, email: string) {
  await page.getByLabel('Navn').fill('Jens Nielsen')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
}

test.describe('vehicle interest (/lager/{vehicle}/kontakt-mig)', () => {
  test('an empty submit shows Danish errors at the fields', async ({ page }) => {
    await page.goto(`/lager/${vehicleId}/kontakt-mig`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt mig om bilen')
    await expect(page.getByRole('complementary')).toContainText('Mercedes-Benz GLC 300e 4MATIC')
    // What happens to the data, with the privacy policy one click away (issue 17: informed, no consent asked).
    await expect(page.getByText(/Vi bruger dine oplysninger til at besvare din henvendelse/)).toBeVisible()
    await formReady(page)
    await page.getByRole('button', { name: 'Kontakt mig' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Formularen er ikke udfyldt færdig.' })).toBeVisible()
    await expect(page.getByLabel('Navn')).toBeFocused()
    await expect(page.getByLabel('Navn')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Navn skal udfyldes.')).toBeVisible()
    await expect(page.getByText('E-mail skal udfyldes.')).toBeVisible()
    await expect(page.getByText('Telefonnummer skal udfyldes.')).toBeVisible()
    // An inquiry needs no consent (issue 17): there is nothing to accept.
    await expect(page.getByText(/Du skal acceptere/)).toHaveCount(0)
    // A wrong e-mail and postcode are wrong, not missing.
    await page.getByLabel('E-mail').fill('jens@')
    await page.getByLabel('Postnummer').fill('0123')
    await page.getByLabel('Postnummer').blur()
    await expect(page.getByText('Indtast en gyldig e-mailadresse.')).toBeVisible()
    await expect(page.getByText('Postnummer skal være et dansk postnummer (0800-9990).')).toBeVisible()
    await checkA11y(page)
  })

  test('completed with the keyboard alone, the lead is recorded once', async ({ page }) => {
    const email = uniqueEmail('interesse-tastatur')
    await page.goto(`/lager/${vehicleId}/kontakt-mig`)
    const form = await formReady(page)
    await tabTo(page, page.getByLabel('Navn'))
    await page.keyboard.type('Jens Nielsen')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(phoneFor(email))
    await page.keyboard.press('Tab')
    await page.keyboard.type('2670')
    await page.keyboard.press('Tab')
    // How to buy: arrow keys move through the radio group.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('textbox', { name: /^Besked/ }))
    await page.keyboard.type('Kan jeg se bilen lørdag?')
    // No consent to give for an inquiry; the optional marketing checkbox is ticked with Space.
    await tabTo(page, page.getByLabel(/Ja tak, I må sende mig nyheder/))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Kontakt mig' }))
    await page.keyboard.press('Enter')
    await expect(form).toHaveAttribute('data-submission-status', 'sent')
    await expect(page.getByRole('status').filter({ hasText: 'Tak – din henvendelse er sendt' })).toBeFocused()
    const leads = await leadsWithEmail(page, 'interest', email)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.payload).toMatchObject({
      vehicleId,
      wantsTradeIn: true,
      message: 'Kan jeg se bilen lørdag?',
      customer: { name: 'Jens Nielsen', email, phone: e164(phoneFor(email)), postcode: '2670' },
      consents: { marketing: true },
      // Spec 4: the interface locale travels with every lead.
      locale: 'da-DK',
    })
    expect(leads[0]?.payload.acquisitionType).toBeTruthy()
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))
    expect(events).toEqual(expect.arrayContaining(['view_vehicle_interest', 'form_ready', 'form_submit']))
    await checkA11y(page)
  })

  test('the brand address shows the same form', async ({ page }) => {
    const email = uniqueEmail('interesse-maerke')
    await page.goto(`/mercedes-benz/lager/${vehicleId}/kontakt-mig`)
    const form = await formReady(page)
    await fillCustomer(page, email)
    await page.getByRole('button', { name: 'Kontakt mig' }).click()
    await expect(form).toHaveAttribute('data-submission-status', 'sent')
    expect(await leadsWithEmail(page, 'interest', email)).toHaveLength(1)
  })

  test.describe('with the product API failing', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] })

    test('the lead is queued and delivered once when the API is back', async ({ page }) => {
      const email = uniqueEmail('interesse-koe')
      const fault = await injectFault(page, { path: '/submissions/interests', method: 'POST', kind: 'status', status: 503, bodyIncludes: email })
      try {
        await page.goto(`/lager/${vehicleId}/kontakt-mig`)
        const form = await formReady(page)
        await fillCustomer(page, email)
        await page.getByRole('button', { name: 'Kontakt mig' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
        await expect(page.getByRole('status')).toContainText('sendes af sig selv, så snart der er forbindelse igen')
        // A second submit is impossible while the lead waits.
        await expect(page.getByRole('button', { name: 'Kontakt mig' })).toBeDisabled()
      } finally {
        await removeFault(page, fault)
      }
      await page.getByRole('button', { name: 'Prøv igen nu' }).click()
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent', { timeout: 15_000 })
      expect(await leadsWithEmail(page, 'interest', email)).toHaveLength(1)
    })
  })
})

test.describe('model contact (/{brand}/modeller/{model}/kontakt)', () => {
  test('an empty submit shows Danish errors; a valid one is recorded once', async ({ page }) => {
    await page.goto('/mercedes-benz/modeller/glc/kontakt')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørg om GLC')
    await expect(page.getByRole('complementary')).toContainText('Mercedes-Benz GLC')
    const form = await formReady(page)
    await page.getByRole('button', { name: 'Send henvendelse' }).click()
    await expect(page.getByText('Besked skal udfyldes.')).toBeVisible()
    await expect(page.getByText('Navn skal udfyldes.')).toBeVisible()
    await expect(page.getByLabel('Navn')).toBeFocused()
    await checkA11y(page)

    const email = uniqueEmail('model-kontakt')
    await fillCustomer(page, email)
    await page.getByLabel('Aarhus').check()
    await page.getByRole('textbox', { name: /^Besked/ }).fill('Hvornår kan jeg få en GLC med træk?')
    await page.getByRole('button', { name: 'Send henvendelse' }).click()
    await expect(form).toHaveAttribute('data-submission-status', 'sent')
    const leads = await leadsWithEmail(page, 'contact', email)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.payload).toMatchObject({ topic: 'sales', model: { brand: 'mercedes-benz', model: 'glc' }, location: 'bilhuset-nord-aarhus' })
  })

  test.describe('when the model cannot be loaded', () => {
    test.use({ allowedConsoleErrors: [/status of (500|503)|Formularen kunne ikke indlæses/] })

    test('the page says "Der gik noget galt..." and can try again', async ({ page }) => {
      const fault = await injectFault(page, { path: '/models/mercedes-benz/cle', method: 'GET', kind: 'status', status: 503 })
      try {
        await page.goto('/mercedes-benz/modeller/cle/kontakt')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Der gik noget galt...')
        await checkA11y(page)
      } finally {
        await removeFault(page, fault)
      }
      await page.getByRole('button', { name: 'Prøv igen' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørg om CLE')
      await formReady(page)
    })
  })

  test('an unknown model is the page-not-found screen', async ({ page }) => {
    const response = await page.goto('/mercedes-benz/modeller/findes-ikke/kontakt')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'page-not-found')
  })
})

test.describe('direct contact (/directcontact)', () => {
  test('an empty submit shows Danish errors; completed with the keyboard alone it is recorded once', async ({ page }) => {
    await page.goto('/directcontact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt os')
    const form = await formReady(page)
    await page.getByRole('button', { name: 'Send henvendelse' }).click()
    await expect(page.getByText('Vælg et emne.')).toBeVisible()
    await expect(page.getByText('Besked skal udfyldes.')).toBeVisible()
    // The first invalid field of a radio group is its first option.
    await expect(page.getByLabel('Køb af bil')).toBeFocused()
    await checkA11y(page)

    const email = uniqueEmail('direkte-tastatur')
    // Topic: arrow keys choose "Værksted og service".
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Værksted og service')).toBeChecked()
    await page.keyboard.press('Tab')
    // Location: an autocomplete, picked with arrow keys and Enter.
    await expect(page.getByRole('combobox', { name: /Foretrukken afdeling/ })).toBeFocused()
    await page.keyboard.type('Ros')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('combobox', { name: /Foretrukken afdeling/ })).toHaveValue('Roskilde')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Jeg vil gerne booke et serviceeftersyn.')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Jens Nielsen')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(phoneFor(email))
    await tabTo(page, page.getByRole('button', { name: 'Send henvendelse' }))
    await page.keyboard.press('Enter')
    await expect(form).toHaveAttribute('data-submission-status', 'sent')
    // Issue 30: the confirmation links the terms of sale.
    await expect(form.getByTestId('terms-note').getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute('href', '/handelsbetingelser')
    const leads = await leadsWithEmail(page, 'contact', email)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.payload).toMatchObject({ topic: 'workshop', location: 'bilhuset-nord-roskilde' })
    await checkA11y(page)
  })

  test('the error summary lists only the fields still wrong as they are fixed (issue 29)', async ({ page }) => {
    await page.goto('/directcontact')
    await formReady(page)
    await page.getByRole('button', { name: 'Send henvendelse' }).click()
    const summary = page.locator('.lead-form__alert-fields').getByRole('link')
    await expect(summary).toHaveText(['Hvad drejer det sig om?', 'Besked', 'Navn', 'E-mail', 'Telefonnummer'])
    await page.getByLabel('Andet').check()
    await page.getByRole('textbox', { name: /^Besked/ }).fill('Ring mig op, tak.')
    await page.getByLabel('Navn').fill('Jens Nielsen')
    await page.getByLabel('Navn').blur()
    await expect(summary).toHaveText(['E-mail', 'Telefonnummer'])
    // A field made wrong again after the check stays at its field; the summary still names what "Send" found.
    await page.getByLabel('E-mail').fill('jens@')
    await page.getByLabel('E-mail').blur()
    await expect(summary).toHaveText(['E-mail', 'Telefonnummer'])
    await page.getByLabel('E-mail').fill(uniqueEmail('direkte-resume'))
    await page.getByLabel('Telefonnummer').fill('30405060')
    await page.getByLabel('Telefonnummer').blur()
    await expect(summary).toHaveCount(0)
    await expect(page.locator('.lead-form__alert')).toBeEmpty()
    await checkA11y(page)
  })

  test.describe('with the product API failing', () => {
    test.use({ allowedConsoleErrors: [/status of (503|422)/] })

    test('the lead is queued, survives a reload and is delivered once', async ({ page }) => {
      const email = uniqueEmail('direkte-koe')
      const fault = await injectFault(page, { path: '/submissions/contacts', method: 'POST', kind: 'status', status: 503, bodyIncludes: email })
      try {
        await page.goto('/directcontact')
        const form = await formReady(page)
        await page.getByLabel('Andet').check()
        await page.getByRole('textbox', { name: /^Besked/ }).fill('Ring mig op, tak.')
        await fillCustomer(page, email)
        await page.getByRole('button', { name: 'Send henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
        await page.reload()
        await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'queued', { timeout: 15_000 })
      } finally {
        await removeFault(page, fault)
      }
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent', { timeout: 20_000 })
      expect(await leadsWithEmail(page, 'contact', email)).toHaveLength(1)
    })

    test('field errors from the product API are shown at the fields', async ({ page }) => {
      const email = uniqueEmail('direkte-afvist')
      const fault = await injectFault(page, {
        path: '/submissions/contacts',
        method: 'POST',
        kind: 'status',
        status: 422,
        fieldErrors: { 'customer.email': ['E-mailadressen kan ikke modtage post.'] },
        times: 1,
        bodyIncludes: email,
      })
      try {
        await page.goto('/directcontact')
        const form = await formReady(page)
        await page.getByLabel('Andet').check()
        await page.getByRole('textbox', { name: /^Besked/ }).fill('Hej!')
        await page.getByRole('textbox', { name: /^Besked/ }).fill('Hej med jer')
        await fillCustomer(page, email)
        await page.getByRole('button', { name: 'Send henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'editing')
        await expect(page.getByText('E-mailadressen kan ikke modtage post.')).toBeVisible()
        await expect(page.getByLabel('E-mail')).toBeFocused()
        await expect(page.getByRole('alert').filter({ hasText: 'Beklager, ikke alle felter er udfyldt korrekt.' })).toBeVisible()
      } finally {
        await removeFault(page, fault)
      }
      // Corrected and sent again: a new lead, recorded once.
      await page.getByLabel('E-mail').fill(email.replace('@', '+ny@'))
      await page.getByRole('button', { name: 'Send henvendelse' }).click()
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent')
      expect(await leadsWithEmail(page, 'contact', email.replace('@', '+ny@'))).toHaveLength(1)
    })
  })

  // Issue 30: five new leads per sender (e-mail, phone) in ten minutes, thirty per address; a held-back
  // lead stays in the browser's outbox and goes when the window has passed. The e2e site's clock is fixed
  // at Tuesday 24 November 2026 10.00 (tests/clock.ts), and so is the browser's here.
  test.describe('the lead limit', () => {
    test.use({ allowedConsoleErrors: [/status of 429/] })

    test('a sixth lead from one sender, queued offline, is held back, kept in the outbox and sent again at the time shown', async ({ page, context }) => {
      const heldBack: number[] = []
      page.on('response', (response) => {
        if (response.status() === 429) heldBack.push(performance.now())
      })
      // The browser's clock at the suite's instant, with timers the test can run forward.
      await page.clock.install({ time: new Date(fixedNow) })
      await page.goto('/directcontact')
      const form = await formReady(page)
      const email = uniqueEmail('direkte-graense')
      await fillCustomer(page, email)
      let firstSent = 0
      for (let i = 1; i <= 5; i++) {
        await page.getByLabel('Andet').check()
        await page.getByRole('textbox', { name: /^Besked/ }).fill(`Henvendelse nummer ${i}`)
        await page.getByRole('button', { name: 'Send henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'sent')
        if (i === 1) firstSent = performance.now()
        await page.getByRole('button', { name: 'Send en ny henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'editing')
        // The contact details stay for the next lead.
        await expect(page.getByLabel('E-mail')).toHaveValue(email)
      }

      // The sixth is written on a train without network: queued in the browser.
      await page.getByLabel('Andet').check()
      await page.getByRole('textbox', { name: /^Besked/ }).fill('Henvendelse nummer 6, skrevet offline')
      await page.waitForLoadState('networkidle')
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Send henvendelse' }).click()
      await expect(form).toHaveAttribute('data-submission-status', 'queued')
      const notice = page.getByRole('status').filter({ hasText: 'Din henvendelse er gemt og sendes automatisk' })
      await expect(notice).toContainText('Vi kan ikke nå vores system lige nu')

      // Back online, the outbox posts it: the limit holds it back. It is not refused: it stays queued,
      // and the visitor is told when it goes, on the site's clock: ten minutes after the first lead
      // (10.00 on the site's fixed clock), less the seconds this test took, rounded up to the minute.
      await context.setOffline(false)
      await expect(notice).toContainText('Du har sendt mange henvendelser på kort tid, så vi venter lidt med denne.', { timeout: 15_000 })
      const elapsedMs = (heldBack[0] ?? Infinity) - firstSent
      const shown = elapsedMs < 60_000 ? '10.10' : '10.09'
      await expect(notice).toContainText(`Den er gemt i din browser og sendes automatisk kl. ${shown}`)
      await expect(notice.getByRole('button', { name: 'Prøv igen nu' })).toHaveCount(0)
      await expect(form).toHaveAttribute('data-submission-status', 'queued')
      expect(await leadsWithEmail(page, 'contact', email)).toHaveLength(5)
      await checkA11y(page)

      // A reload keeps it: posted again with its key (which never counts), held back again, told again.
      await page.reload()
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'queued')
      await expect(notice).toContainText('sendes automatisk kl. 10.', { timeout: 15_000 })
      const afterReload = heldBack.length
      expect(afterReload).toBeGreaterThanOrEqual(2)

      // At the time shown the browser posts it again by itself. (The site's window is real time, which
      // a browser test cannot move: it is held back once more here. That it is let in then, once, is
      // src/forms/lead-handler.server.test.ts's.)
      await page.clock.runFor(10 * 60_000)
      await expect.poll(() => heldBack.length, { timeout: 15_000 }).toBe(afterReload + 1)
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'queued')
      expect(await leadsWithEmail(page, 'contact', email)).toHaveLength(5)
    })

    test('a family behind one address sends six leads in a row, each from its own sender', async ({ page }) => {
      await page.goto('/directcontact')
      const form = await formReady(page)
      const family = ['far', 'mor', 'datter', 'soen', 'farmor', 'onkel'].map((who) => uniqueEmail(`familie-${who}`))
      for (const email of family) {
        await page.getByLabel('Andet').check()
        await page.getByRole('textbox', { name: /^Besked/ }).fill('Vi vil gerne høre om en familiebil.')
        await fillCustomer(page, email)
        await page.getByRole('button', { name: 'Send henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'sent')
        await page.getByRole('button', { name: 'Send en ny henvendelse' }).click()
        await expect(form).toHaveAttribute('data-submission-status', 'editing')
      }
      for (const email of family) expect(await leadsWithEmail(page, 'contact', email)).toHaveLength(1)
    })
  })
})

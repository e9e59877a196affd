/**
 * Number plates (issue 35): a trade-in filled from its plate and sent once;
 * an unknown plate, a motorcycle and a registry that does not answer each
 * get their own Danish message and leave the form usable; a used car's page
 * shows its registry facts with their source and date. Plates and facts are
 * the mock's hand-written ones (mocks/product-api/README.md) and a used car
 * of its stock. The registry is taken down with a fault on /registry/**,
 * removed in `finally`.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, phoneFor, productApiUrl, test } from './fixtures.ts'
import { fixBrowserClock } from './clock.ts'
import { asNewVisitor } from './forms-support.ts'

test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ page }) => {
  // Each test its own address: the site limits plate lookups per address.
  await asNewVisitor(page)
  await fixBrowserClock(page)
})

async function openForm(page: Page) {
  await page.goto('/byttebil')
  await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'editing')
}

async function lookUp(page: Page, plate: string) {
  await page.getByLabel('Nummerplade').fill(plate)
  await page.getByRole('button', { name: 'Hent bilens oplysninger' }).click()
}

const plateFlow = (page: Page) => page.locator('[data-flow="plate-lookup"]')

test('a trade-in filled from a personal plate, corrected and sent once', async ({ page }) => {
  await openForm(page)
  // The plate comes first, typed as people do: lower case.
  await expect(page.locator('.lead-form input').first()).toHaveAccessibleName(/^Nummerplade/)
  await lookUp(page, 'mormor')
  await expect(plateFlow(page)).toHaveAttribute('data-state', 'loaded')
  await expect(plateFlow(page).getByRole('status')).toContainText('Vi har hentet oplysningerne om MORMOR i Motorregistret: Toyota Yaris 1.5 Hybrid 2020')
  // The mock's registry: MORMOR is a Toyota Yaris 1.5 Hybrid, first registered 7 August 2020.
  await expect(page.getByRole('combobox', { name: 'Mærke' })).toHaveValue('Toyota')
  await expect(page.getByRole('textbox', { name: 'Model', exact: true })).toHaveValue('Yaris')
  await expect(page.getByLabel('Variant')).toHaveValue('1.5 Hybrid')
  await expect(page.getByLabel('Første registrering')).toHaveValue('2020-08-07')
  await expect(page.getByLabel('Årgang')).toHaveValue('2020')
  await expect(page.getByRole('radio', { name: 'Hybrid', exact: true })).toBeChecked()
  await checkA11y(page)

  // Every field stays the visitor's: correct the variant, add what the registry does not know.
  await page.getByLabel('Variant').fill('1.5 Hybrid Style')
  await page.getByLabel('Kilometerstand').fill('64000')
  const email = `plade-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`
  await page.getByLabel('Navn').fill('Karen Holm')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
  await page.getByRole('button', { name: 'Send og få et tilbud' }).click()
  await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'sent')

  const response = await page.request.get(`${productApiUrl}/__qa/submissions?kind=trade_in`)
  const { items } = (await response.json()) as { items: { payload: Record<string, unknown> & { customer: { email: string } } }[] }
  const leads = items.filter((item) => item.payload.customer.email === email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload).toMatchObject({
    registrationNumber: 'MORMOR',
    make: 'Toyota',
    model: 'Yaris',
    variant: '1.5 Hybrid Style',
    firstRegistration: '2020-08-07',
    year: 2020,
    mileageKm: 64_000,
    fuel: 'hybrid',
  })
})

test.describe('when the lookup fails', () => {
  // The site answers a lookup the registry did not answer with 503, which the browser logs.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 503/] })

  test('an unknown plate, a motorcycle and a registry that does not answer: each its own message, the form still usable', async ({ page }) => {
    await openForm(page)
    const status = plateFlow(page).getByRole('status')

    await lookUp(page, 'ZZ 99 999')
    await expect(status).toHaveText(
      'Vi kunne ikke finde nummerpladen ZZ 99 999 i Motorregistret. Tjek, at den er skrevet rigtigt, eller udfyld bilens oplysninger selv nedenfor.',
    )
    await expect(page.getByRole('combobox', { name: 'Mærke' })).toBeEditable()

    await lookUp(page, 'km 40 001')
    await expect(status).toHaveText(
      'Nummerpladen KM 40 001 hører til en motorcykel. Vi tager desværre kun personbiler og varebiler i bytte. Skriv en anden nummerplade, eller udfyld oplysningerne selv.',
    )
    await checkA11y(page)

    const fault = await page.request.post(`${productApiUrl}/__control/faults`, { data: { path: '/registry/**', method: 'GET', kind: 'status', status: 503 } })
    expect(fault.status()).toBe(201)
    const faultId = ((await fault.json()) as { fault: { id: string } }).fault.id
    try {
      await lookUp(page, 'bilnord')
      await expect(status).toContainText(
        'Motorregistret svarer ikke lige nu. Prøv igen om lidt, eller udfyld bilens oplysninger selv – du kan sagtens sende uden.',
      )
      // The form is usable without the registry: the car fields take typing.
      await page.getByRole('combobox', { name: 'Mærke' }).fill('Volvo')
      await expect(page.getByRole('combobox', { name: 'Mærke' })).toHaveValue('Volvo')
    } finally {
      await page.request.delete(`${productApiUrl}/__control/faults/${encodeURIComponent(faultId)}`)
    }
    // Back again: "Prøv igen" finds the car.
    await status.getByRole('button', { name: 'Prøv igen' }).click()
    await expect(status).toContainText('Vi har hentet oplysningerne om BILNORD i Motorregistret: Volvo XC60 T6 AWD Recharge 2022')
    await expect(page.getByRole('textbox', { name: 'Model', exact: true })).toHaveValue('XC60')
  })
})

test('a used car’s page shows its registry facts with their source and date', async ({ page }) => {
  const search = await page.request.get(`${productApiUrl}/api/v1/stock/vehicles?condition=used&pageSize=1`)
  const id = ((await search.json()) as { items: { id: string }[] }).items[0]?.id
  expect(id).toBeDefined()
  const vehicle = (await (await page.request.get(`${productApiUrl}/api/v1/stock/vehicles/${id}`)).json()) as { registrationNumber: string }
  const plate = vehicle.registrationNumber
  await page.goto(`/lager/${id}`)
  const section = page.getByRole('region', { name: 'Fra Motorregistret' })
  await expect(section).toBeVisible()
  await expect(section).toContainText(`Nummerplade${plate.slice(0, 2)} ${plate.slice(2, 4)} ${plate.slice(4)}`)
  await expect(section).toContainText('Første registrering')
  await expect(section).toContainText('Sidste syn')
  await expect(section).toContainText('Næste syn senest')
  // The suite's instant, Tuesday 24 November 2026 (tests/clock.ts): the registry answered then.
  await expect(section).toContainText('Kilde: Motorregistret, hentet 24. november 2026')
  await checkA11y(page, { include: 'section[aria-labelledby="registry-heading"]' })

  // A new car has no registry facts.
  await page.goto('/lager/104233-1-mercedes-benz-glc-300e-4matic')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fra Motorregistret' })).toHaveCount(0)
})

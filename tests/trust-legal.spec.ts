/**
 * Issue 17, legal pages and company details: the privacy and cookie policies
 * are content pages linked from the footer and from every form's privacy
 * notice; the cookie policy lists every cookie and storage key the site
 * actually sets; the footer and every location page show the same company
 * details; an inquiry is sent without any consent, and the optional marketing
 * consent is recorded as given or not. Desktop, and the phone (@mobile).
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, hydrated, productApiUrl, test } from './fixtures.ts'

const company = { name: 'Bilhuset Nord A/S', address: 'Håndværkerbyen 21, 2670 Greve', cvr: 'CVR-nr. 55 17 00 02', email: 'kontakt@bilhusetnord.dk' }
const vehicleId = '104233-1-mercedes-benz-glc-300e-4matic'

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
})

async function expectCompanyInFooter(page: Page): Promise<void> {
  const details = page.getByRole('contentinfo').getByTestId('company-details')
  for (const text of Object.values(company)) await expect(details).toContainText(text)
  await expect(details.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`)
}

/** The desktop project skips `@mobile` tests and the phone project runs only them: these run on both. */
const bothProjects = ['', '@mobile '] as const

for (const tag of bothProjects) {
  test(`${tag}the footer names the company (name, address, CVR, e-mail) and links the privacy and cookie policies`, async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expectCompanyInFooter(page)
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Privatliv og cookies' })
    await legal.getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page).toHaveURL(/\/privatlivspolitik$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Privatliv og cookies' }).getByRole('link', { name: 'Cookiepolitik' }).click()
    await expect(page).toHaveURL(/\/cookiepolitik$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookiepolitik')
    // Nothing on the page scrolls sideways on a phone, tables included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await checkA11y(page)
  })
}

test('@mobile the privacy policy names the data controller, purposes, legal bases, retention, rights and Datatilsynet', async ({ page }) => {
  const response = await page.goto('/privatlivspolitik')
  expect(response?.status()).toBe(200)
  const main = page.locator('main')
  for (const heading of [
    'Dataansvarlig',
    'Hvad vi bruger dine oplysninger til',
    'Hvor længe vi gemmer dine oplysninger',
    'Dine rettigheder',
    'Klage til Datatilsynet',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  // The controller with the footer's details.
  for (const text of Object.values(company)) await expect(main).toContainText(text)
  await expect(main).toContainText('artikel 6, stk. 1, litra b')
  await expect(main).toContainText('12 måneder')
  await expect(main).toContainText('Carl Jacobsens Vej 35, 2500 Valby')
  await expect(main.getByRole('link', { name: 'cookiepolitik' })).toHaveAttribute('href', '/cookiepolitik')
  await expect(page).toHaveTitle(/Privatlivspolitik/)
  await checkA11y(page)
})

/** The names the cookie policy lists (first column of its tables); "…" ends a prefix. */
async function listedNames(page: Page): Promise<string[]> {
  return page.locator('main table tr td:first-child').evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()))
}

function isListed(name: string, listed: readonly string[]): boolean {
  return listed.some((entry) => (entry.endsWith('…') ? name.startsWith(entry.slice(0, -1)) : name === entry))
}

test('the cookie policy lists every cookie and storage key the site set during a visit, by category', async ({ page, context }) => {
  // A visit that uses what stores something: cookie choice (fixture), favourites, compare, a sent inquiry.
  await page.goto('/lager')
  await hydrated(page)
  await page
    .getByRole('checkbox', { name: /^Gem som favorit / })
    .first()
    .check()
  await page
    .getByRole('checkbox', { name: /^Sammenlign / })
    .first()
    .check()
  // A tick made before its list's code has loaded waits in a `:queued` key; wait for the lists' own journals.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage)))
    .toEqual(expect.arrayContaining(['bilhuset-nord:machine:favourites', 'bilhuset-nord:machine:compare']))
  await page.goto('/directcontact')
  await hydrated(page)
  const form = page.locator('.lead-form')
  await expect(form).toHaveAttribute('data-submission-status', 'editing')
  await page.getByLabel('Andet').check()
  await page.getByRole('textbox', { name: /^Besked/ }).fill('Hvilke cookies bruger I?')
  await page.getByLabel('Navn').fill('Cookie Tester')
  await page.getByLabel('E-mail').fill(`cookies-${Date.now()}@example.dk`)
  await page.getByLabel('Telefonnummer').fill('20 30 40 50')
  await page.getByRole('button', { name: 'Send henvendelse' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')

  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  const cookies = (await context.cookies()).map((c) => c.name)
  expect(stored.local).toEqual(expect.arrayContaining(['bilhuset-nord:machine:consent', 'bilhuset-nord:machine:favourites', 'bilhuset-nord:machine:compare']))
  expect(stored.local.some((k) => k.startsWith('bilhuset-nord:machine:form-submission.'))).toBe(true)
  expect(cookies).toContain('locale')

  await page.goto('/cookiepolitik')
  const main = page.locator('main')
  for (const heading of ['Nødvendige', 'Funktionelle', 'Statistik', 'Marketing'])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  const listed = await listedNames(page)
  for (const name of [...stored.local, ...stored.session, ...cookies]) expect(isListed(name, listed), `${name} is not in the cookie policy`).toBe(true)
  // The consent categories' third parties are named too.
  for (const name of ['_ga', 'sentryReplaySession', '_gcl_au', 'cc_cookie']) expect(isListed(name, listed), name).toBe(true)
  await checkA11y(page)
})

test('every location page shows the CVR number of the company it belongs to, the footer’s', async ({ page }) => {
  const response = await page.request.get(`${productApiUrl}/api/v1/locations`)
  expect(response.status()).toBe(200)
  const { items } = (await response.json()) as { items: { slug: string; name: string }[] }
  expect(items.length).toBeGreaterThanOrEqual(8)
  for (const location of items) {
    await page.goto(`/lokationer/${location.slug}`)
    const main = page.locator('main')
    await expect(main.getByText(/^CVR-nr\. \d\d \d\d \d\d \d\d$/), location.slug).toHaveText(company.cvr)
    await expect(main.getByText(`${location.name} er en afdeling af ${company.name}.`)).toBeVisible()
  }
  await expectCompanyInFooter(page)
})

/** Every kind of lead form, on its page. */
const formPages = [
  `/lager/${vehicleId}/kontakt-mig`,
  `/lager/${vehicleId}/book-proventur`,
  '/mercedes-benz/modeller/glc/kontakt',
  '/mercedes-benz/modeller/glc/provekorsel',
  '/directcontact',
  '/byttebil',
  '/service',
]

test('every lead form informs with a link to the privacy policy and asks no mandatory consent', async ({ page }) => {
  for (const path of formPages) {
    await page.goto(path)
    const form = page.locator('.lead-form').first()
    await expect(form, path).toHaveAttribute('data-submission-status', 'editing')
    const notice = form.getByTestId('privacy-notice')
    await expect(notice, path).toContainText('Vi bruger dine oplysninger til at besvare din henvendelse')
    await expect(notice.getByRole('link', { name: 'Læs vores privatlivspolitik' }), path).toHaveAttribute('href', '/privatlivspolitik')
    // The only consent is marketing: optional and unticked.
    const marketing = form.getByRole('checkbox', { name: /Ja tak, I må sende mig nyheder og tilbud/ })
    await expect(marketing, path).not.toBeChecked()
    await expect(marketing, path).not.toHaveAttribute('required')
    await expect(form.getByRole('checkbox', { name: /samtykke/i }), path).toHaveCount(0)
  }
})

async function leadsWithEmail(page: Page, email: string) {
  const response = await page.request.get(`${productApiUrl}/__qa/submissions?kind=contact`)
  const body = (await response.json()) as { items: { payload: { customer: { email: string }; consents: unknown } }[] }
  return body.items.filter((item) => item.payload.customer.email === email)
}

async function sendDirectContact(page: Page, email: string, marketing: boolean): Promise<void> {
  await page.goto('/directcontact')
  await hydrated(page)
  const form = page.locator('.lead-form')
  await expect(form).toHaveAttribute('data-submission-status', 'editing')
  await page.getByLabel('Andet').check()
  await page.getByRole('textbox', { name: /^Besked/ }).fill('Ring mig op om en ny bil, tak.')
  await page.getByLabel('Navn').fill('Sara Holm')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill('30 40 50 60')
  if (marketing) await page.getByLabel(/Ja tak, I må sende mig nyheder og tilbud/).check()
  await page.getByRole('button', { name: 'Send henvendelse' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
}

for (const tag of bothProjects) {
  test(`${tag}an inquiry is sent without consent; the marketing choice is recorded as made`, async ({ page }) => {
    const without = `uden-markedsforing-${Date.now()}@example.dk`
    await sendDirectContact(page, without, false)
    await expect(page.getByRole('status').filter({ hasText: 'Tak – din henvendelse er sendt' })).toBeVisible()
    expect((await leadsWithEmail(page, without)).map((l) => l.payload.consents)).toEqual([{ marketing: false }])

    const withMarketing = `med-markedsforing-${Date.now()}@example.dk`
    // A fresh form: the sent one shows its receipt after a reload.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('bilhuset-nord:machine:form-submission.')) localStorage.removeItem(key)
    })
    await sendDirectContact(page, withMarketing, true)
    expect((await leadsWithEmail(page, withMarketing)).map((l) => l.payload.consents)).toEqual([{ marketing: true }])
    await checkA11y(page)
  })
}

for (const tag of bothProjects) {
  test(`${tag}a model page shows with its from-price the variants’ energy class, WLTP consumption and CO₂, and that delivery costs are included`, async ({
    page,
  }) => {
    await page.goto('/mercedes-benz/modeller/glc')
    const header = page.locator('.model-page__header')
    await expect(header.locator('.model-page__price')).toHaveText(/^Fra [\d.]+\s?kr\.$/)
    await expect(header).toContainText(/Prisen er inkl\. moms og leveringsomkostninger \(4\.880\s?kr\.\)\./)
    const energy = header.getByTestId('model-energy')
    await expect(energy).toContainText('Energi og miljø for modellens varianter (WLTP)')
    await expect(energy.getByRole('term')).toHaveText(['Energiklasse', 'Brændstofforbrug (WLTP)', 'Elforbrug (WLTP)', 'CO₂-udledning (WLTP)'])
    // The GLC has petrol, diesel and plug-in hybrid variants: ranges, best class first.
    const values = await energy.getByRole('definition').allTextContents()
    expect(values[0]).toMatch(/^A\+*( – [A-G]\+*)?$/)
    expect(values[1]).toMatch(/^\d+,\d l\/100 km – \d+,\d l\/100 km$/)
    expect(values[2]).toMatch(/^\d+ Wh\/km( – \d+ Wh\/km)?$/)
    expect(values[3]).toMatch(/^\d+ g\/km – \d+ g\/km$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await checkA11y(page)
  })
}

for (const tag of bothProjects) {
  test(`${tag}every model list card carries the delivery-cost note and the energy class and WLTP ranges of its model page`, async ({ page }) => {
    await page.goto('/mercedes-benz/modeller')
    const cards = page.locator('.model-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(10)
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i)
      await expect(card.locator('.model-card__price-note')).toHaveText(/^Prisen er (inkl\.|ekskl\.) .*leveringsomkostninger/)
      const energy = card.getByTestId('model-energy')
      await expect(energy.getByRole('term').first()).toHaveText('Energiklasse')
      await expect(energy.getByRole('term').last()).toHaveText('CO₂-udledning (WLTP)')
      await expect(energy.getByRole('definition').first()).toHaveText(/^[A-G]\+*( – [A-G]\+*)?$/)
      await expect(energy.getByRole('definition').last()).toHaveText(/^\d+ g\/km( – \d+ g\/km)?$/)
    }
    // The GLC card says what the GLC page says.
    const glc = cards.filter({ has: page.getByRole('link', { name: 'GLC', exact: true }) })
    await expect(glc.locator('.model-card__price-note')).toHaveText(/^Prisen er inkl\. moms og leveringsomkostninger \(4\.880\s?kr\.\)\.$/)
    const onCard = await glc.getByTestId('model-energy').locator('dl').innerText()
    await page.goto('/mercedes-benz/modeller/glc')
    expect(await page.locator('.model-page__header').getByTestId('model-energy').locator('dl').innerText()).toBe(onCard)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}

test('a van model page says its price is excl. moms and incl. delivery costs; an electric model shows no fuel consumption', async ({ page }) => {
  await page.goto('/mercedes-benz/modeller/sprinter')
  await expect(page.locator('.model-page__price')).toHaveText(/ekskl\. moms$/)
  await expect(page.locator('.model-page__header')).toContainText(/Prisen er ekskl\. moms og inkl\. leveringsomkostninger \(4\.880\s?kr\. inkl\. moms\)\./)
  await expect(page.getByTestId('model-energy').getByRole('term')).toContainText(['Energiklasse', 'CO₂-udledning (WLTP)'])

  const response = await page.request.get(`${productApiUrl}/api/v1/models?brand=renault`)
  const { items } = (await response.json()) as { items: { slug: string; fuels: string[] }[] }
  const electric = items.find((model) => model.fuels.length === 1 && model.fuels[0] === 'electric')
  expect(electric, 'an all-electric Renault model').toBeDefined()
  await page.goto(`/renault/modeller/${electric?.slug}`)
  const energy = page.getByTestId('model-energy')
  await expect(energy.getByRole('term')).toHaveText(['Energiklasse', 'Elforbrug (WLTP)', 'CO₂-udledning (WLTP)'])
  await expect(energy.getByRole('definition').first()).toHaveText('A+++')
  await expect(energy.getByRole('definition').last()).toHaveText('0 g/km')
  await checkA11y(page)
})

test.describe('before the cookie question is answered', () => {
  test.use({ consentAnswer: null })

  test('@mobile the cookie banner and settings link the cookie and privacy policies', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('dialog', { name: 'Vi bruger cookies' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Cookiepolitik' })).toHaveAttribute('href', '/cookiepolitik')
    await expect(banner.getByRole('link', { name: 'Privatlivspolitik' })).toHaveAttribute('href', '/privatlivspolitik')
    await checkA11y(page)
    await banner.getByRole('button', { name: 'Tilpas' }).click()
    const settings = page.getByRole('dialog', { name: 'Cookieindstillinger' })
    await expect(settings.getByRole('link', { name: 'Cookiepolitik' })).toHaveAttribute('href', '/cookiepolitik')
    await settings.getByRole('link', { name: 'Cookiepolitik' }).click()
    await expect(page).toHaveURL(/\/cookiepolitik$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookiepolitik')
  })
})

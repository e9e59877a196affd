/**
 * Issue 17, legal pages and company details: the privacy and cookie policies
 * are content pages linked from the footer and from every form's privacy
 * notice; the cookie policy lists every cookie and storage key the site
 * actually sets; the footer and every location page show the same company
 * details; an inquiry is sent without any consent, and the optional marketing
 * consent is recorded as given or not. Desktop, and the phone (@mobile).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { checkA11y, expect, hydrated, phoneFor, productApiUrl, test } from './fixtures.ts'

const company = { name: 'Bilhuset Nord A/S', address: 'Håndværkerbyen 21, 2670 Greve', cvr: 'CVR-nr. 55 17 00 02', email: 'kontakt@bilhusetnord.dk' }
const vehicleId = '104233-1-mercedes-benz-glc-300e-4matic'

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
})

async function expectCompanyInFooter(page: Page): Promise<void> {
  const details = page.getByRole('contentinfo').locator('address.site-footer__company')
  for (const text of Object.values(company)) await expect(details).toContainText(text)
  await expect(details.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`)
}

/** The desktop project skips `@mobile` tests and the phone project runs only them: these run on both. */
const bothProjects = ['', '@mobile '] as const

for (const tag of bothProjects) {
  test(`${tag}the footer names the company (name, address, CVR, e-mail) and links the legal pages`, async ({ page }) => {
    // Four pages, each checked with axe (the cookie policy's tables are long): more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    await page.goto('/')
    await hydrated(page)
    await expectCompanyInFooter(page)
    const legal = () => page.getByRole('contentinfo').getByRole('navigation', { name: 'Vilkår og politikker' })
    await expect(legal().getByRole('link')).toHaveText(['Privatlivspolitik', 'Cookiepolitik', 'Handelsbetingelser', 'Tilgængelighedserklæring'])
    for (const [label, path] of [
      ['Privatlivspolitik', '/privatlivspolitik'],
      ['Cookiepolitik', '/cookiepolitik'],
      ['Handelsbetingelser', '/handelsbetingelser'],
      ['Tilgængelighedserklæring', '/tilgaengelighedserklaering'],
    ] as const) {
      await legal().getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // A long word's heading may carry a soft hyphen (U+00AD), where it may break on a phone.
      await expect.poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\u00ad/g, '')).toBe(label)
      await expect(page).toHaveTitle(`${label} | Bilhuset Nord`)
      // Nothing on the page scrolls sideways on a phone, tables and the withdrawal form included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0)
      await checkA11y(page)
    }
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

/** The statutory standard withdrawal form, forbrugeraftaleloven bilag 3 (hand-copied from the annex). */
const withdrawalFormLines = [
  `Til ${company.name}, ${company.address}, ${company.email}:`,
  'Jeg/Vi* meddeler herved, at jeg/vi* ønsker at gøre den fortrydelsesret gældende, der gælder for min/vores* købsaftale om følgende varer*/levering af følgende tjenesteydelse*',
  'Bestilt den*/modtaget den*',
  'Forbrugerens/Forbrugernes navn',
  'Forbrugerens/Forbrugernes adresse',
  'Forbrugerens/Forbrugernes underskrift (kun hvis formularens indhold meddeles på papir)',
  'Dato',
]

for (const tag of bothProjects) {
  test(`${tag}the terms of sale name the trader, the 24 months’ reklamationsret beside the warranty, and the minilease’s right of withdrawal with the standard form (issue 30)`, async ({
    page,
  }) => {
    const response = await page.goto('/handelsbetingelser')
    expect(response?.status()).toBe(200)
    const main = page.locator('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handelsbetingelser')
    // The trader, from the one record of the company (the footer's).
    const trader = main.getByTestId('legal-company-details')
    for (const text of Object.values(company)) await expect(trader).toContainText(text)
    await expect(trader.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`)
    await expect(trader.getByRole('link', { name: '70 20 30 40' })).toHaveAttribute('href', 'tel:+4570203040')
    for (const heading of [
      'Sælger',
      'Priser',
      'Reklamationsret i 24 måneder',
      '12 måneders garanti og 14 dages byttegaranti – oven i reklamationsretten',
      'Fortrydelsesret i 14 dage på minilease bestilt online',
      'Klage',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(main).toContainText('reklamationsret efter købeloven i 24 måneder fra den dag, du får bilen eller varen udleveret')
    await expect(main).toContainText('reklamationsretten på 24 måneder gælder fuldt ud, også når garantien er udløbet')
    await expect(main).toContainText('14 dages fortrydelsesret efter forbrugeraftaleloven')
    await expect(main).toContainText('senest 14 dage efter, at vi har fået din meddelelse')
    // The withdrawal section is where the minilease confirmation links to.
    await expect(page.locator('#fortrydelsesret')).toHaveText('Fortrydelsesret i 14 dage på minilease bestilt online')
    const form = main.getByTestId('withdrawal-form')
    await expect(form.getByRole('heading', { level: 2 })).toHaveText('Standardfortrydelsesformular')
    await expect(form).toContainText('(Denne formular udfyldes og returneres kun, hvis fortrydelsesretten gøres gældende)')
    await expect(form.getByRole('listitem')).toHaveText(withdrawalFormLines)
    await expect(form).toContainText('* Det ikke relevante udstreges.')
    await expect(main.getByRole('link', { name: 'privatlivspolitik' })).toHaveAttribute('href', '/privatlivspolitik')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await checkA11y(page)
  })
}

test('@mobile the accessibility statement says what conforms to WCAG 2.2 AA, the known gaps, how to report a problem and who enforces it (issue 30)', async ({
  page,
}) => {
  const response = await page.goto('/tilgaengelighedserklaering')
  expect(response?.status()).toBe(200)
  const main = page.locator('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tilgængeligheds\u00ad?erklæring$/)
  for (const heading of [
    'Hvilke krav vi følger',
    'Status: delvist i overensstemmelse',
    'Kendte mangler',
    'Sådan har vi vurderet sitet',
    'Fortæl os, hvis noget ikke virker',
    'Håndhævelse: hvis du ikke får et svar, du kan bruge',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  await expect(main).toContainText('WCAG) 2.2 på niveau AA')
  await expect(main).toContainText('Links og knapper er mindst 24 × 24 pixel.')
  await expect(main).toContainText('Vi svarer inden for 5 arbejdsdage.')
  for (const text of Object.values(company)) await expect(main.getByTestId('legal-company-details')).toContainText(text)
  await expect(main.getByRole('link', { name: 'Digitaliseringsstyrelsen' })).toHaveAttribute('href', /^https:\/\/digst\.dk\/?$/)
  await expect(main).toContainText('lov om tilgængelighedskrav for produkter og tjenester')
  await checkA11y(page)
})

test('the legal pages are in the sitemap', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  for (const path of ['/privatlivspolitik', '/cookiepolitik', '/handelsbetingelser', '/tilgaengelighedserklaering']) expect(sitemap).toContain(`${path}</loc>`)
})

test('a workshop booking’s confirmation links the terms of sale (issue 30)', async ({ page }) => {
  await page.goto('/service')
  await hydrated(page)
  const form = page.locator('.lead-form').first()
  await expect(form).toHaveAttribute('data-submission-status', 'editing')
  await form.getByRole('textbox', { name: /^Besked/ }).fill('Jeg vil gerne booke et serviceeftersyn.')
  await form.getByLabel('Navn').fill('Ole Bak')
  await form.getByLabel('E-mail').fill(`service-${Date.now()}@example.dk`)
  await form.getByLabel('Telefonnummer').fill('20 30 40 50')
  await form.getByLabel('Postnummer').fill('2670')
  await form.getByRole('button', { name: 'Send henvendelse' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  await expect(form.getByTestId('terms-note').getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute('href', '/handelsbetingelser')
})

/** The rows of the cookie policy's tables: name (first column; "…" ends a prefix) and type (second column). */
async function listedRows(page: Page): Promise<{ name: string; type: string }[]> {
  return page
    .locator('main table tr:has(td)')
    .evaluateAll((rows: HTMLTableRowElement[]) =>
      rows.map((row) => ({ name: (row.cells[0]?.textContent ?? '').trim(), type: (row.cells[1]?.textContent ?? '').trim() })),
    )
}

function isListed(name: string, listed: readonly string[]): boolean {
  return listed.some((entry) => (entry.endsWith('…') ? name.startsWith(entry.slice(0, -1)) : name === entry))
}

/** A listed name (or prefix, "…") matches one of the keys a visit stored. */
function wasSet(entry: string, stored: readonly string[]): boolean {
  return stored.some((name) => isListed(name, [entry]))
}

/**
 * The site's own keys that arise only where one visit cannot go, and where:
 * each must still be written by the site's code (its browser build), so a key
 * the site no longer sets (issue 30: vanilla-cookieconsent's `cc_cookie`)
 * cannot hide here.
 */
const situationalKeys: Readonly<Record<string, string>> = {
  'bilhuset-nord:machine:compare:queued': 'a tick made before the compare list’s code has loaded (machines/kit/lazy-store.ts)',
  'bilhuset-nord:machine:favourites:queued': 'the same for favourites',
  'bilhuset-nord:machine:consent:queued': 'a cookie choice made before the consent code has loaded',
  'bilhuset-nord:reload-guard': 'a reload after a new build (machines/build-freshness)',
  'bilhuset-nord:reload-guard:router-marks': 'the same',
  'tanstack_router_reload:…': 'the router’s reload after a chunk of an old build failed to load',
  'bilhuset-nord:lead-draft': 'the chat’s “Skriv til os” hand-over to the contact form (src/channels/lead-draft.ts)',
}

/** The browser build's JavaScript (.output/public, which the suite's server serves), to find a key's name in. */
function clientCode(): string {
  const dir = fileURLToPath(new URL('../.output/public', import.meta.url))
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
}

test('the cookie policy lists every cookie and storage key the site sets during a visit, and only keys the site sets', async ({ page, context }) => {
  // A visit with consent given (fixture) that uses what stores something: favourites, compare, a sent inquiry,
  // the chat, and in-app navigation.
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
  const email = `cookies-${Date.now()}@example.dk`
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
  await page.getByRole('button', { name: 'Send henvendelse' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')
  // The page's chat block (mode inline) opens the chat, which keeps the conversation.
  await page.locator('.chat-block').getByRole('button', { name: 'Start chatten' }).click()
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toContain('bilhuset-nord:machine:autochat')
  await page.keyboard.press('Escape')
  // In-app to the policy: the router remembers scroll positions.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookiepolitik' }).click()
  await expect(page).toHaveURL(/\/cookiepolitik$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookiepolitik')

  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  const cookies = (await context.cookies()).map((c) => c.name)
  expect(stored.local).toEqual(expect.arrayContaining(['bilhuset-nord:machine:consent', 'bilhuset-nord:machine:favourites', 'bilhuset-nord:machine:compare']))
  expect(stored.local.some((k) => k.startsWith('bilhuset-nord:machine:form-submission.'))).toBe(true)
  expect(cookies).toContain('locale')

  const main = page.locator('main')
  for (const heading of ['Nødvendige', 'Funktionelle', 'Statistik', 'Marketing'])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  const rows = await listedRows(page)
  const listed = rows.map((row) => row.name)
  const set = [...stored.local, ...stored.session, ...cookies]
  for (const name of set) expect(isListed(name, listed), `${name} is not in the cookie policy`).toBe(true)
  // The consent categories' third parties are named too (their type names the provider: "Cookie (Google Analytics)").
  for (const name of ['_ga', 'sentryReplaySession', '_gcl_au']) expect(isListed(name, listed), name).toBe(true)

  // And the other way: every key of the site's own that the policy lists is one the site sets, in this visit
  // or where the situational keys arise. `cc_cookie` (the old dialog's, only ever deleted now) fails here.
  const ownKeys = rows.filter((row) => !row.type.includes('(')).map((row) => row.name)
  expect(ownKeys.length).toBeGreaterThan(8)
  const code = clientCode()
  for (const entry of ownKeys) {
    if (wasSet(entry, set)) continue
    expect(situationalKeys[entry], `${entry} is listed, but the visit did not set it and it is not a known situational key`).toBeDefined()
    // A `:queued` key is its journal's key (set in this visit) with the suffix the lazy store adds in code.
    const queued = entry.endsWith(':queued')
    if (queued) expect(wasSet(entry.slice(0, -':queued'.length), set), `${entry}: its journal was not set`).toBe(true)
    expect(code.includes(queued ? ':queued' : entry.replace(/…$/, '')), `${entry} is not in the site’s browser code`).toBe(true)
  }
  expect(listed).not.toContain('cc_cookie')
  await checkA11y(page)
})

test('the reviews say whether and how they are checked to come from real customers (issue 30)', async ({ page }) => {
  await page.goto('/')
  const reviews = page.locator('.reviews')
  await expect(reviews.getByRole('listitem')).not.toHaveCount(0)
  const verification = reviews.getByTestId('reviews-verification')
  await expect(verification).toContainText('Sådan kontrollerer vi anmeldelserne:')
  // Whether: which reviews come from customers; how: the invitation after a purchase, lease or workshop visit.
  await expect(verification).toContainText('når de har købt eller leaset en bil eller haft den på værksted hos os')
  await expect(verification).toContainText('De anmeldelser, vi viser her, kommer alle fra sådanne invitationer.')
  await expect(verification).toContainText('dem kontrollerer vi ikke selv')
  await checkA11y(page, { include: '.reviews' })
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
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
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
      await expect(energy.getByRole('term').last()).toHaveText('CO₂-udledning (WLTP)')
      await expect(energy.getByRole('definition').last()).toHaveText(/^\d+ g\/km( – \d+ g\/km)?$/)
      // Issue 30: a van (priced excl. moms) has WLTP figures and CO₂ but no passenger-car energy class.
      if (/ekskl\. moms/.test(await card.locator('.model-card__price-note').innerText())) {
        await expect(energy.getByRole('term').filter({ hasText: 'Energiklasse' })).toHaveCount(0)
        continue
      }
      await expect(energy.getByRole('term').first()).toHaveText('Energiklasse')
      await expect(energy.getByRole('definition').first()).toHaveText(/^[A-G]\+*( – [A-G]\+*)?$/)
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
  // Issue 30: WLTP consumption and CO₂, but no passenger-car energy class for a van.
  await expect(page.getByTestId('model-energy').getByRole('term')).toHaveText(['Brændstofforbrug (WLTP)', 'CO₂-udledning (WLTP)'])

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

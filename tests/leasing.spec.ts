/**
 * Leasing, financing and minilease (issue 14, spec 2.1, 3, 7 and 9), on a
 * desktop and (tagged @mobile) on a phone:
 *
 * - "Beregn din ydelse" on a vehicle page opens the calculator; a new down
 *   payment gives a new quote with another ÅOP, and every quote's ÅOP is
 *   checked against the definition (internal rate of return of the example's
 *   own cash flows, solved here by bisection, not with the site's library);
 * - the calculator works without JavaScript (a GET form the server prices);
 * - the price-type pages render, and unknown vehicles or types the brand does
 *   not offer (Dacia has no business lease) are the lease-vehicle-not-found page;
 * - the lease overview lists and filters the product API's offers, and a lease
 *   offer's page opens;
 * - a minilease is configured and ordered, and the lead arrives once;
 * - compare and favourites show the ÅOP and the example beside every monthly price;
 * - the three lease events reach window.dataLayer.
 *
 * Expected figures come from the product API's data (what the dealer
 * publishes), the mock's documented minilease tariff, or the definitions.
 */
import type { Locator, Page } from '@playwright/test'
import { addJournal, comparePath, favouritesPath, plantJournals, type StockVehicle } from './compare-support.ts'
import { checkA11y, expect, hydrated, phoneFor, productApiUrl, test } from './fixtures.ts'
import { priceFigureFaults } from './price-layout.ts'

/** A new Mercedes-Benz GLC with private lease, business lease and private finance offers. */
const glc = '104233-1-mercedes-benz-glc-300e-4matic'
/** A new Renault Clio with business finance. */
const clio = '110032-1-renault-clio-esprit-alpine-e-tech-full-hybrid-145'
/** A new Dacia Duster: private lease, but Dacia offers no business lease (app.config.ts brand settings). */
const duster = '110013-1-dacia-duster-extreme-tce-130-4x4'

/** "2.069 kr./md." → 2069, "8,58 %" → 8.58. */
function danishNumber(text: string): number {
  const match = /-?[\d.]+(?:,\d+)?/.exec(text.replace(/\s/g, ''))
  if (!match) throw new Error(`no number in "${text}"`)
  return Number(match[0].replace(/\./g, '').replace(',', '.'))
}

async function figure(scope: Locator, name: string): Promise<number> {
  return danishNumber(await scope.locator(`[data-figure="${name}"] dd`).innerText())
}

/** ÅOP in percent (two decimals) of monthly flows: +credit now, −payment each month, −final with the last one. */
function aprByBisection(credit: number, payment: number, months: number, final: number): number {
  const presentValue = (r: number) => {
    let pv = credit
    for (let k = 1; k <= months; k++) pv -= payment / (1 + r) ** k
    return pv - final / (1 + r) ** months
  }
  // pv rises with the rate: negative at 0 % for any credit that costs something.
  let lo = 0
  let hi = 0.1
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (presentValue(mid) < 0) lo = mid
    else hi = mid
  }
  return Math.round(((1 + lo) ** 12 - 1) * 10_000) / 100
}

interface LeaseExample {
  monthly: number
  apr: number
  firstPayment: number
  months: number
  creditCosts: number
  totalPayable: number
  carPrice: number
  creditAmount: number
  residual: number
  debitRate: number
  lessor: string
}

/** The representative example of a lease as a CreditPriceView shows it (key figures and the details line). */
async function leaseExample(price: Locator): Promise<LeaseExample> {
  const details = await price.locator('.price__example').innerText()
  const part = (label: string) => {
    const m = new RegExp(`${label} ([^·]+)`).exec(details)
    if (!m?.[1]) throw new Error(`"${label}" missing in "${details}"`)
    return m[1].trim()
  }
  return {
    monthly: await figure(price, 'monthly'),
    apr: await figure(price, 'apr'),
    firstPayment: await figure(price, 'down-payment'),
    months: await figure(price, 'duration'),
    creditCosts: await figure(price, 'credit-costs'),
    totalPayable: await figure(price, 'total-payable'),
    carPrice: danishNumber(part('Bilens pris')),
    creditAmount: danishNumber(part('Kreditbeløb')),
    residual: danishNumber(part('Restværdi')),
    debitRate: danishNumber(part('Debitorrente')),
    lessor: part('Leasinggiver'),
  }
}

/** The example's figures agree with each other and with the definitions of kreditaftaleloven. */
function expectConsistentLease(e: LeaseExample): void {
  expect(e.creditAmount, 'credit amount = car price − first payment').toBe(e.carPrice - e.firstPayment)
  expect(e.totalPayable, 'total payable = first payment + all monthly payments').toBe(e.firstPayment + e.months * e.monthly)
  expect(e.creditCosts, 'credit costs = total payable + residual − car price').toBe(e.totalPayable + e.residual - e.carPrice)
  expect(Math.abs(e.apr - aprByBisection(e.creditAmount, e.monthly, e.months, e.residual)), 'ÅOP = IRR of the cash flows').toBeLessThanOrEqual(0.01)
  expect(e.apr, 'ÅOP is above the debitorrente (service is part of the payment)').toBeGreaterThan(e.debitRate)
}

interface ApiPriceRow {
  acquisition_type: string
  monthly_installment: number | null
  apr: number | null
  credit_costs: number | null
  total_payable: number | null
  contract_duration: number | null
  down_payment: number | null
}

async function apiVehicle(page: Page, id: string): Promise<{ id: string; title: string; prices: ApiPriceRow[] }> {
  const response = await page.request.get(`${productApiUrl}/api/v1/stock/vehicles/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as { id: string; title: string; prices: ApiPriceRow[] }
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === n) as Record<string, unknown>[], name)
}

const calculatorResult = (page: Page) => page.locator('.calculator-result')
const quoted = (page: Page) => expect(page.locator('.calculator-panel')).toHaveAttribute('data-calculator-status', 'quoted', { timeout: 15_000 })

function registerTests(tag: string): void {
  test.beforeEach(async ({ page }) => {
    const n = () => Math.floor(Math.random() * 250) + 1
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
  })

  test(`"Beregn din ydelse" opens the calculator; a new first payment gives a new quote with another ÅOP${tag}`, async ({ page }) => {
    await page.goto(`/lager/${glc}`)
    const block = page.locator('details.price-block').filter({ has: page.locator('summary', { hasText: 'Privatleasing' }) })
    await block.locator('summary').click()
    await expect(block).toHaveAttribute('open', '')
    // The open block shows the whole example, not just the monthly price.
    await expect(block.locator('.price-figures [data-figure="apr"]')).toBeVisible()
    await block.getByRole('link', { name: 'Beregn din ydelse' }).click()

    await expect(page).toHaveURL(new RegExp(`/lager/${glc}/leaseberegner\\?acquisition=private_lease$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Beregn din ydelse')
    await expect(page.getByLabel('Prisform', { exact: true })).toHaveValue('private_lease')
    const result = calculatorResult(page)
    const before = await leaseExample(result)
    expectConsistentLease(before)
    await expect.poll(async () => (await events(page, 'view_vehicle_lease_calculator')).length).toBeGreaterThan(0)
    expect((await events(page, 'view_vehicle_lease_calculator'))[0]).toMatchObject({
      vehicle_id: glc,
      model_id: 'mercedes-benz/glc',
      location_id: 'bilhuset-nord-greve',
    })

    // A first payment 10.000 kr. higher: less credit, a lower monthly payment, another ÅOP.
    const field = page.getByLabel('Førstegangsydelse (kr.)')
    await field.fill(String(before.firstPayment + 10_000))
    await field.press('Tab')
    await expect(result.locator('[data-figure="down-payment"] dd')).toContainText(`${(before.firstPayment + 10_000).toLocaleString('da-DK')}`)
    await quoted(page)
    const after = await leaseExample(result)
    expect(after.firstPayment).toBe(before.firstPayment + 10_000)
    expect(after.monthly).toBeLessThan(before.monthly)
    expect(after.apr).not.toBe(before.apr)
    expectConsistentLease(after)
    await expect(result.getByRole('status')).toHaveText(/^Ydelsen er beregnet: [\d.]+\skr\.\/md\., ÅOP \d+,\d\d\s%\.$/)
    await checkA11y(page)
  })

  test(`an out-of-range first payment gets a Danish message and the nearest allowed value${tag}`, async ({ page }) => {
    await page.goto(`/lager/${glc}/privatleasing?downPayment=9999999`)
    // The highest first payment is 30 % of the car's price (calculator hint).
    const hint = await page.locator('.calculator-form .field__hint').first().innerText()
    const max = danishNumber(hint.split('og')[1] ?? '')
    await expect(page.locator('.calculator-form .field__error').first()).toHaveText(
      `Førstegangsydelsen kan højst være ${max.toLocaleString('da-DK')} kr. Vi har brugt ${max.toLocaleString('da-DK')} kr.`,
    )
    await expect(page.getByLabel('Førstegangsydelse (kr.)')).toHaveValue(String(max))
    expectConsistentLease(await leaseExample(calculatorResult(page)))
  })

  test(`each price-type page renders its offer and calculator; brand addresses too${tag}`, async ({ page }) => {
    const pages: [string, string, string][] = [
      [`/lager/${glc}/privatleasing`, 'Privatleasing', 'private_lease'],
      [`/lager/${glc}/erhvervsleasing`, 'Erhvervsleasing', 'business_lease'],
      [`/lager/${glc}/privatfinansiering`, 'Privatfinansiering', 'private_finance'],
      [`/lager/${clio}/erhvervsfinansiering`, 'Erhvervsfinansiering', 'business_finance'],
      [`/mercedes-benz/lager/${glc}/privatleasing`, 'Privatleasing', 'private_lease'],
      [`/dacia/lager/${duster}/privatleasing`, 'Privatleasing', 'private_lease'],
    ]
    for (const [path, label, type] of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${label} af `))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/^\/[a-z-]+(?=\/lager)/, '(/[a-z-]+)?')}$`))
      // The vehicle's own offer with its example, and the calculator for the type.
      await expect(page.locator('.leasing-offer [data-figure="apr"] dd')).toHaveText(/^\d+,\d\d\s%$/)
      await expect(page.locator(`.calculator-form input[name="acquisition"][value="${type}"]`)).toHaveCount(1)
      await expect(calculatorResult(page).locator('[data-figure="apr"] dd')).toHaveText(/^\d+,\d\d\s%$/)
    }
    await checkA11y(page)
  })

  test(`unknown vehicles and types the brand does not offer are the lease-vehicle-not-found page${tag}`, async ({ page }) => {
    for (const path of [
      `/lager/${duster}/erhvervsleasing`,
      `/dacia/lager/${duster}/erhvervsleasing`,
      '/lager/999999-1-findes-ikke/leaseberegner',
      '/lager/999999-1-findes-ikke/privatleasing',
      '/leasing/findes-ikke',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('[data-error-type]'), path).toHaveAttribute('data-error-type', 'lease-vehicle-not-found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups, dette køretøj findes ikke.')
    }
  })

  test(`the lease overview lists and filters the API's offers, and an offer's page opens${tag}`, async ({ page }) => {
    const all = (await (await page.request.get(`${productApiUrl}/api/v1/lease/vehicles?leaseType=private_lease&pageSize=96`)).json()) as {
      total: number
      items: { id: string; brand: string }[]
    }
    const dacia = all.items.filter((o) => o.brand === 'dacia')
    expect(dacia.length).toBeGreaterThan(0)
    expect(dacia.length).toBeLessThan(all.total)

    await page.goto('/nye-biler/leasing-og-finansiering')
    await expect(page.getByText(`${all.total} tilbud på privatleasing`)).toBeVisible()
    // Issue 29: no label of an offer's example runs into another, no figure wraps ("2.069 kr./m d.").
    const layout = await priceFigureFaults(page)
    expect(layout.examples).toBeGreaterThan(0)
    expect(layout.faults).toEqual([])
    // Issue 30: beside each monthly price its energy class and WLTP figures, and whether delivery is included.
    const firstOffer = page.locator('.lease-card').first()
    // (Each fact is held together with no-break spaces: \s matches them.)
    await expect(firstOffer).toContainText(
      /Energiklasse\s[A-G]\+*\s·\s([\d,]+\sl\/100\skm|[\d,]+\skWh\/100\skm\s\(\d+\sWh\/km\))\s·\sCO₂\s\d+\sg\/km\s\(WLTP\)/,
    )
    await expect(firstOffer).toContainText(/Inkl\. levering \([\d.]+\skr\.\)\./)
    await expect.poll(async () => (await events(page, 'view_lease_vehicle_overview')).length).toBeGreaterThan(0)
    expect((await events(page, 'view_lease_vehicle_overview'))[0]).toMatchObject({ result_count: all.total })
    // Every offer shows its monthly price with the example, the ÅOP in the same type.
    const cards = page.locator('.lease-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of (await cards.all()).slice(0, 3)) {
      expectConsistentLease(await leaseExample(card))
      await expectAsProminent(card)
    }

    await page.getByRole('checkbox', { name: 'Dacia' }).check()
    await page.getByRole('button', { name: 'Vis tilbud' }).click()
    await expect(page).toHaveURL(/brand=dacia/)
    await expect(page.getByText(`${dacia.length} tilbud på privatleasing`)).toBeVisible()
    await expect(cards.first()).toBeVisible()
    for (const title of await cards.locator('.lease-card__title').allInnerTexts()) expect(title).toMatch(/^Dacia /)

    const first = cards.first()
    const title = await first.locator('.lease-card__title').innerText()
    await first.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/leasing\/[^/?]+/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    await expect.poll(async () => (await events(page, 'view_lease_vehicle_detail')).length).toBeGreaterThan(0)
    const id = new URL(page.url()).pathname.split('/').at(-1)
    expect((await events(page, 'view_lease_vehicle_detail'))[0]).toMatchObject({ lease_vehicle_id: id })
    // The lease offer data goes to the page-level constants (spec 3: lease vehicles are analytics entities).
    const constants = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))
    expect(constants).toContain(`"lease_vehicle_id":"${id}"`)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const car = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; offers?: { '@type'?: string } }).find((d) => d['@type'] === 'Car')
    expect(car?.offers?.['@type']).toBe('Offer')
    expectConsistentLease(await leaseExample(page.locator('.price--credit').first()))
    // Issue 30: the offer's section is named for what it shows, not "Standardtilbuddet".
    await expect(page.getByRole('heading', { level: 2, name: 'Pris og vilkår' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Standardtilbuddet' })).toHaveCount(0)
    await checkA11y(page)
  })

  test(`a minilease is configured and ordered, and the lead arrives once${tag}`, async ({ page }) => {
    await page.goto('/minilease')
    await hydrated(page)
    const configurator = page.locator('.minilease')
    await configurator.getByRole('radio', { name: /Renault Clio/ }).check()
    // The configurator follows the car (its colours are the Clio's) before a colour is picked.
    await expect(configurator.getByRole('heading', { name: /^Din minilease: Renault Clio / })).toBeVisible()
    // Issue 30: one month is "1 md.", more are "mdr.".
    await expect(configurator.getByLabel('Periode').locator('option[value="1"]')).toHaveText('1 md.')
    await expect(configurator.getByLabel('Periode').locator('option[value="3"]')).toHaveText('3 mdr.')
    await configurator.getByLabel('Periode').selectOption('3')
    await configurator.getByLabel('Kørsel pr. måned').selectOption('3000')
    const colours = configurator.getByRole('group', { name: 'Farve' }).getByRole('radio')
    await colours.nth(2).check()
    // The mock's tariff (mocks/product-api/README: minilease): Clio base 3.995 kr./md. at 6 months;
    // 3 months ×1,12 = 4.474,40; +1.000 km over the included 2.000 km: +395; third colour: +195;
    // 5.064,40 rounded to 5 kr.: 5.065 kr./md. incl. moms.
    await expect(configurator.locator('.minilease__price').getByRole('status')).toHaveText('Pris: 5.065 kr./md. inkl. moms.')
    const price = configurator.locator('.minilease__price')
    await expect(price.locator('[data-figure="monthly"] dd')).toHaveText('5.065 kr./md.')
    // Issue 29: the summary is styled, its figures in the price presentation's grid and type (not a bare <dl>).
    await expect(price.locator('.minilease__figures')).toHaveCSS('display', 'grid')
    await expect(price.locator('[data-figure="monthly"] dd')).toHaveCSS('font-weight', '700')
    await expect(price.locator('[data-figure="monthly"] dd')).toHaveCSS('margin-left', '0px')
    await expect(price).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(price.locator('[data-figure="monthly-excl"] dd')).toHaveText('4.052 kr./md.')
    await expect(price.locator('[data-figure="fee"] dd')).toHaveText('1.995 kr.')
    await expect(price.locator('[data-figure="deposit"] dd')).toHaveText('10.000 kr.')
    // Spec 9: insurance, service and green owner tax included, 2.000 km a month.
    await expect(price).toContainText('forsikring, service og grøn ejerafgift')
    await expect(price).toContainText('2.000 km pr. måned er med i prisen.')
    // A renewal has no establishment fee.
    await configurator.getByLabel('Jeg forlænger en minilease (intet etableringsgebyr)').check()
    await expect(price.locator('[data-figure="fee"] dd')).toHaveText('0 kr. (forlængelse)')

    const email = `minilease-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`
    // The order form of the configurator (the page also embeds the general minilease contact form).
    const form = page.locator('.minilease__order .lead-form')
    await expect(form).toHaveAttribute('data-submission-status', 'editing')
    await form.getByRole('radio').first().check()
    await form.getByLabel(/^Navn/).fill('Mette Hansen')
    await form.getByLabel(/^E-mail/).fill(email)
    await form.getByLabel(/^Telefon/).fill(phoneFor(email))
    await form.getByRole('button', { name: 'Bestil minilease' }).click()
    await expect(form).toHaveAttribute('data-submission-status', 'sent')
    // Issue 30: an order made online has a right of withdrawal; the confirmation says so and links the form.
    const terms = form.getByTestId('terms-note')
    await expect(terms).toContainText('Du har 14 dages fortrydelsesret på en minilease, du bestiller her på sitet.')
    await expect(terms.getByRole('link', { name: /fortrydelsesformularen/ })).toHaveAttribute('href', '/handelsbetingelser#fortrydelsesret')

    const leads = async () => {
      const response = await page.request.get(`${productApiUrl}/__qa/submissions?kind=minilease_order`)
      const body = (await response.json()) as { items: { payload: Record<string, unknown> & { customer: { email: string } } }[] }
      return body.items.filter((item) => item.payload.customer.email === email)
    }
    await expect.poll(async () => (await leads()).length).toBe(1)
    const lead = (await leads())[0]?.payload
    expect(lead).toMatchObject({ configurationId: 'renault-clio', durationMonths: 3, monthlyDistance: 3000, renewal: true })
    // Reloading does not send it again.
    await page.reload()
    await expect(page.locator('.minilease')).toBeVisible()
    expect(await leads()).toHaveLength(1)
  })

  test(`a car and a period chosen before the configurator has loaded are the ones priced${tag}`, async ({ page }) => {
    // The configurator's chunk loads after the page has hydrated (routes/-content-slots.tsx): held back here
    // until the visitor has chosen, as on a slow line. Its fields are then ahead of React's state; the lost
    // car was a flaky price in the test above (the Sandero's 4.505 kr. instead of the Clio's 5.065 kr.).
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/minilease-configurator-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/minilease')
    await hydrated(page)
    const configurator = page.locator('.minilease')
    await configurator.getByRole('radio', { name: /Renault Clio/ }).check()
    await configurator.getByLabel('Periode').selectOption('3')
    // Still the server's car: the configurator has not taken over yet.
    await expect(configurator.getByRole('heading', { name: /^Din minilease: Dacia Sandero / })).toBeVisible()
    release()
    await expect(configurator.getByRole('heading', { name: /^Din minilease: Renault Clio / })).toBeVisible()
    // Clio base 3.995 kr./md. at 6 months; 3 months ×1,12 = 4.474,40, rounded to 5 kr.; first colour, 2.000 km.
    await expect(configurator.locator('.minilease__price').getByRole('status')).toHaveText('Pris: 4.475 kr./md. inkl. moms.')
    await expect(configurator.getByRole('radio', { name: /Renault Clio/ })).toBeChecked()
    await expect(configurator.getByLabel('Periode')).toHaveValue('3')
    // The visitor picked a car and a period the Clio has: no notice that something asked for is not on offer. The
    // colour and distance fields still showed the Sandero's; they move to the Clio as a pick after loading does.
    // (The order form's error summary is an empty alert region until it has something to say.)
    await expect(configurator.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
    await expect(configurator).not.toContainText('findes ikke')
  })

  test(`compare and favourites show the ÅOP and the example beside every monthly price${tag}`, async ({ page }) => {
    const vehicles: StockVehicle[] = []
    for (const id of [glc, clio, duster]) {
      const v = await apiVehicle(page, id)
      vehicles.push({ id: v.id, title: v.title })
    }
    await plantJournals(page, { compare: addJournal('compare', vehicles), favourites: addJournal('favourites', vehicles) })

    await page.goto(comparePath)
    const row = (label: string) => page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    await expect(row('Laveste månedlige ydelse').locator('td')).toHaveCount(3)
    for (const [i, v] of vehicles.entries()) {
      const api = await apiVehicle(page, v.id)
      const lowest = api.prices.filter((p) => p.monthly_installment !== null).sort((a, b) => (a.monthly_installment ?? 0) - (b.monthly_installment ?? 0))[0]
      if (!lowest || lowest.apr === null || lowest.credit_costs === null || lowest.total_payable === null) throw new Error(`${v.id} has no monthly price`)
      expect(danishNumber(await row('Laveste månedlige ydelse').locator('td').nth(i).innerText())).toBe(lowest.monthly_installment)
      expect(danishNumber(await row('ÅOP').locator('td').nth(i).innerText())).toBe(lowest.apr)
      expect(danishNumber(await row('Samlede kreditomkostninger').locator('td').nth(i).innerText())).toBe(lowest.credit_costs)
      expect(danishNumber(await row('Samlet beløb at betale').locator('td').nth(i).innerText())).toBe(lowest.total_payable)
      expect(danishNumber(await row('Løbetid').locator('td').nth(i).innerText())).toBe(lowest.contract_duration)
      expect(danishNumber(await row('Udbetaling/førstegangsydelse').locator('td').nth(i).innerText())).toBe(lowest.down_payment ?? 0)
      // Same type as the monthly price.
      const size = (r: Locator) =>
        r
          .locator('td')
          .nth(i)
          .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
      expect(await size(row('ÅOP'))).toBeGreaterThanOrEqual(await size(row('Laveste månedlige ydelse')))
    }

    await page.goto(favouritesPath)
    const cards = page.getByRole('list', { name: 'Gemte køretøjer' }).getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const [i, v] of vehicles.entries()) {
      const card = cards.filter({ has: page.getByRole('heading', { name: v.title }) })
      const api = await apiVehicle(page, v.id)
      const lowest = api.prices.filter((p) => p.monthly_installment !== null).sort((a, b) => (a.monthly_installment ?? 0) - (b.monthly_installment ?? 0))[0]
      expect(await figure(card, 'monthly'), `card ${i}`).toBe(lowest?.monthly_installment)
      expect(await figure(card, 'apr')).toBe(lowest?.apr)
      expect(await figure(card, 'credit-costs')).toBe(lowest?.credit_costs)
      expect(await figure(card, 'total-payable')).toBe(lowest?.total_payable)
      expect(await figure(card, 'duration')).toBe(lowest?.contract_duration)
      expect(await figure(card, 'down-payment')).toBe(lowest?.down_payment ?? 0)
      await expectAsProminent(card)
    }
    // Issue 29: the favourites' examples without overlapping labels or wrapped figures.
    expect(await priceFigureFaults(page)).toEqual({ examples: 3, faults: [] })
    await checkA11y(page)
  })
}

/** Every key figure of the example is set at least as large and bold as the monthly price (markedsføringsloven § 18). */
async function expectAsProminent(scope: Locator): Promise<void> {
  const style = (name: string) =>
    scope
      .locator(`[data-figure="${name}"] dd`)
      .first()
      .evaluate((el) => ({ size: Number.parseFloat(getComputedStyle(el).fontSize), weight: Number(getComputedStyle(el).fontWeight) }))
  const monthly = await style('monthly')
  for (const name of ['apr', 'down-payment', 'duration', 'credit-costs', 'total-payable']) {
    const s = await style(name)
    expect(s.size, `${name} font size`).toBeGreaterThanOrEqual(monthly.size)
    expect(s.weight, `${name} font weight`).toBeGreaterThanOrEqual(monthly.weight)
  }
}

test.describe('leasing', () => {
  registerTests('')
})

test.describe('leasing on a phone @mobile', () => {
  registerTests(' @mobile')
})

test.describe('the calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form is priced by the server: another first payment gives another ÅOP', async ({ page }) => {
    await page.goto(`/lager/${glc}/leaseberegner?acquisition=private_lease`)
    const before = await leaseExample(calculatorResult(page))
    expectConsistentLease(before)
    await page.getByLabel('Førstegangsydelse (kr.)').fill(String(before.firstPayment + 20_000))
    await page.getByRole('button', { name: 'Beregn', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`downPayment=${before.firstPayment + 20_000}`))
    const after = await leaseExample(calculatorResult(page))
    expect(after.firstPayment).toBe(before.firstPayment + 20_000)
    expect(after.apr).not.toBe(before.apr)
    expectConsistentLease(after)
  })

  test('@mobile the GET form is priced by the server on a phone', async ({ page }) => {
    await page.goto(`/lager/${glc}/privatleasing?months=48`)
    await expect(page.getByLabel('Løbetid')).toHaveValue('48')
    const e = await leaseExample(calculatorResult(page))
    expect(e.months).toBe(48)
    expectConsistentLease(e)
  })
})

test.describe('the minilease price cannot be fetched', () => {
  // The browser's line for the requests this test cuts off.
  test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch|ERR_CONNECTION_RESET/] })

  test('the configurator shows the error with "Prøv igen", which prices the visitor’s choice (issue 32)', async ({ page }) => {
    // Every minilease price request fails (the server function's body carries the choice) until the visitor retries.
    let failing = true
    await page.route('**/_serverFn/**', async (route) => {
      if (failing && (route.request().postData() ?? '').includes('monthlyDistance')) await route.abort('connectionreset')
      else await route.continue()
    })
    await page.goto('/minilease')
    await hydrated(page)
    const configurator = page.locator('.minilease')
    await configurator.getByRole('radio', { name: /Renault Clio/ }).check()
    await configurator.getByLabel('Periode').selectOption('3')
    const price = configurator.locator('.minilease__price')
    // The price's own alert, by its text: the configurator's notices are an alert of their own. (A clean-clone run
    // on 2026-11-29 met a notice there, "Farven findes ikke til bilen. Vi har valgt …": the Clio was ticked before
    // the configurator loaded, and the Sandero's colour still ticked was read as asked for the Clio. The test
    // "a car and a period chosen before the configurator has loaded" now checks that no notice shows.)
    const failure = price.getByRole('alert').filter({ hasText: 'Beregningen kunne ikke hentes' })
    await expect(failure).toContainText('Beregningen kunne ikke hentes lige nu. Prøv igen om lidt.')
    // No order form for a choice without a price.
    await expect(page.locator('.minilease__order')).toHaveCount(0)
    failing = false
    await failure.getByRole('button', { name: 'Prøv igen' }).click()
    // The mock's tariff: Clio base 3.995 kr./md. at 6 months; 3 months ×1,12 = 4.474,40, rounded to 5 kr.
    await expect(price.getByRole('status')).toHaveText('Pris: 4.475 kr./md. inkl. moms.')
    await expect(failure).toHaveCount(0)
    await expect(price.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0)
    await expect(page.locator('.minilease__order')).toBeVisible()
  })
})

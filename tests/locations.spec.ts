import { test, expect, checkA11y, consentJournalKey, hydrated, productApiUrl } from './fixtures.ts'
import { navigateInApp } from './link-support.ts'
import type { Page } from '@playwright/test'
import { fixBrowserClock } from './clock.ts'

const mapsConsentKey = consentJournalKey

/** Collects the URLs of every request the page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  return urls
}

/** Stops links to tel:, mailto: and other sites from navigating, so their click events can be checked. */
async function keepLinksOnPage(page: Page) {
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()))
}

async function dataLayerEvents(page: Page, name: string) {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name)
}

test.describe('location finder', () => {
  test('lists every location; a town or postcode lists them by distance from it, other text narrows the list', async ({ page }) => {
    await page.goto('/lokationer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lokationer')
    const cards = page.locator('.location-card')
    await expect(cards).toHaveCount(10)
    await expect(page.getByTestId('location-count')).toHaveText('Viser 10 af 10 lokationer')
    await checkA11y(page)

    const field = page.getByLabel('By, postnummer eller adresse')
    await field.fill('århus')
    await expect(page).toHaveURL(/\/lokationer\?q=%C3%A5rhus$/)
    await expect(cards.first().getByRole('heading')).toHaveText('Bilhuset Nord Aarhus')
    await expect(cards).toHaveCount(10)

    await field.fill('2670')
    await expect(page).toHaveURL(/\/lokationer\?q=2670$/)
    await expect(page.getByTestId('location-count')).toHaveText('Viser 10 af 10 lokationer – nærmest 2670 Greve først')
    await expect(cards.first().getByRole('heading')).toHaveText('Bilhuset Nord Greve')
    await expect(cards.first().locator('.location-card__distance')).toHaveText(/^[\d,]+ km fra 2670 Greve$/)

    // A street is no place: the list narrows to the locations on it.
    await field.fill('Håndværkerbyen')
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading')).toHaveText('Bilhuset Nord Greve')
    await expect(page.getByTestId('location-count')).toHaveText('Viser 1 af 10 lokationer')

    await field.fill('')
    await page.getByLabel('Mærke').selectOption('mercedes-benz')
    await expect(page).toHaveURL(/\/lokationer\?brand=mercedes-benz$/)
    await expect(cards).toHaveCount(6)

    const overview = await dataLayerEvents(page, 'view_location_overview')
    expect(overview).toEqual([expect.objectContaining({ contract_id: 'vm_view_location_overview', result_count: 10 })])
    const filters = await dataLayerEvents(page, 'adjust_location_filter')
    expect(filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contract_id: 'vm_adjust_location_filter', filter_name: 'q', filter_value: '2670', result_count: 10 }),
        expect.objectContaining({ filter_name: 'q', filter_value: 'Håndværkerbyen', result_count: 1 }),
        expect.objectContaining({ filter_name: 'brand', filter_value: 'mercedes-benz', filter_action: 'set', result_count: 6 }),
      ]),
    )
  })

  /** The distances of the cards in order, in km ("800 m", "3,1 km", "16 km"). */
  async function cardDistances(page: Page): Promise<number[]> {
    const texts = await page.locator('.location-card__distance').allInnerTexts()
    return texts.map((t) => {
      const [, value, unit] = /^([\d,]+) (km|m) /.exec(t) ?? []
      const n = Number(value?.replace(',', '.'))
      return unit === 'm' ? n / 1000 : n
    })
  }

  // Issue 17: "Køge" and "Hundige", both next to Greve, found none of the ten locations.
  for (const [query, label, greveKm] of [
    ['Køge', '4600 Køge', /^1[4-8] km fra 4600 Køge$/],
    ['Hundige', 'Hundige (2670)', /^[2-4],\d km fra Hundige \(2670\)$/],
    ['Karlslunde', 'Karlslunde (2690)', /^[4-7],\d km fra Karlslunde \(2690\)$/],
  ] as const) {
    test(`"${query}" lists every location by distance, Greve first`, async ({ page }) => {
      await page.goto(`/lokationer?q=${encodeURIComponent(query)}`)
      const cards = page.locator('.location-card')
      await expect(cards).toHaveCount(10)
      await expect(page.getByTestId('location-count')).toHaveText(`Viser 10 af 10 lokationer – nærmest ${label} først`)
      await expect(cards.first().getByRole('heading')).toHaveText('Bilhuset Nord Greve')
      await expect(cards.first().locator('.location-card__distance')).toHaveText(greveKm)
      const km = await cardDistances(page)
      expect(km).toHaveLength(10)
      expect(km).toEqual([...km].sort((a, b) => a - b))
      expect(km.at(-1), 'Hjørring is far from Zealand').toBeGreaterThan(250)
      await expect(page.getByRole('link', { name: /GeoNames \(CC BY 4\.0\)/ })).toHaveAttribute('href', 'https://www.geonames.org/')
      await checkA11y(page)
    })
  }

  test('the address follows the field after a pause and at once on "Søg"; a link to another search puts that search in the field (issue 32)', async ({
    page,
  }) => {
    await page.goto('/lokationer')
    await hydrated(page)
    const form = page.getByRole('search', { name: 'Søg efter lokation' })
    const field = page.getByLabel('By, postnummer eller adresse')
    await expect(form).toHaveAttribute('data-state', 'synced')
    await field.pressSequentially('Køge', { delay: 50 })
    await expect(page).toHaveURL(/\/lokationer\?q=K%C3%B8ge$/)
    await expect(form).toHaveAttribute('data-state', 'synced')
    await expect(page.getByTestId('location-count')).toHaveText('Viser 10 af 10 lokationer – nærmest 4600 Køge først')
    // A link to another search (as back and forward are): the field shows the address's search.
    await navigateInApp(page, '/lokationer?q=2670&brand=renault')
    await expect(field).toHaveValue('2670')
    await expect(page.getByLabel('Mærke')).toHaveValue('renault')
    await expect(form).toHaveAttribute('data-state', 'synced')
    // "Søg" changes the address at once.
    await field.fill('Vejle')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/lokationer\?q=Vejle&brand=renault$/)
    await expect(form).toHaveAttribute('data-state', 'synced')
  })

  test('a town without a location of its own lists the nearest: Skagen → Hjørring', async ({ page }) => {
    await page.goto('/lokationer?q=Skagen')
    await expect(page.locator('.location-card h2').first()).toHaveText('Bilhuset Nord Hjørring')
    await expect(page.locator('.location-card__distance').first()).toHaveText(/^\d+ km fra 9990 Skagen$/)
  })

  test('a place we do not know says so in Danish', async ({ page }) => {
    await page.goto('/lokationer?q=Xyzby')
    await expect(page.locator('.location-card')).toHaveCount(0)
    await expect(page.getByText('Vi kender ikke »Xyzby« som postnummer eller by. Prøv et postnummer, fx 2670, eller et bynavn.')).toBeVisible()
    await page.goto('/lokationer?q=0999')
    await expect(page.getByText('Vi kender ikke »0999« som postnummer eller by.', { exact: false })).toBeVisible()
  })

  test('list and search work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/lokationer')
    await page.getByLabel('By, postnummer eller adresse').fill('Køge')
    await page.getByRole('button', { name: 'Søg' }).click()
    await expect(page).toHaveURL(/\/lokationer\?q=K%C3%B8ge&brand=$|\/lokationer\?q=K%C3%B8ge$/)
    await expect(page.locator('.location-card')).toHaveCount(10)
    await expect(page.locator('.location-card h2').first()).toHaveText('Bilhuset Nord Greve')
    await expect(page.locator('.location-card__distance').first()).toHaveText(/ km fra 4600 Køge$/)
    await page.getByLabel('By, postnummer eller adresse').fill('Middelfartvej')
    await page.getByRole('button', { name: 'Søg' }).click()
    await expect(page.locator('.location-card')).toHaveCount(1)
    await expect(page.locator('.location-card h2')).toHaveText('Bilhuset Nord Odense')
    await context.close()
  })

  test('nearest first when the visitor shares their position', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: 57.05, longitude: 9.92 },
      permissions: ['geolocation'],
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
    })
    const page = await context.newPage()
    await page.goto('/lokationer')
    await page.getByRole('button', { name: 'Vis nærmeste først' }).click()
    await expect(page.getByText('Lokationerne er sorteret efter afstand fra din position.')).toBeVisible()
    const names = page.locator('.location-card h2')
    await expect(names.first()).toHaveText('Bilhuset Nord Aalborg')
    await expect(names.nth(1)).toHaveText('Bilhuset Nord Hjørring')
    await expect(page.locator('.location-card__distance').first()).toHaveText(/^[\d,]+ km fra dig$/)
    await context.close()
  })
})

test.describe('location map', () => {
  test('without consent the map does not load and a Danish notice offers consent', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/lokationer')
    const notice = page.getByTestId('maps-consent-notice')
    await expect(notice).toContainText('Det interaktive kort kan ikke indlæses på grund af dine cookieindstillinger.')
    await expect(notice.getByRole('button', { name: 'Tillad kort og vis kortet' })).toBeVisible()
    await expect(page.locator('.maplibregl-canvas')).toHaveCount(0)
    expect(requests.filter((u) => /maplibre|\/map\/.*\.geojson/.test(u))).toEqual([])
    await checkA11y(page)
  })

  test('after consent, maplibre draws a marker or cluster for every location, and the search narrows them', async ({ page }) => {
    await page.goto('/lokationer')
    await page.getByRole('button', { name: 'Tillad kort og vis kortet' }).click()
    await expect(page.locator('.location-map__canvas')).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    await expect(page.locator('.maplibregl-canvas')).toBeVisible()

    // Every location is on the map, as a pin or inside a cluster.
    await expect
      .poll(
        async () => {
          const pins = await page.locator('.map-pin').count()
          const clusters = await page.locator('.map-cluster').allTextContents()
          return pins + clusters.reduce((sum, c) => sum + Number(c), 0)
        },
        { timeout: 15_000 },
      )
      .toBe(10)

    // The choice is remembered (journal in localStorage) and applies after a reload.
    expect(await page.evaluate((key) => localStorage.getItem(key), mapsConsentKey)).toContain('"type":"consent.set","category":"functional","granted":true')

    await page.getByLabel('By, postnummer eller adresse').fill('Middelfartvej')
    await expect(page.locator('.location-card')).toHaveCount(1)
    await expect(page.locator('.map-pin')).toHaveCount(1, { timeout: 15_000 })
    await expect(page.locator('.map-cluster')).toHaveCount(0)
    await page.getByRole('button', { name: 'Bilhuset Nord Odense – vis detaljer' }).click()
    await expect(page.locator('.maplibregl-popup')).toContainText('Middelfartvej 270, 5200 Odense')
    await page.locator('.maplibregl-popup').getByRole('link', { name: 'Se lokationen' }).click()
    await expect(page).toHaveURL(/\/lokationer\/bilhuset-nord-odense$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilhuset Nord Odense')
    await expect(page.locator('.location-map__canvas')).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })

    await page.getByRole('button', { name: 'Slå kortet fra' }).click()
    await expect(page.getByTestId('maps-consent-notice')).toBeVisible()
    await expect(page.locator('.maplibregl-canvas')).toHaveCount(0)
  })

  test('the home page loads no map code', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requests.filter((u) => /maplibre|location-map|\/map\//.test(u))).toEqual([])
    const html = await page.content()
    expect(html).not.toMatch(/maplibre-view|maplibre-gl-[\w-]+\.js/)
  })
})

test.describe('location page', () => {
  // "I dag" and "Åben nu" depend on the time: the browser and the server run at the suite's instant,
  // Tuesday 24 November 2026, 10:00 (tests/clock.ts; tests/clock.spec.ts covers other instants).
  test.beforeEach(async ({ page }) => fixBrowserClock(page))

  test('shows address, contact, opening hours with today marked, services, brands and structured data', async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-greve')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilhuset Nord Greve')
    await expect(page).toHaveTitle('Bilhuset Nord Greve | Bilhuset Nord')
    await expect(page.locator('.location-page__address')).toHaveText('Håndværkerbyen 21, 2670 Greve')
    // The page's own CVR line (the footer shows the company's too).
    await expect(page.locator('main').getByText(/^CVR-nr\. \d\d \d\d \d\d \d\d$/)).toBeVisible()
    // Spec 3: the IBAN with the company details, printed in groups of four.
    await expect(page.getByText(/^IBAN DK\d\d( \d{4}){3} \d\d$/)).toBeVisible()

    // "Åben nu" / "Lukket nu" is computed in the browser, in Danish time: Tuesday 10:00, the showroom is open 9–17.30.
    await expect(page.locator('.open-now[data-open]').first()).toHaveText('Salg og udstilling: Åben nu · lukker kl. 17.30')

    const contact = page.getByRole('region', { name: 'Kontakt', exact: true })
    await expect(contact.getByRole('link', { name: 'Ring på 43 90 12 00' })).toHaveAttribute('href', 'tel:+4543901200')
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/4552101200')
    await expect(contact.getByRole('link', { name: /Rutevejledning/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/)

    const hours = page.getByRole('region', { name: 'Åbningstider' })
    await hours.getByText('Vis åbningstider for hele ugen').click()
    const showroom = hours.getByRole('table', { name: 'Salg og udstilling' })
    const workshop = hours.getByRole('table', { name: 'Værksted' })
    await expect(showroom.locator('tbody tr')).toHaveCount(7)
    await expect(workshop.locator('tbody tr')).toHaveCount(7)
    await expect(showroom.locator('tbody tr').first()).toContainText('Mandag09.00–17.30')
    await expect(workshop.locator('tr[data-weekday="saturday"]')).toContainText('Lukket')
    await expect(showroom.locator('tr[data-weekday="sunday"]')).toContainText('Søndagsåbent første søndag i måneden')
    await expect(showroom.locator('tr[aria-current="date"]')).toHaveAttribute('data-weekday', 'tuesday')
    await expect(showroom.locator('tr[aria-current="date"]')).toHaveText('Tirsdag (i dag)09.00–17.30')

    await expect(page.getByRole('region', { name: 'Om Bilhuset Nord Greve' }).getByRole('listitem').filter({ hasText: 'Værksted og service' })).toHaveCount(1)
    const brands = page.getByRole('navigation', { name: 'Mærker' })
    await expect(brands.getByRole('link')).toHaveCount(3)
    await expect(brands.getByRole('link', { name: 'Renault – se modellerne' })).toHaveAttribute('href', '/renault/modeller')

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    expect(jsonLd).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Bilhuset Nord Greve',
      telephone: '+4543901200',
      address: { postalCode: '2670', addressLocality: 'Greve' },
      openingHoursSpecification: expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']), opens: '09:00', closes: '17:30' }),
      ]),
    })

    await checkA11y(page)

    await keepLinksOnPage(page)
    await contact.getByRole('link', { name: 'Ring på 43 90 12 00' }).click()
    await contact.getByRole('link', { name: /@/ }).click()
    await contact.getByRole('link', { name: /WhatsApp/ }).click()
    await contact.getByRole('link', { name: /Rutevejledning/ }).click()
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => [e.event, e.contract_id, e.location_id]))
    for (const name of [
      'view_location_detail',
      'click_vehicle_show_openinghours',
      'click_location_phone_number',
      'click_location_email',
      'click_location_whatsapp',
      'click_location_route',
    ]) {
      expect(events, name).toContainEqual([name, `vm_${name}`, 'bilhuset-nord-greve'])
    }
  })

  test('"Biler på lager her" opens the stock filtered to the location', async ({ page, request }) => {
    const expected = ((await (await request.get(`${productApiUrl}/api/v1/stock/vehicles?location=bilhuset-nord-greve&pageSize=1`)).json()) as { total: number })
      .total
    expect(expected, 'Greve has vehicles in stock').toBeGreaterThan(0)
    await page.goto('/lokationer/bilhuset-nord-greve')
    await page.getByRole('link', { name: 'Biler på lager her' }).click()
    await expect(page).toHaveURL(/\/lager\?location=bilhuset-nord-greve$/)
    await expect(page.getByRole('group', { name: 'Afdeling', exact: true }).getByRole('checkbox', { checked: true })).toHaveCount(1)
    await expect(page.getByText(new RegExp(`^${expected.toLocaleString('da-DK')} biler? matcher din søgning$`))).toBeVisible()
    for (const town of await page.locator('.vehicle-card__location').allInnerTexts()) expect(town).toBe('Står i Greve')
  })

  test('a brand location page shows the brand, and only for brands the location carries', async ({ page }) => {
    await page.goto('/renault/lokationer/bilhuset-nord-roskilde')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilhuset Nord Roskilde')
    await expect(page.getByText('Renault hos')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Se Renault-modellerne' }).first()).toHaveAttribute('href', '/renault/modeller')
    await expect(page.locator('link[rel="icon"]').last()).toHaveAttribute('href', '/favicons/renault.svg')
    await checkA11y(page)

    const response = await page.goto('/mercedes-benz/lokationer/bilhuset-nord-roskilde')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'location-not-found')
  })

  test('an unknown location is "Lokation ikke fundet" with status 404', async ({ page }) => {
    const response = await page.goto('/lokationer/bilhuset-nord-skagen')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'location-not-found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lokation ikke fundet')
    await expect(page).toHaveTitle(/404 Lokation ikke fundet/)
    await checkA11y(page)
  })

  test('@mobile location page fits a phone screen', async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-aalborg')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilhuset Nord Aalborg')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await checkA11y(page)
  })
})

test('models and locations are in sitemap.xml', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/mercedes-benz/modeller',
    '/mercedes-benz/modeller?group=maybach',
    '/mercedes-benz/modeller/cla-eq',
    '/renault/modeller/clio',
    '/dacia/modeller/duster',
    '/lokationer/bilhuset-nord-greve',
    '/lokationer/bilhuset-nord-hjoerring',
  ]) {
    expect(xml, path).toContain(`${path.replace('&', '&amp;')}</loc>`)
  }
})

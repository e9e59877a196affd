/**
 * Content pages end to end, against the local content space the start script
 * serves: every content target of the legacy redirects, a sample of pages and
 * their blocks, head tags, 404, sitemap, the webhook, and accessibility.
 * Preview (draft content, visual editor) is in content-preview.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { parseRedirectTable } from '#redirects/redirect-table.ts'
import { patternRules } from '#redirects/pattern-rules.ts'
import { productSlug } from '#redirects/product.ts'
import { checkA11y, expect, hydrated, openBeforeScripts, productApiUrl, test } from './fixtures.ts'

/** App routes of other features: not content pages. */
const appRoutes = ['/lager', '/stock', '/lokationer', '/locations', '/mercedes-benz/', '/renault/', '/dacia/']
const isAppRoute = (path: string) =>
  path === '/' || appRoutes.some((r) => path === r || path.startsWith(r.endsWith('/') ? r : `${r}/`) || path.startsWith(`${r}?`))

function contentTargets(): string[] {
  const table = parseRedirectTable(readFileSync(new URL('../redirects/legacy-redirects.csv', import.meta.url), 'utf8'), { product: productSlug })
  const targets = new Set(table.map((row) => row.to.split('?')[0] ?? row.to))
  const probes = [
    '/brugte-biler/soeg-brugte-biler?page=1&acquisitiontype=&type=personbiler&iscertified=False',
    '/om-os/udforsk/2024/11',
    '/om-os/udforsk/2023',
    '/varevogne/mercedes-benz/ukendt',
  ]
  for (const probe of probes) {
    const url = new URL(probe, 'http://site.test')
    for (const rule of patternRules) {
      const hit = rule.match({ path: url.pathname, segments: url.pathname.slice(1).split('/'), query: url.searchParams })
      if (hit) targets.add(hit.split('?')[0] ?? hit)
    }
  }
  return [...targets].filter((t) => !isAppRoute(t)).sort()
}

test.describe('content targets of the legacy redirects', () => {
  for (const path of contentTargets()) {
    test(`${path} is a content page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      // The site's title pattern "… | Bilhuset Nord" (only the home page's title opens with the name instead).
      await expect(page).toHaveTitle(/^Bilhuset Nord – | \| Bilhuset Nord$/)
      await expect(page.locator('.content-warning')).toHaveCount(0)
    })
  }
})

test.describe('content pages', () => {
  test('the home page shows the home story with its head tags', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Bilhuset Nord – Mercedes-Benz, Renault og Dacia')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nye og brugte biler, varevogne og værksted – samlet ét sted')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Nye og brugte biler, varevogne, leasing og værksted/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Bilhuset Nord – Mercedes-Benz, Renault og Dacia')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/content\/illustrations\/hero-home\.svg$/)
    // Published content carries no visual-editor attributes.
    await expect(page.locator('[data-blok-uid]')).toHaveCount(0)
    await checkA11y(page)
  })

  test('/home is the home page', async ({ page }) => {
    await page.goto('/home')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a page title is the story’s title with the site name', async ({ page }) => {
    await page.goto('/nye-biler/ladelosninger')
    await expect(page).toHaveTitle('Ladeløsninger | Bilhuset Nord')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/nye-biler\/ladelosninger$/)
    await expect(page.getByRole('navigation', { name: 'Brødkrummesti' }).getByRole('link', { name: 'Nye biler' })).toHaveAttribute('href', '/nye-biler')
  })

  test('a title that names the group inside still gets the site name (issue 30)', async ({ page }) => {
    await page.goto('/udforsk/vi-skifter-navn-til-bilhuset-nord')
    await expect(page).toHaveTitle('Vi skifter navn til Bilhuset Nord | Bilhuset Nord')
    await page.goto('/om-os/om-bilhuset-nord')
    await expect(page).toHaveTitle('Om os | Bilhuset Nord')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Bilhuset Nord')
    // Issue 30's copy: "Faglig stolthed", not "Fagligt".
    await expect(page.locator('main')).toContainText('Faglig stolthed.')
    await expect(page.locator('main')).not.toContainText('Fagligt stolthed')
  })

  test('an unknown slug is the page-not-found error page with status 404', async ({ page }) => {
    const response = await page.goto('/udforsk/denne-artikel-findes-ikke')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-error-type="page-not-found"]')).toBeVisible()
    await expect(page).toHaveTitle(/^404 Ups, denne side findes ikke/)
  })

  test('a news article shows date, category and text, with article Open Graph tags', async ({ page }) => {
    await page.goto('/udforsk/vi-skifter-navn-til-bilhuset-nord')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi skifter navn til Bilhuset Nord')
    await expect(page.locator('time').first()).toHaveText('15. november 2024')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.getByRole('link', { name: 'kontakte os' })).toHaveAttribute('href', '/directcontact')
    await checkA11y(page)
  })

  test('the article overview pages through the articles', async ({ page }) => {
    await page.goto('/udforsk')
    const cards = page.locator('.article-overview .article-card')
    await expect(cards).toHaveCount(6)
    await page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Næste' }).click()
    await expect(page).toHaveURL(/\/udforsk\?page=2/)
    await expect(cards).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Vi skifter navn til Bilhuset Nord' })).toBeVisible()
  })

  test('events list the event articles with their time', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('link', { name: 'Vinterklar-weekend i alle afdelinger' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Åbent hus/ })).toHaveCount(0) // a draft
  })

  // Issue 30: the overview lists the product API's employees (one source of people), no longer 12 hand-typed ones.
  test('the employee grid filters, and says so when nobody matches', async ({ page, request }) => {
    const count = async (query: string) =>
      ((await (await request.get(`${productApiUrl}/api/v1/employees?pageSize=200${query}`)).json()) as { total: number }).total
    await page.goto('/om-os/vores-medarbejdere')
    const people = page.locator('.employee-grid__list > li')
    await expect(people).toHaveCount(await count(''))
    await page.getByLabel('Område').selectOption({ label: 'Værksted' })
    const workshop = await count('&department=workshop')
    await expect(people).toHaveCount(workshop)
    // Two or more per branch (Værkstedschef and Servicerådgiver): the plural.
    expect(workshop).toBeGreaterThan(1)
    await expect(page.locator('.employee-grid__count')).toHaveText(`${workshop} kontaktpersoner`)
    await page.getByLabel('Afdeling').selectOption('Bilhuset Nord Glostrup Vans')
    await page.getByLabel('Område').selectOption({ label: 'Salg af nye biler' })
    // The vans centre sells no passenger cars.
    await expect(page.getByText('Ingen kontaktpersoner fundet')).toBeVisible()
    await checkA11y(page)
    // Issue 29: Danish singular for one (Ledelse at the vans centre: its one Afdelingsdirektør, mocks' rolesFor).
    await page.getByLabel('Område').selectOption({ label: 'Ledelse' })
    await expect(people).toHaveCount(1)
    await expect(page.locator('.employee-grid__count')).toHaveText('1 kontaktperson')
  })

  test('the stock quick search on the home page lands on /lager with its filters working', async ({ page, request }) => {
    const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=0&brand=renault&fuel=electric`)
    const total = ((await response.json()) as { total: number }).total
    expect(total).toBeGreaterThan(0)
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Find din næste bil' })
    await search.getByLabel('Mærke').selectOption('renault')
    await search.getByLabel('Brændstof').selectOption('electric')
    // The button counts what the search will show.
    await search.getByRole('button', { name: `Vis ${total} biler` }).click()
    await expect(page).toHaveURL(/\/lager\?brand=renault&fuel=electric$/)
    await expect(page.getByRole('status').filter({ hasText: 'matcher din søgning' })).toHaveText(`${total} biler matcher din søgning`)
    await expect(page.getByRole('group', { name: 'Mærke', exact: true }).getByRole('checkbox', { name: /^Renault \(/ })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Brændstof', exact: true }).getByRole('checkbox', { name: /^El \(/ })).toBeChecked()
    for (const title of await page.locator('.vehicle-card__title').allTextContents()) expect(title).toMatch(/^Renault /)
  })

  test('choices made in the quick search before the page’s scripts have loaded are the ones counted and searched', async ({ page, request }) => {
    // A slow line: the page's scripts are held until the visitor has chosen, then let through.
    const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=0&brand=renault&fuel=electric`)
    const total = ((await response.json()) as { total: number }).total
    const release = await openBeforeScripts(page, '/')
    const search = page.getByRole('search', { name: 'Find din næste bil' })
    await search.getByLabel('Mærke').selectOption('renault')
    await search.getByLabel('Brændstof').selectOption('electric')
    release()
    await hydrated(page)
    await expect(search.getByLabel('Mærke')).toHaveValue('renault')
    // The count follows the choices shown, and the search opens them.
    await search.getByRole('button', { name: `Vis ${total} biler` }).click()
    await expect(page).toHaveURL(/\/lager\?brand=renault&fuel=electric$/)
  })

  test('a quick search block keeps its category and brand on /lager', async ({ page }) => {
    await page.goto('/brugte-biler/certified-pre-owned-konceptet')
    await page.getByRole('search', { name: 'Find din brugte bil' }).getByRole('button').click()
    await expect(page).toHaveURL(/\/lager\?type=used$/)
    await expect(page.getByRole('radio', { name: /^Brugte biler/ })).toBeChecked()

    await page.goto('/varevogne')
    await page.getByRole('search', { name: 'Find din Mercedes-Benz varevogn' }).getByRole('button').click()
    await expect(page).toHaveURL(/\/lager\?type=van&brand=mercedes-benz$/)
    await expect(page.getByRole('radio', { name: /^Varevogne/ })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Mærke', exact: true }).getByRole('checkbox', { name: /^Mercedes-Benz \(/ })).toBeChecked()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the quick search is a GET form whose empty fields disappear from the address', async ({ page }) => {
      await page.goto('/')
      const search = page.getByRole('search', { name: 'Find din næste bil' })
      // Rendered complete on the server: the options carry their counts.
      await expect(search.getByLabel('Mærke').locator('option', { hasText: /^Dacia \(\d+\)$/ })).toHaveCount(1)
      await search.getByLabel('Mærke').selectOption('dacia')
      await search.getByRole('button').click()
      await expect(page).toHaveURL(/\/lager\?brand=dacia$/)
      await expect(page.getByRole('group', { name: 'Mærke', exact: true }).getByRole('checkbox', { name: /^Dacia \(/ })).toBeChecked()
    })
  })

  test('the carousel moves with its buttons and announces the position', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const carousel = page.getByRole('region', { name: 'Aktuelt hos Bilhuset Nord' })
    await expect(carousel.locator('.carousel__status')).toHaveText('1 af 3')
    await carousel.getByRole('button', { name: 'Næste dias' }).click()
    await expect(carousel.locator('.carousel__status')).toHaveText('2 af 3')
    await carousel.getByRole('button', { name: 'Forrige dias' }).click()
    await carousel.getByRole('button', { name: 'Forrige dias' }).click()
    await expect(carousel.locator('.carousel__status')).toHaveText('3 af 3')
    // Swiping (scrolling the track) moves the position too, also right after a button's scroll. The swipe comes
    // once that scroll has left the first slide: before, a scroll to the first slide is no move at all, and the
    // button's smooth scroll went on to the third slide (status "3 af 3", rightly; one clean-clone run, 2026-11-28).
    const track = carousel.locator('.carousel__track')
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0)
    await track.evaluate((t) => t.scrollTo({ left: 0 }))
    await expect(carousel.locator('.carousel__status')).toHaveText('1 af 3')
  })

  test('the financial lease calculator recalculates the monthly payment', async ({ page }) => {
    await page.goto('/nye-biler/leasing-og-finansiering')
    // The flaky run of 2026-11-27 (issue 33): a price typed before hydration is replaced by the server's value
    // when React takes over the controlled input, so the amount never changed. Type into the hydrated page.
    await hydrated(page)
    const result = page.locator('.calculator__amount')
    const before = await result.textContent()
    await page.getByLabel('Bilens pris ekskl. moms (kr.)').fill('600000')
    await expect(result).not.toHaveText(before ?? '')
    await expect(page.locator('.calculator__detail')).toHaveText(/restværdi: [\d.]+\skr\.$/)
    await page.getByLabel('Udbetaling (kr.)').fill('700000')
    await expect(page.locator('.calculator__result')).toContainText('Udfyld pris og udbetaling')
    await checkA11y(page)
  })

  test('the used-car and minilease facts of spec 9 are on their pages', async ({ page }) => {
    await page.goto('/brugte-biler/certified-pre-owned-konceptet')
    for (const point of ['Gyldigt syn og 12 måneders garanti', '14 dages byttegaranti', 'Gratis familiepas']) {
      await expect(page.getByRole('heading', { name: point })).toBeVisible()
    }
    // Issue 30: the family pass says what it is.
    const familyPass = page.locator('.selling-points li').filter({ has: page.getByRole('heading', { name: 'Gratis familiepas' }) })
    await expect(familyPass).toContainText('gavekort til en dagsudflugt for to voksne og op til tre børn')
    await page.goto('/minilease/minilease-konceptet')
    await expect(page.getByText('forsikring, service og grøn ejerafgift er inkluderet', { exact: false }).first()).toBeVisible()
    // Issue 30: the sentence that opens with the included items opens with a capital letter (on /minilease too).
    for (const path of ['/minilease/minilease-konceptet', '/minilease']) {
      await page.goto(path)
      await expect(page.getByText('Forsikring, service og grøn ejerafgift er inkluderet i den månedlige pris.', { exact: true })).toBeVisible()
    }
    await page.goto('/minilease/minilease-konceptet')
    await expect(page.getByRole('heading', { name: '2.000 km om måneden' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Intet etableringsgebyr ved forlængelse' })).toBeVisible()
  })

  test('the location search narrows the list', async ({ page }) => {
    await page.goto('/directcontact')
    const list = page.locator('.content-map__list > li')
    await expect(list).toHaveCount(10)
    // The field filters as it changes once the page has hydrated (before, a first attempt in a clean-clone run
    // typed into the server's HTML and the list stayed at 10).
    await hydrated(page)
    await page.getByLabel('Søg på by, postnummer eller afdeling').fill('2670')
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Bilhuset Nord Greve')
  })

  test('sitemap.xml lists the published stories with lastmod', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    expect(xml).toMatch(/<loc>[^<]*\/udforsk\/vi-skifter-navn-til-bilhuset-nord<\/loc><lastmod>2024-11-15T08:00:00.000Z<\/lastmod>/)
    expect(xml).toContain('/minilease/minilease-konceptet</loc>')
    expect(xml).not.toContain('aabent-hus-nye-elbiler-2027')
  })

  test('the webhook refuses an unsigned call and refreshes on a signed one', async ({ request }) => {
    const { createHmac } = await import('node:crypto')
    // A body of its own per run: the site refuses a signature it has accepted before (a replay).
    const body = JSON.stringify({
      text: `Udgivet ${Math.random().toString(36).slice(2)}`,
      action: 'published',
      space_id: 287451,
      story_id: 400001,
      full_slug: 'home',
    })
    const unsigned = await request.post('/api/storyblok-webhook', { data: body, headers: { 'content-type': 'application/json' } })
    expect(unsigned.status()).toBe(401)
    const signature = createHmac('sha1', process.env.STORYBLOK_WEBHOOK_SECRET ?? 'local-webhook-secret')
      .update(body)
      .digest('hex')
    const signed = await request.post('/api/storyblok-webhook', { data: body, headers: { 'content-type': 'application/json', 'webhook-signature': signature } })
    expect(signed.status()).toBe(200)
    expect(await signed.json()).toMatchObject({ refreshed: true, action: 'published' })
    const replayed = await request.post('/api/storyblok-webhook', {
      data: body,
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    })
    expect(replayed.status()).toBe(409)
  })

  test('content pages are usable on a phone @mobile', async ({ page }) => {
    await page.goto('/service')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page's contact form is enabled once its code has loaded and hydrated; check the settled page.
    await expect(page.getByRole('button', { name: 'Send henvendelse' })).toBeEnabled()
    await checkA11y(page)
  })
})

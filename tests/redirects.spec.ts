import { readFileSync } from 'node:fs'
import { parseRedirectTable } from '#redirects/redirect-table.ts'
import { productSlug } from '#redirects/product.ts'
import { test, expect, productApiUrl } from './fixtures.ts'
import { navigateInApp, pathAndQuery, waitForRouterIdle } from './link-support.ts'

const samples: [from: string, to: string][] = [
  ['/brugte-biler/', '/lager?type=used'],
  ['/nye-biler/mercedes-benz/amg/', '/mercedes-benz/modeller/amg'],
  ['/nye-biler/mercedes-benz/maybach/', '/mercedes-benz/modeller?group=maybach'],
  ['/vaerksted/services/lejebiler/', '/service/lejebiler'],
  ['/om-os/', '/om-os/om-bilhuset-nord'],
  ['/mercedes-benz/modeller/cla-coupe', '/mercedes-benz/modeller/cla-eq'],
]

for (const [from, to] of samples) {
  test(`legacy address ${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(to)
  })
}

test('a browser following a legacy link lands on the new page in one hop', async ({ page }) => {
  const hops: number[] = []
  page.on('response', (r) => {
    if (r.request().isNavigationRequest()) hops.push(r.status())
  })
  await page.goto('/om-os/udforsk/2023/')
  await expect(page).toHaveURL(/\/udforsk$/)
  expect(hops[0]).toBe(301)
  expect(hops.filter((s) => s >= 300 && s < 400)).toHaveLength(1)
})

// ---------------------------------------------------------------------------
// In-app navigation: the router follows the same table (one table, redirects/)
// ---------------------------------------------------------------------------

/** An old used-car address whose car (id 123456) is not in stock: it lands on the vehicle-not-found page, as a full load does. */
const soldCar = '/brugte-biler/soeg-brugte-biler/mercedes-benz-c-200-avantgarde-123456/'

/** Every old address of the table, plus pattern-rule samples (the server's own answers are the expectation). */
function legacyAddresses(): string[] {
  const table = parseRedirectTable(readFileSync(new URL('../redirects/legacy-redirects.csv', import.meta.url), 'utf8'), { product: productSlug })
  const patternSamples = [
    soldCar,
    '/brugte-biler/soeg-brugte-biler/?page=1&acquisitiontype=&type=personbiler&iscertified=False',
    '/om-os/udforsk/2024/11/',
    '/varevogne/mercedes-benz/sprinter/',
    '/nye-biler/mercedes-maybach/',
    '/nye-biler/renault/',
    '/mercedes-benz/modeller/cla-coupe/kontakt',
    '/vaerksted/daekskifte/',
    '/om-os/?utm_source=nyhedsbrev',
  ]
  return [...table.map((row) => row.from), ...patternSamples, ...samples.map(([from]) => from)]
}

test('in-app navigation to every old address follows the same redirect as the server', async ({ page }) => {
  test.setTimeout(120_000)
  const addresses = [...new Set(legacyAddresses())]
  const expected = new Map<string, string>()
  for (const from of addresses) {
    const response = await page.request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expected.set(from, response.headers()['location'] ?? '')
  }

  await page.goto('/')
  await waitForRouterIdle(page)
  await page.evaluate(() => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
  })
  const documentLoads: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads.push(r.url())
  })
  for (const from of addresses) {
    await navigateInApp(page, from)
    expect({ from, to: pathAndQuery(page) }).toEqual({ from, to: expected.get(from) })
    if (from === soldCar) await expect(page.locator('[data-error-type]')).toHaveAttribute('data-error-type', 'vehicle-not-found')
    else await expect(page.locator('[data-error-type]'), `${from}: error page`).toHaveCount(0)
  }
  expect(documentLoads).toEqual([])
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('a stale link in CMS content lands on the right page in-app', async ({ page }) => {
  // The draft event links "brugte biler" to the old /brugte-biler/, as an editor might paste it.
  await page.goto(`/events/aabent-hus-nye-elbiler-2027?preview=${process.env.STORYBLOK_PREVIEW_TOKEN ?? 'local-preview-token'}`)
  await waitForRouterIdle(page)
  const documentLoads: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads.push(r.url())
  })
  const link = page.getByRole('main').getByRole('link', { name: 'brugte biler', exact: true })
  // The router writes the address without its trailing slash; it is still the old one.
  await expect(link).toHaveAttribute('href', '/brugte-biler')
  await link.click()
  await expect.poll(() => pathAndQuery(page)).toBe('/lager?type=used')
  await waitForRouterIdle(page)
  await expect(page.locator('[data-error-type]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documentLoads).toEqual([])
})

// ---------------------------------------------------------------------------
// The spec's own addresses (2.1): the default segments and the testdrive alias
// ---------------------------------------------------------------------------

// Spec 2.1 lists the test-drive booking as /{brand}/stock/{vehicle}/testdrive beside the default segment
// test-drive; issue 29: the alias was sent on to /lager/{vehicle}/testdrive, a 404.
test('the spec’s /stock/{vehicle}/testdrive and /{brand}/stock/{vehicle}/testdrive open the test-drive booking', async ({ page, request }) => {
  const list = (await (await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=1&condition=new`)).json()) as {
    items: { id: string; brand: { slug: string } }[]
  }
  const vehicle = list.items[0]
  if (!vehicle) throw new Error('No vehicle in the mock data set')
  const brand = vehicle.brand.slug
  const cases: [from: string, to: string][] = [
    [`/stock/${vehicle.id}/testdrive`, `/lager/${vehicle.id}/book-proventur`],
    [`/${brand}/stock/${vehicle.id}/testdrive`, `/${brand}/lager/${vehicle.id}/book-proventur`],
    [`/stock/${vehicle.id}/test-drive`, `/lager/${vehicle.id}/book-proventur`],
    [`/${brand}/stock/${vehicle.id}/test-drive`, `/${brand}/lager/${vehicle.id}/book-proventur`],
  ]
  for (const [from, to] of cases) {
    const response = await page.goto(from)
    expect(response?.status(), from).toBe(200)
    expect(new URL(page.url()).pathname, from).toBe(to)
    await expect(page.locator('[data-error-type]'), from).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 }), from).toContainText('prøvetur')
  }
})

/**
 * /lager's distance filter (issue 17 "near me"): "inden for N km af
 * <postnummer eller by>". The server turns the place into the locations
 * within the distance (src/places) and filters the stock by them; the form
 * says which locations they are, or that it does not know the place.
 * Expected counts come from the mock product API, asked for the locations a
 * person measured on a map (Greve 1 km, Glostrup 13 km, Roskilde 13 km from
 * 2670 Greve; Næstved 45 km).
 */
import type { APIRequestContext } from '@playwright/test'
import { checkA11y, expect, hydrated, productApiUrl, test } from './fixtures.ts'

async function stockCount(request: APIRequestContext, locations: readonly string[], extra = ''): Promise<number> {
  const query = locations.map((l) => `location=${l}`).join('&')
  const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=0&${query}${extra}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { total: number }).total
}

const countText = (n: number) => new RegExp(`^${n.toLocaleString('da-DK')} biler? matcher din søgning$`)

test('without JavaScript: a postcode and a distance filter the stock by the locations within it', async ({ browser, request }) => {
  const within25 = await stockCount(request, ['bilhuset-nord-greve', 'bilhuset-nord-glostrup', 'bilhuset-nord-roskilde'])
  const within10 = await stockCount(request, ['bilhuset-nord-greve'])
  expect(within25).toBeGreaterThan(within10)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/lager#stock-filters-body')
  const group = page.getByRole('group', { name: 'Afstand', exact: true })
  await group.getByLabel('af postnummer eller by').fill('2670')
  await expect(group.getByLabel('Inden for')).toHaveValue('25')
  await page.getByRole('button', { name: 'Opdatér resultater' }).click()
  await expect(page).toHaveURL(/[?&]near=2670(&|$)/)
  await expect(page.getByText(countText(within25))).toBeVisible()
  await expect(group).toContainText(
    /^.*Inden for 25 km af 2670 Greve: Bilhuset Nord Greve \([\d,]+ km\), Bilhuset Nord (Glostrup Vans|Roskilde) \(\d+ km\), Bilhuset Nord (Glostrup Vans|Roskilde) \(\d+ km\)\.$/,
  )

  await page.goto('/lager?near=2670#stock-filters-body')
  await page.getByRole('group', { name: 'Afstand', exact: true }).getByLabel('Inden for').selectOption('10')
  await page.getByRole('button', { name: 'Opdatér resultater' }).click()
  await expect(page).toHaveURL(/[?&]radius=10(&|$)/)
  await expect(page.getByText(countText(within10))).toBeVisible()
  await context.close()
})

test('with JavaScript: a town applies when the field is left, the distance at once; the chip removes both', async ({ page, request }) => {
  const nearKoege25 = await stockCount(request, ['bilhuset-nord-greve', 'bilhuset-nord-roskilde'])
  const nearKoege50 = await stockCount(request, ['bilhuset-nord-greve', 'bilhuset-nord-roskilde', 'bilhuset-nord-glostrup', 'bilhuset-nord-naestved'])
  await page.goto('/lager')
  await hydrated(page)
  const group = page.getByRole('group', { name: 'Afstand', exact: true })
  await group.getByLabel('af postnummer eller by').fill('Køge')
  await group.getByLabel('af postnummer eller by').press('Tab')
  await expect(page).toHaveURL(/[?&]near=K%C3%B8ge(&|$)/)
  await expect(page.getByText(countText(nearKoege25))).toBeVisible()
  await expect(group).toContainText('Inden for 25 km af 4600 Køge: Bilhuset Nord Greve')
  await group.getByLabel('Inden for').selectOption('50')
  await expect(page).toHaveURL(/[?&]radius=50(&|$)/)
  await expect(page.getByText(countText(nearKoege50))).toBeVisible()
  await checkA11y(page, { include: '.stock-filters' })

  await page.getByRole('link', { name: 'Fjern filter: Inden for 50 km af 4600 Køge' }).click()
  await expect(page).toHaveURL(/\/lager$/)
  await expect(group.getByLabel('af postnummer eller by')).toHaveValue('')
})

test('a place we do not know says so in Danish and filters nothing; bad values are dropped without an error', async ({ page, request }) => {
  const total = await stockCount(request, [])
  const response = await page.goto('/lager?near=Xyzby')
  expect(response?.status()).toBe(200)
  const field = page.getByRole('group', { name: 'Afstand', exact: true }).getByLabel('af postnummer eller by')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Vi kender ikke »Xyzby« som postnummer eller by, så afstanden er ikke brugt.', { exact: false })).toBeVisible()
  await expect(page.getByText(countText(total))).toBeVisible()

  for (const query of ['near=%20&radius=abc', `near=${'x'.repeat(80)}&radius=26`, 'near[a]=1&radius=-10', 'radius=10']) {
    const res = await page.goto(`/lager?${query}`)
    expect(res?.status(), query).toBe(200)
    await expect(page.getByText(countText(total))).toBeVisible()
  }
})

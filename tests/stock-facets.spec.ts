import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, checkA11y, hydrated, productApiUrl } from './fixtures.ts'

/**
 * Long facets on /lager (issue 21, decision 4): a facet with more than eight
 * values shows its eight most frequent and the chosen ones, then "Vis alle (N)".
 * Without JavaScript that is a link to the same search with the facet shown
 * whole (`vis=equipment`); with JavaScript a disclosure button that shows the
 * rest in place.
 */

/** The equipment facet of the whole stock, from the mock product API. */
async function equipmentFacet(request: APIRequestContext): Promise<{ value: string; label: string; count: number }[]> {
  const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=0`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { facets: { equipment: { value: string; label: string; count: number }[] } }).facets.equipment
}

const equipment = (page: Page) => page.getByRole('group', { name: 'Udstyr', exact: true })
const openEquipment = (page: Page) => page.locator('details:has(#filter-equipment) > summary').click()

test('a long facet shows its eight most frequent values and "Vis alle (N)" expands it in place', async ({ page, request }) => {
  // Three navigations and an axe run.
  test.slow()
  const facet = await equipmentFacet(request)
  expect(facet.length).toBeGreaterThan(8)
  const rare = [...facet].sort((a, b) => a.count - b.count)[0]
  if (!rare) throw new Error('no equipment values')
  await page.goto('/lager')
  await hydrated(page)
  const overviewViews = async () =>
    page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'view_vehicle_overview').length)
  await expect.poll(overviewViews).toBe(1)

  await openEquipment(page)
  await expect(equipment(page).getByRole('checkbox')).toHaveCount(8)
  await expect(equipment(page).getByRole('checkbox', { name: new RegExp(`^${rare.label} \\(`) })).toHaveCount(0)
  const showAll = page.getByRole('button', { name: `Vis alle (${facet.length}) Udstyr` })
  await expect(showAll).toHaveAttribute('aria-expanded', 'false')
  await expect(showAll).toHaveAttribute('aria-controls', 'f-equipment-values')

  await showAll.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]vis=equipment/)
  await expect(equipment(page).getByRole('checkbox')).toHaveCount(facet.length)
  const showFewer = page.getByRole('button', { name: 'Vis færre Udstyr' })
  await expect(showFewer).toHaveAttribute('aria-expanded', 'true')
  await expect(showFewer).toBeFocused()
  // Showing more of a facet is not another view of the results.
  expect(await overviewViews()).toBe(1)
  await checkA11y(page, { include: '.stock-filters' })

  // A chosen value stays visible when the facet is folded again.
  const rareBox = () => equipment(page).getByRole('checkbox', { name: new RegExp(`^${rare.label} \\(`) })
  await rareBox().check()
  await expect(page).toHaveURL(new RegExp(`equipment=${rare.value}`))
  await page.goto(`/lager?equipment=${rare.value}`)
  await expect(rareBox()).toBeChecked()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Vis alle (N)" is a link to the same search with the facet shown whole, and the form keeps it', async ({ page }) => {
    await page.goto('/lager?type=used')
    await openEquipment(page)
    await expect(equipment(page).getByRole('checkbox')).toHaveCount(8)
    await page.getByRole('link', { name: /^Vis alle \(\d+\) Udstyr$/ }).click()
    await expect(page).toHaveURL(/\/lager\?type=used&vis=equipment$/)
    await expect(equipment(page).getByRole('checkbox')).not.toHaveCount(8)
    await expect(page.getByRole('link', { name: 'Vis færre Udstyr' })).toBeVisible()
    // Sending the form keeps the facet whole.
    await page.getByRole('button', { name: 'Opdatér resultater' }).click()
    await expect(page).toHaveURL(/vis=equipment/)
  })
})

import { journalKey } from '#machines/kit/journal-key.ts'
import {
  addJournal,
  comparePath,
  favouritesPath,
  limitText,
  notEnoughText,
  plantJournals,
  setAvailability,
  stockVehicles,
  type StockVehicle,
} from './compare-support.ts'
import { checkA11y, expect, productApiUrl, test } from './fixtures.ts'
import type { Page } from '@playwright/test'

const bar = (page: Page) => page.getByRole('region', { name: /valgt til sammenligning/ })
const vehicleHeaders = (page: Page) => page.getByRole('table').locator('thead').getByRole('columnheader')

test.describe('compare', () => {
  let vehicles: StockVehicle[] = []
  test.beforeAll(async () => {
    vehicles = await stockVehicles(7, 4)
  })

  test('the 7th vehicle is refused with the exact text and 6 stay selected', async ({ page }) => {
    await plantJournals(page, { favourites: addJournal('favourites', vehicles) })
    await page.goto(favouritesPath)
    for (const vehicle of vehicles.slice(0, 6)) await page.getByRole('checkbox', { name: `Sammenlign ${vehicle.title}` }).check()
    await expect(bar(page).getByRole('heading')).toHaveText('6 af 6 valgt til sammenligning')

    const seventh = page.getByRole('checkbox', { name: `Sammenlign ${vehicles[6]?.title}` })
    await seventh.click()
    await expect(page.getByRole('alert').filter({ hasText: limitText })).toHaveText(limitText)
    await expect(seventh).not.toBeChecked()
    await expect(bar(page).getByRole('listitem')).toHaveCount(6)

    // The journal holds the refused tick too (issue 32), and a reload replays it as refused: the same six.
    await page.reload()
    await expect(bar(page).getByRole('heading')).toHaveText('6 af 6 valgt til sammenligning')
    await expect(seventh).not.toBeChecked()
    await page.goto(comparePath)
    await expect(vehicleHeaders(page)).toHaveCount(6)
  })

  test('the compare page with one vehicle asks for at least two', async ({ page }) => {
    await plantJournals(page, { compare: addJournal('compare', vehicles.slice(0, 1)) })
    await page.goto(comparePath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sammenlign køretøjer')
    await expect(page.getByText(notEnoughText, { exact: true })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Find flere biler på lager' })).toBeVisible()
    await checkA11y(page)
  })

  test('shows the vehicles side by side with their real data, and only differences on request', async ({ page }) => {
    const chosen = vehicles.slice(0, 3)
    await plantJournals(page, { compare: addJournal('compare', chosen) })
    await page.goto(comparePath)
    await expect(vehicleHeaders(page)).toHaveCount(3)
    for (const [i, vehicle] of chosen.entries()) await expect(vehicleHeaders(page).nth(i)).toContainText(vehicle.title)

    // The values are the product API's.
    const first = (await (await fetch(`${productApiUrl}/api/v1/stock/vehicles/${chosen[0]?.id}`)).json()) as { productionYear: number; powerHp: number }
    const yearRow = page.getByRole('row', { name: /^Årgang/ })
    await expect(yearRow.getByRole('cell').first()).toHaveText(String(first.productionYear))
    await expect(
      page
        .getByRole('row', { name: /^Ydelse/ })
        .getByRole('cell')
        .first(),
    ).toContainText(`${first.powerHp} hk`)
    const rows = page.getByRole('table').locator('tbody tr')
    const allRows = await rows.count()
    await page.getByRole('switch', { name: 'Vis kun forskelle' }).click()
    await expect(page.getByRole('switch', { name: 'Vis kun forskelle' })).toHaveAttribute('aria-checked', 'true')
    await expect.poll(() => rows.count()).toBeLessThan(allRows)
    await checkA11y(page)

    // Removing one in the table leaves two, without a new request.
    await vehicleHeaders(page)
      .nth(2)
      .getByRole('button', { name: `Fjern ${chosen[2]?.title} fra sammenligningen` })
      .click()
    await expect(vehicleHeaders(page)).toHaveCount(2)
  })

  // @stock-availability: marks vehicles sold in the shared mock for a few seconds (restored in finally);
  // other specs that count the whole stock can exclude it with --grep-invert or run it last.
  test('vehicles that are no longer for sale are removed with a notice @stock-availability', async ({ page }) => {
    const chosen = (await stockVehicles(4, 9)).slice(0, 4)
    const [a, b, c, d] = chosen
    if (!a || !b || !c || !d) throw new Error('need four vehicles')
    await plantJournals(page, { compare: addJournal('compare', chosen) })
    try {
      await setAvailability([c.id, d.id], false)
      await page.goto(comparePath)
      const plural = '2 køretøjer i din sammenligning er ikke længere til salg og er blevet fjernet.'
      await expect(page.getByRole('status').filter({ hasText: plural })).toHaveText(plural)
      await expect(vehicleHeaders(page)).toHaveCount(2)

      await setAvailability([b.id], false)
      await page.reload()
      const singular = '1 køretøj i din sammenligning er ikke længere til salg og er blevet fjernet.'
      await expect(page.getByRole('status').filter({ hasText: singular })).toHaveText(singular)
      await expect(page.getByText(notEnoughText, { exact: true })).toBeVisible()
    } finally {
      await setAvailability([b.id, c.id, d.id], true)
    }
  })

  test('a corrupt journal is ignored without a crash', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })
    await plantJournals(page, {
      compare: '{"format":"bilhuset-nord/machine-journal","entries":[{"seq":',
      favourites: addJournal('favourites', vehicles.slice(0, 2)),
    })
    await page.goto(favouritesPath)
    const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicles[0]?.title}` })
    await expect(box).toBeEnabled()
    await expect(box).not.toBeChecked()
    await expect(bar(page)).toHaveCount(0)
    expect(warnings.some((w) => w.includes('[machines] compare: stored journal discarded (corrupt'))).toBe(true)
    expect(await page.evaluate((key) => localStorage.getItem(key), journalKey('compare'))).toBeNull()

    // The list works again and is saved afresh.
    await box.check()
    await expect(bar(page).getByRole('heading')).toHaveText('1 af 6 valgt til sammenligning')
    await page.reload()
    await expect(bar(page).getByRole('heading')).toHaveText('1 af 6 valgt til sammenligning')
  })

  test('server rendering shows no selection; the checkboxes work after hydration', async ({ page, request }) => {
    await plantJournals(page, { compare: addJournal('compare', vehicles.slice(0, 2)), favourites: addJournal('favourites', vehicles.slice(0, 2)) })
    const html = await (await request.get(comparePath)).text()
    expect(html).toContain('Henter din sammenligning')
    expect(html).not.toContain('compare-bar')
    expect(html).not.toContain(notEnoughText)

    await page.goto(favouritesPath)
    const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicles[0]?.title}` })
    await expect(box).toBeChecked()
    await expect(box).toBeEnabled()
    await expect(bar(page).getByRole('heading')).toHaveText('2 af 6 valgt til sammenligning')
    await checkA11y(page)
  })

  test('a first visit loads the compare machine only when the shopper ticks a box', async ({ page }) => {
    const machineScripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /compare-machine/.test(r.url())) machineScripts.push(r.url())
    })
    await page.goto('/lager')
    await expect(page.locator('.stock-overview__layout')).toHaveAttribute('data-enhanced', 'true')
    await page.waitForLoadState('networkidle')
    expect(machineScripts).toEqual([])

    const vehicle = vehicles[0]
    if (!vehicle) throw new Error('no stock vehicle')
    await page.goto(`/lager/${vehicle.id}`)
    const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicle.title}` })
    await box.check()
    await expect(bar(page).getByRole('heading')).toHaveText('1 af 6 valgt til sammenligning')
    expect(machineScripts.length).toBeGreaterThan(0)
    // The bar may show the preview before the machine has taken the tick; wait until the machine has journaled it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), journalKey('compare'))).toContain(vehicle.id)
    // Saved by the machine: a reload shows it again.
    await page.reload()
    await expect(box).toBeChecked()
  })

  test.describe('offline', () => {
    // The failed chunk and the reported error are what this test provokes.
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/] })
    test('when the compare machine cannot be loaded, the tick is undone and the shopper is told', async ({ page }) => {
      await page.route(/\/assets\/compare-machine-[^/]*\.js$/, (route) => route.abort('internetdisconnected'))
      const vehicle = vehicles[0]
      if (!vehicle) throw new Error('no stock vehicle')
      await page.goto(`/lager/${vehicle.id}`)
      const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicle.title}` })
      await expect(box).toBeEnabled()
      await box.click()
      await expect(page.getByRole('alert')).toHaveText('Dit valg kunne ikke gemmes. Tjek din forbindelse, og prøv igen.')
      await expect(box).not.toBeChecked()
      await expect(bar(page)).toHaveCount(0)
    })
  })

  test('the table scrolls sideways on a phone with the labels column and the vehicle headers sticky @mobile', async ({ page }) => {
    await plantJournals(page, { compare: addJournal('compare', vehicles.slice(0, 4)) })
    await page.goto(comparePath)
    await expect(vehicleHeaders(page)).toHaveCount(4)
    const scroller = page.getByRole('region', { name: /Sammenligning af 4 køretøjer/ })
    const label = page.getByRole('rowheader', { name: 'Årgang' })
    const header = vehicleHeaders(page).first()
    const before = { label: await label.boundingBox(), header: await header.boundingBox() }
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)

    await scroller.evaluate((el) => el.scrollBy({ left: 400, top: 600 }))
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    const after = { label: await label.boundingBox(), header: await header.boundingBox() }
    expect(after.label?.x).toBeCloseTo(before.label?.x ?? -1, 0)
    const scrollerBox = await scroller.boundingBox()
    // The vehicle header row stays at the top of the scrolled table.
    expect(Math.abs((after.header?.y ?? 0) - (scrollerBox?.y ?? 0))).toBeLessThan(80)
    await checkA11y(page)
  })
})

/**
 * Issue 17, words and looks: card grids fill their rows (three news cards sat
 * in a four-column grid with a hole), and the Trustpilot score is drawn with
 * halves and links to the provider. At 1280 px (desktop) and 390 px (phone).
 */
import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './fixtures.ts'

/** The card lists checked, by page: each must exist with at least `min` items. */
const grids: { path: string; list: string; min: number }[] = [
  { path: '/', list: '.article-list', min: 3 },
  { path: '/', list: '.content-grid', min: 4 },
  { path: '/', list: '.selling-points__list', min: 3 },
  { path: '/', list: '.reviews__list', min: 3 },
  { path: '/udforsk', list: '.article-list', min: 5 },
  { path: '/nye-biler', list: '.content-grid', min: 3 },
  { path: '/mercedes-benz/modeller', list: '.model-grid', min: 10 },
  { path: '/directcontact', list: '.employee-grid__list', min: 2 },
  { path: '/lokationer/bilhuset-nord-greve', list: '.employee-grid', min: 3 },
]

interface Layout {
  items: number
  /** Items per row, top to bottom. */
  rows: number[]
  /** Distance of the first row's outer edges from the list's edges (px). */
  firstRowInset: { left: number; right: number }
  /** Space left and right of the last row (px). */
  lastRowGaps: { left: number; right: number }
}

async function layoutOf(list: Locator): Promise<Layout> {
  return list.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const cards = [...el.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0)
    const rows: DOMRect[][] = []
    for (const r of cards) {
      const row = rows.find((candidate) => Math.abs((candidate[0]?.top ?? 0) - r.top) < 2)
      if (row) row.push(r)
      else rows.push([r])
    }
    const edges = (row: DOMRect[]) => ({ left: Math.min(...row.map((r) => r.left)), right: Math.max(...row.map((r) => r.right)) })
    const first = edges(rows[0] ?? [])
    const last = edges(rows.at(-1) ?? [])
    return {
      items: cards.length,
      rows: rows.map((r) => r.length),
      firstRowInset: { left: first.left - box.left, right: box.right - first.right },
      lastRowGaps: { left: last.left - box.left, right: box.right - last.right },
    }
  })
}

/** The rows are full, the first row spans the list, and a last row that is not full is centred. */
function expectFilledRows(layout: Layout, where: string): void {
  const [columns = 0, ...rest] = layout.rows
  expect(columns, `${where}: columns`).toBeGreaterThan(0)
  expect(Math.abs(layout.firstRowInset.left), `${where}: first row starts at the list's left edge`).toBeLessThanOrEqual(2)
  expect(Math.abs(layout.firstRowInset.right), `${where}: first row reaches the list's right edge (no empty column)`).toBeLessThanOrEqual(2)
  for (const [i, count] of rest.slice(0, -1).entries()) expect(count, `${where}: row ${i + 2} is full`).toBe(columns)
  if (layout.items % columns !== 0) {
    expect(Math.abs(layout.lastRowGaps.left - layout.lastRowGaps.right), `${where}: the last, shorter row is centred`).toBeLessThanOrEqual(2)
  }
}

async function checkGrids(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  for (const path of [...new Set(grids.map((g) => g.path))]) {
    await page.goto(path)
    for (const grid of grids.filter((g) => g.path === path)) {
      const lists = page.locator(grid.list)
      await expect(lists.first(), `${path} ${grid.list}`).toBeVisible()
      for (const list of await lists.all()) {
        const layout = await layoutOf(list)
        expect(layout.items, `${path} ${grid.list}: items`).toBeGreaterThanOrEqual(Math.min(grid.min, 2))
        expectFilledRows(layout, `${path} ${grid.list} at ${width} px (rows ${layout.rows.join('+')})`)
      }
    }
  }
}

test('card grids fill their rows at 1280 px: three news cards in three columns, no empty column', async ({ page }) => {
  test.setTimeout(90_000)
  await checkGrids(page, 1280)
  // The home page's three latest news: one row of three, not three of four columns.
  await page.goto('/')
  const news = await layoutOf(page.locator('.article-list').first())
  expect(news.rows).toEqual([3])
  // 34 Mercedes-Benz models in rows of four: the last row of two is centred (checked above).
  await page.goto('/mercedes-benz/modeller')
  expect((await layoutOf(page.locator('.model-grid'))).rows[0]).toBe(4)
})

test('card grids fill their rows on a 390 px phone @mobile', async ({ page }) => {
  test.setTimeout(90_000)
  await checkGrids(page, 390)
  await page.goto('/')
  expect((await layoutOf(page.locator('.article-list').first())).rows).toEqual([1, 1, 1])
})

for (const phone of [false, true]) {
  test(`the Trustpilot score shows 4½ stars for 4,6, says it in words and links to the profile${phone ? ' @mobile' : ''}`, async ({ page }) => {
    await page.goto('/')
    const reviews = page.locator('.reviews')
    const score = reviews.locator('.reviews__score .stars')
    await expect(score).toHaveAttribute('role', 'img')
    await expect(score).toHaveAccessibleName('4,6 ud af 5 stjerner')
    await expect(score.locator('[data-star]')).toHaveCount(5)
    await expect(score.locator('[data-star="full"]')).toHaveCount(4)
    await expect(score.locator('[data-star="half"]')).toHaveCount(1)
    // The half star's filled part covers its left half only.
    const half = score.locator('[data-star="half"]')
    const [whole, filled] = await half.locator('svg').evaluateAll((svgs) => svgs.map((s) => getComputedStyle(s).clipPath))
    expect(whole).toBe('none')
    expect(filled).toBe('inset(0px 50% 0px 0px)')
    await expect(reviews.locator('.reviews__score')).toContainText('4,6 ud af 5 baseret på 1.212 anmeldelser på Trustpilot')
    const link = reviews.getByRole('link', { name: 'Læs alle anmeldelser på Trustpilot' })
    await expect(link).toHaveAttribute('href', 'https://dk.trustpilot.com/review/bilhusetnord.dk')
    await checkA11y(page)
  })
}

/**
 * Content blocks without interaction (issue 21, decision 3): they are in the
 * server's HTML, they hydrate (a rich-text link navigates client-side, the FAQ
 * opens), and neither hydration nor scrolling shifts the layout (CLS 0).
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'

const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** Sums layout shifts not caused by input, from the first paint on (buffered). */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.closest('main') ? 'main ' : ''}${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Shifts of anything inside the page's main content (the blocks). */
async function contentShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)
  return shifts.filter((shift) => shift.sources.some((source) => source.startsWith('main ')))
}

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()?.height ?? 800
  for (let y = 0; y <= height; y += step / 2) {
    await page.mouse.wheel(0, step / 2)
    await page.waitForTimeout(120)
  }
  // Chunks of blocks that came into view load and hydrate.
  await page.waitForLoadState('networkidle')
}

const pages = [
  { path: '/', name: 'home', serverText: ['Nyt fra Bilhuset Nord', 'Det siger vores kunder'] },
  { path: '/nye-biler/leasing-og-finansiering', name: 'content page', serverText: ['Privatleasing eller billån?'] },
]

for (const { path, name, serverText } of pages) {
  test(`${name}: content blocks are server-rendered and hydrating and scrolling shift nothing @mobile`, async ({ page, request }) => {
    const html = await (await request.get(path, { headers: { 'user-agent': browserUa } })).text()
    for (const text of serverText) expect(html).toContain(text)

    await observeLayoutShifts(page)
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page)
    expect(await contentShifts(page), 'layout shifts of the content after load').toEqual([])
  })

  test(`${name}: content blocks are server-rendered and hydrating and scrolling shift nothing`, async ({ page }) => {
    await observeLayoutShifts(page)
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page)
    expect(await contentShifts(page), 'layout shifts of the content after load').toEqual([])
  })
}

test('a deferred rich-text block hydrates: its link navigates client-side, and the FAQ opens', async ({ page }) => {
  await page.goto('/nye-biler/leasing-og-finansiering')
  await hydrated(page)
  const faq = page.locator('details.faq__item').first()
  await faq.scrollIntoViewIfNeeded()
  await faq.locator('summary').click()
  await expect(faq).toHaveAttribute('open', '')

  // A full page load would lose this marker; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const link = page.getByRole('link', { name: 'Privatleasing eller billån?' })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/udforsk\/privatleasing-eller-billaan$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('after a client-side navigation the blocks are there at once and scrolling shifts nothing', async ({ page }) => {
  await observeLayoutShifts(page)
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const teaserLink = page.locator('a.teaser__link', { hasText: 'Nye biler' })
  await teaserLink.scrollIntoViewIfNeeded()
  await teaserLink.click()
  await expect(page).toHaveURL(/\/nye-biler$/)
  await page.evaluate(() => window.scrollTo(0, 0))
  // Every teaser of the page is rendered, also those below the fold.
  await expect(page.locator('main article.teaser')).toHaveCount(3)
  await page.waitForTimeout(300)
  await page.evaluate(() => ((window as unknown as { __shifts: unknown[] }).__shifts.length = 0))
  await scrollThrough(page)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await contentShifts(page), 'layout shifts while scrolling after a client-side navigation').toEqual([])
})

/**
 * Keyboard and words (issue 17, deliverable 6, and the forms parts of 4), on a
 * desktop and (tagged @mobile) on a phone:
 *
 * - /lager has a "Spring til resultater" link early in the tab order that takes
 *   focus to the results, so the first car is a few Tab presses away;
 * - after choosing another results page, focus is on the results heading;
 * - Escape closes the phone menu and gives focus back to the menu button;
 * - visible text is Danish (no "Services", no "slide") and clock times are
 *   written one way, 09.00, on vehicle and location pages;
 * - a form's error summary lists each field to fix as a link to the field;
 * - /byttebil uses the page's width on a desktop.
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, productApiUrl, test } from './fixtures.ts'

/** Presses Tab until `matches` holds for the focused element; returns the presses needed (fails after `max`). */
async function tabUntil(page: Page, matches: () => Promise<boolean>, max: number): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab')
    if (await matches()) return presses
  }
  throw new Error(`not reached within ${max} Tab presses`)
}

const focusedIs = (page: Page, selector: string) => () => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)

/** Every text a visitor can see or hear: the rendered text and the accessible names given as attributes. */
async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [aria-roledescription], [title], img[alt]')].flatMap((el) =>
      ['aria-label', 'aria-roledescription', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    )
    return [document.body.innerText, ...attributes].join('\n')
  })
}

/** English interface words: those seen on the site before (issue 17), and a few more of the kind. */
const englishWords = /\b(Services|[Ss]lides?|Next slide|Previous|Read more|Submit|Loading|Open menu|Close menu)\b/

async function firstVehicleId(): Promise<string> {
  const res = await fetch(`${productApiUrl}/api/v1/stock/vehicles?sort=price_asc&pageSize=1`)
  const body = (await res.json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  if (!id) throw new Error('no stock vehicles')
  return id
}

function registerTests(tag: string): void {
  test(`"Spring til resultater" takes the keyboard past the filters to the cars${tag}`, async ({ page }) => {
    await page.goto('/lager')
    await hydrated(page)
    const skip = page.getByRole('link', { name: 'Spring til resultater' })
    const toSkip = await tabUntil(page, focusedIs(page, '.stock-overview__skip'), 30)
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#stock-results-heading')).toBeFocused()
    const toCar = await tabUntil(page, focusedIs(page, '.vehicle-grid .vehicle-card__link'), 5)
    await expect(page.locator('.vehicle-grid .vehicle-card__link').first()).toBeFocused()
    // Issue 17 counted 67 presses before the first result.
    expect(toSkip + toCar).toBeLessThanOrEqual(25)
  })

  test(`after choosing another results page, focus is on the results heading${tag}`, async ({ page }) => {
    await page.goto('/lager')
    await hydrated(page)
    const pagination = page.getByRole('navigation', { name: 'Sider' })
    const next = pagination.getByRole('link', { name: 'Næste side' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]page=2\b/)
    await expect(pagination.getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page')
    const heading = page.getByRole('heading', { name: 'Resultater', level: 2 })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    // The next Tab goes on into the new page's results, not back to the pagination.
    await tabUntil(page, focusedIs(page, '.vehicle-grid .vehicle-card__link'), 5)
  })

  test(`Escape closes the phone menu and gives focus back to the menu button${tag}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
    await nav.getByRole('button', { name: 'Åbn menu' }).click()
    await expect(nav.getByRole('link', { name: 'Lager', exact: true })).toBeVisible()
    // From inside the menu, too.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Nye biler', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    const toggle = nav.getByRole('button', { name: 'Åbn menu' })
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Lager', exact: true })).toBeHidden()
  })

  test(`pages speak Danish and write the time as 09.00${tag}`, async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-greve')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Ydelser', level: 3 })).toBeVisible()
    await page.getByText('Vis åbningstider for hele ugen').click()
    await expect(page.locator('.opening-hours-details table').first()).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}/)
    const locationWords = await visibleWords(page)
    expect(locationWords).not.toMatch(englishWords)
    expect(locationWords, 'a clock time written with a colon').not.toMatch(/\b\d{1,2}:\d{2}\b/)

    await page.goto(`/lager/${await firstVehicleId()}`)
    await hydrated(page)
    const location = page.getByRole('region', { name: 'Her står bilen' })
    await location.getByText('Se åbningstider').click()
    const showroom = location.getByRole('table', { name: 'Salg og udstilling' })
    await expect(showroom.getByRole('row').first()).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}|Lukket/)
    await expect(showroom).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}/)
    // (Equipment names come from the manufacturer and may be English: only the clock is checked here.)
    expect(await visibleWords(page), 'a clock time written with a colon').not.toMatch(/\b\d{1,2}:\d{2}\b/)

    await page.goto('/')
    await hydrated(page)
    const carousel = page.getByRole('region', { name: 'Aktuelt hos Bilhuset Nord' })
    await expect(carousel.getByRole('button', { name: 'Næste dias' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Forrige dias' })).toBeVisible()
    expect(await visibleWords(page)).not.toMatch(englishWords)
  })

  test(`the error summary links each field to fix to the field${tag}`, async ({ page }) => {
    await page.goto('/directcontact')
    await hydrated(page)
    const form = page.locator('.lead-form')
    await expect(form).toHaveAttribute('data-submission-status', 'editing')
    await form.getByLabel('Navn').fill('Jens Nielsen')
    await form.getByLabel('E-mail').fill('jens@')
    await page.getByRole('button', { name: 'Send henvendelse' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Ret disse felter:' })
    await expect(summary).toBeVisible()
    const links = summary.getByRole('link')
    // One link per field marked invalid, in the form's order, each to its own field.
    const invalidIds = await form.locator('form [aria-invalid="true"]').evaluateAll((els) => els.map((el) => el.id))
    expect(invalidIds.length).toBeGreaterThanOrEqual(2)
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(invalidIds.map((id) => `#${id}`))
    await expect(links).toContainText(['E-mail', 'Telefonnummer'])
    await expect(summary.getByRole('link', { name: 'Navn', exact: true })).toHaveCount(0)
    // Following a link puts the cursor in the field.
    await summary.getByRole('link', { name: 'Telefonnummer' }).click()
    await expect(form.getByLabel('Telefonnummer')).toBeFocused()
    await summary.getByRole('link', { name: 'E-mail' }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByLabel('E-mail')).toBeFocused()
  })
}

test.describe('keyboard and words', () => {
  registerTests('')

  test('/byttebil uses the page width on a desktop', async ({ page }) => {
    await page.goto('/byttebil')
    await hydrated(page)
    const content = await page.locator('.form-page').boundingBox()
    const form = await page.locator('.form-page__form').boundingBox()
    expect(form?.width ?? 0, 'the form column').toBeGreaterThanOrEqual(600)
    // Not a narrow column beside an empty one: the form starts at the page's left edge.
    expect(Math.abs((form?.x ?? 0) - (content?.x ?? 0))).toBeLessThanOrEqual(64)
    const field = await page.getByLabel('Nummerplade').boundingBox()
    expect(field?.width ?? 0).toBeGreaterThanOrEqual(300)
  })
})

test.describe('keyboard and words on a phone @mobile', () => {
  registerTests(' @mobile')
})

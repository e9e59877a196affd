import { test, expect, checkA11y, hydrated } from './fixtures.ts'

const navLabels = ['Nye biler', 'Brugte biler', 'Varevogne', 'Lager', 'Leasing', 'Service', 'Lokationer', 'Om os']

test('the shell shows the Danish header navigation, footer and sticky contact button', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Bilhuset Nord/)
  expect(await page.locator('html').getAttribute('lang')).toBe('da')
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  for (const label of navLabels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Bilhuset Nord A/S')
  // The sticky contact button steps aside while a primary action lies under it (issue 17): at the foot of the page it is there.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await expect(page.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/directcontact')
  await checkA11y(page)
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Gå til indhold' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#indhold')).toBeFocused()
})

test('header navigation moves between pages client-side and marks the current section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Lokationer' }).click()
  await expect(page).toHaveURL(/\/lokationer$/)
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Lokationer' })).toHaveAttribute('aria-current', 'page')
})

test('@mobile the menu button opens and closes the main navigation on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  // A click before hydration is lost (the button works through React).
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  await expect(nav.getByRole('link', { name: 'Lager', exact: true })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Åbn menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Lager', exact: true })).toBeVisible()
  // Nothing overflows the 360 px viewport horizontally.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await checkA11y(page)
})

import { test, expect, checkA11y, hydrated } from './fixtures.ts'

const navLabels = ['Nye biler', 'Brugte biler', 'Varevogne', 'Lager', 'Leasing', 'Service', 'Lokationer', 'Om os']

test('the shell shows the Danish header navigation, footer and the help launcher with contact', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Bilhuset Nord/)
  expect(await page.locator('html').getAttribute('lang')).toBe('da')
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  for (const label of navLabels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Bilhuset Nord A/S')
  // The help launcher (issue 29: chat and contact in one) steps aside while content it must not cover lies under it
  // (issue 17): at the foot of the page it is there, and its menu has the contact page and the phone.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const launcher = page.getByRole('button', { name: 'Hjælp', exact: true })
  await launcher.click()
  const menu = page.locator('#help-menu')
  await expect(menu.getByRole('heading', { name: 'Hvordan kan vi hjælpe?' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/directcontact')
  await expect(menu.getByRole('link', { name: 'Ring 70 20 30 40' })).toHaveAttribute('href', 'tel:+4570203040')
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
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

/**
 * Issue 29, WCAG 2.5.8 (target size, minimum): every link and button in the top
 * bar, the breadcrumbs and the footer is at least 24 × 24 CSS px, on a desktop
 * and on a phone (@mobile). Measured with getBoundingClientRect on a page that
 * has all three.
 */
for (const tag of ['', '@mobile '] as const) {
  test(`${tag}the top bar, breadcrumbs and footer have targets of at least 24 × 24 px`, async ({ page }) => {
    await page.goto('/om-os/om-bilhuset-nord')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Brødkrummesti' }).getByRole('link').first()).toBeVisible()
    const small = await page.locator('.top-bar :is(a, button), nav.breadcrumbs :is(a, button), footer :is(a, button)').evaluateAll((targets) =>
      targets
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => {
          const box = el.getBoundingClientRect()
          return {
            target: `${el.closest('.top-bar, nav.breadcrumbs, footer')?.className ?? ''}: ${el.textContent?.trim() ?? ''}`,
            width: box.width,
            height: box.height,
          }
        })
        .filter((box) => box.width < 24 || box.height < 24),
    )
    expect(small, 'targets under 24 × 24 px').toEqual([])
    // And there are such targets to measure: the phone link, the home crumb and the footer's links.
    expect(await page.locator('.top-bar a').count()).toBeGreaterThan(0)
    expect(await page.locator('nav.breadcrumbs a').count()).toBeGreaterThan(0)
    expect(await page.locator('footer a').count()).toBeGreaterThan(15)
  })
}

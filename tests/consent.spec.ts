import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, checkA11y, consentJournalKey, hydrated } from './fixtures.ts'
import { interactUntilReporting } from './error-reporting-support.ts'
import { recordStates, statesSeen } from './machine-paths-support.ts'

/**
 * Cookie consent (issue 18, ADR 0018). Expectations from the cookie rules:
 * nothing beyond the necessary runs, loads or is stored before an answer;
 * "Afvis alle" sits beside "Accepter alle" on the first layer with the same
 * weight; the footer's "Cookieindstillinger" reopens the choice; a revocation
 * in one tab is honoured in another; Tag Manager loads only after consent,
 * with Google Consent Mode v2 defaults denied and updated on the choice.
 */
test.use({ consentAnswer: null })

const gtmHost = 'https://www.googletagmanager.com/**'

/** Tag Manager's host is offline here: a stand-in script records that it was fetched. */
async function standInTagManager(context: BrowserContext): Promise<string[]> {
  const fetched: string[] = []
  await context.route(gtmHost, async (route) => {
    fetched.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true' })
  })
  return fetched
}

/** The consent commands pushed with gtag(): ['consent', 'default' | 'update', state]. */
async function consentCommands(page: Page): Promise<[string, string, Record<string, string>][]> {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)).filter((args) => args[0] === 'consent') as [
        string,
        string,
        Record<string, string>,
      ][],
  )
}

async function storageSnapshot(page: Page) {
  return page.evaluate(() => ({
    cookies: document.cookie
      .split(';')
      .map((c) => c.split('=')[0]?.trim())
      .filter(Boolean),
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
}

test('before an answer nothing but the necessary runs, and "Afvis alle" is as easy as "Accepter alle"', async ({ page, context }) => {
  const gtm = await standInTagManager(context)
  await page.goto('/')
  const banner = page.getByRole('dialog', { name: 'Vi bruger cookies' })
  await expect(banner).toBeVisible()
  const accept = banner.getByRole('button', { name: 'Accepter alle' })
  const reject = banner.getByRole('button', { name: 'Afvis alle' })
  await expect(accept).toBeVisible()
  await expect(reject).toBeVisible()
  // Compared as the visitor uses them: the server's banner has them disabled until the page has hydrated,
  // and they fade to their colours (150 ms) when enabled.
  await hydrated(page)
  await expect(accept).toBeEnabled()
  await expect(reject).toBeEnabled()
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  // A first visit: no note about a changed policy.
  await expect(banner).not.toContainText('Vores cookiepolitik er ændret')
  // Same weight: the same size and look, both on the first layer, both one click.
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
  expect(Math.round(a?.height ?? 0)).toBe(Math.round(r?.height ?? -1))
  const look = (el: Element) => {
    const s = getComputedStyle(el)
    return [s.backgroundColor, s.color, s.fontSize, s.fontWeight].join('|')
  }
  expect(await accept.evaluate(look)).toBe(await reject.evaluate(look))

  // Nothing tracked, stored or loaded yet: only the necessary locale cookie (spec 4) exists.
  expect(gtm).toEqual([])
  expect(await storageSnapshot(page)).toEqual({ cookies: ['locale'], local: [], session: [] })
  const commands = await consentCommands(page)
  expect(commands).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ],
  ])
  await checkA11y(page)

  await reject.click()
  await expect(banner).toBeHidden()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), consentJournalKey)).toContain('"statistics":false')
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentJournalKey)) ?? '{}') as {
    version: number
    entries: { event: Record<string, unknown> }[]
  }
  // The choice has its date (the page's clock) and the policy version.
  expect(stored.version).toBe(1)
  expect(stored.entries.at(-1)?.event).toMatchObject({ type: 'consent.save', functional: false, statistics: false, marketing: false, policyVersion: 1 })
  expect(stored.entries.at(-1)?.event.at).toMatch(/^\d{4}-\d\d-\d\dT/)
  expect(gtm).toEqual([])
  expect((await consentCommands(page)).at(-1)?.[1]).toBe('update')
  expect((await consentCommands(page)).at(-1)?.[2].analytics_storage).toBe('denied')

  // After a reload the answer holds: no banner, still no Tag Manager.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Vi bruger cookies' })).toHaveCount(0)
  expect(gtm).toEqual([])
})

test('"Accepter alle" loads Tag Manager with Consent Mode granted; the footer reopens the settings', async ({ page, context }) => {
  const gtm = await standInTagManager(context)
  await page.goto('/')
  await page.getByRole('dialog', { name: 'Vi bruger cookies' }).getByRole('button', { name: 'Accepter alle' }).click()
  await expect.poll(() => gtm.length).toBe(1)
  expect(gtm[0]).toContain('id=GTM-E2ETEST')
  const update = (await consentCommands(page)).at(-1)
  expect(update?.[1]).toBe('update')
  expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
  // Once granted, never denied again while the consent machine loads: it read "unanswered" for a moment
  // after the click (and session recording stopped and started again).
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'answered')
  await expect.poll(async () => (await page.evaluate(() => localStorage.getItem('bilhuset-nord:machine:consent'))) !== null).toBe(true)
  const updates = (await consentCommands(page)).filter((command) => command[1] === 'update')
  expect(updates.map((command) => command[2].analytics_storage)).toEqual(updates.map(() => 'granted'))

  await page.getByRole('button', { name: 'Cookieindstillinger' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookieindstillinger' })
  await expect(settings).toBeVisible()
  await expect(settings.getByRole('button', { name: 'Afvis alle' })).toBeVisible()
  await checkA11y(page)
  await settings.getByRole('button', { name: 'Afvis alle' }).click()
  await expect(settings).toBeHidden()
  await expect.poll(async () => (await consentCommands(page)).at(-1)?.[2].analytics_storage).toBe('denied')
})

test('"Accepter alle" starts session recording once: it is never stopped in between while the consent machine loads', async ({ page, context }) => {
  await standInTagManager(context)
  await recordStates(page, 'html', 'data-session-recording')
  await page.goto('/')
  // Error reporting runs before any answer (errors only); its recording waits for statistics consent.
  await interactUntilReporting(page)
  await page.getByRole('dialog', { name: 'Vi bruger cookies' }).getByRole('button', { name: 'Accepter alle' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-session-recording', /^enabled/)
  // The consent machine has loaded and stored the answer: what it did on loading is in the record.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, consentJournalKey)).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('data-session-recording', /^enabled/)
  const seen = await statesSeen(page)
  const started = seen.findIndex((state) => state.startsWith('enabled'))
  expect(
    seen.slice(started).filter((state) => !state.startsWith('enabled')),
    `every state after the answer: ${seen.join(' → ')}`,
  ).toEqual([])
})

test('a revocation in one tab is honoured in another, and a granted map follows it', async ({ page, context }) => {
  await standInTagManager(context)
  await page.goto('/lokationer')
  await page.getByRole('dialog', { name: 'Vi bruger cookies' }).getByRole('button', { name: 'Accepter alle' }).click()
  await expect(page.locator('.location-map__canvas')).toBeVisible()

  const other = await context.newPage()
  await other.goto('/lokationer')
  await expect(other.locator('.location-map__canvas')).toBeVisible()
  await expect(other.getByRole('dialog', { name: 'Vi bruger cookies' })).toHaveCount(0)

  // Revoke in the second tab through the footer's settings.
  await other.getByRole('button', { name: 'Cookieindstillinger' }).click()
  await other.getByRole('dialog', { name: 'Cookieindstillinger' }).getByRole('button', { name: 'Afvis alle' }).click()

  // The first tab follows: the map gives way to the notice, Consent Mode is denied again.
  await expect(page.getByTestId('maps-consent-notice')).toBeVisible()
  await expect(page.locator('.location-map__canvas')).toHaveCount(0)
  await expect.poll(async () => (await consentCommands(page)).at(-1)?.[2].analytics_storage).toBe('denied')
})

test('a stored answer to an older policy version asks again', async ({ page, context }) => {
  const gtm = await standInTagManager(context)
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    const event = { type: 'consent.save', functional: true, statistics: true, marketing: true, at: '2025-01-01T00:00:00.000Z', policyVersion: 0 }
    localStorage.setItem(
      key,
      JSON.stringify({ format: 'bilhuset-nord/machine-journal', formatVersion: 1, machine: 'consent', version: 0, revision: 1, entries: [{ seq: 1, event }] }),
    )
  }, consentJournalKey)
  await page.goto('/')
  const banner = page.getByRole('dialog', { name: 'Vi bruger cookies' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Vores cookiepolitik er ændret, så vi spørger dig igen.')
  expect(gtm).toEqual([])
})

test('by keyboard: the banner takes focus, "Tilpas" opens the settings as a modal dialog, Escape closes them without saving', async ({ page, context }) => {
  await standInTagManager(context)
  await page.goto('/')
  await hydrated(page)
  const banner = page.getByRole('dialog', { name: 'Vi bruger cookies' })
  // The banner is announced: it takes focus when it appears on a page the visitor has not yet touched.
  await expect(banner).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Accepter alle' })).toBeFocused()
  // Escape does not dismiss the banner: only an answer does.
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Tilpas' })).toBeFocused()
  await page.keyboard.press('Enter')

  const settings = page.getByRole('dialog', { name: 'Cookieindstillinger' })
  await expect(settings).toBeVisible()
  await expect(banner).toHaveCount(0)
  // Modal: the page behind is inert, focus is inside the dialog.
  expect(await settings.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true)
  await expect(settings.getByRole('checkbox', { name: 'Nødvendige' })).toBeChecked()
  await expect(settings.getByRole('checkbox', { name: 'Nødvendige' })).toBeDisabled()
  for (const name of ['Funktionelle', 'Statistik', 'Marketing']) await expect(settings.getByRole('checkbox', { name })).not.toBeChecked()
  await checkA11y(page)

  // Escape closes without saving; the banner asks again.
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  await expect(banner).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), consentJournalKey)).toBeNull()

  // A choice of one category, by keyboard.
  await banner.getByRole('button', { name: 'Tilpas' }).click()
  await settings.getByRole('checkbox', { name: 'Statistik' }).focus()
  await page.keyboard.press('Space')
  await expect(settings.getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
  await settings.getByRole('button', { name: 'Gem valg' }).press('Enter')
  await expect(settings).toBeHidden()
  await expect(banner).toHaveCount(0)
  await expect
    .poll(async () => {
      const raw = await page.evaluate((key) => localStorage.getItem(key), consentJournalKey)
      return (JSON.parse(raw ?? '{"entries":[]}') as { entries: { event: Record<string, unknown> }[] }).entries.at(-1)?.event
    })
    .toMatchObject({ type: 'consent.save', functional: false, statistics: true, marketing: false })

  // The footer reopens the settings with the stored choice; Escape returns focus to the footer's button.
  const footerButton = page.getByRole('button', { name: 'Cookieindstillinger' })
  await footerButton.focus()
  await page.keyboard.press('Enter')
  await expect(settings).toBeVisible()
  await expect(settings.getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
  await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  await expect(footerButton).toBeFocused()
})

test('a visitor who answered before the site drew its own dialog keeps the answer; the old library cookie goes with the next choice', async ({
  page,
  context,
}) => {
  await standInTagManager(context)
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) !== null) return
    const event = { type: 'consent.save', functional: false, statistics: true, marketing: false, at: '2026-06-01T00:00:00.000Z', policyVersion: 1 }
    localStorage.setItem(
      key,
      JSON.stringify({ format: 'bilhuset-nord/machine-journal', formatVersion: 1, machine: 'consent', version: 1, revision: 1, entries: [{ seq: 1, event }] }),
    )
  }, consentJournalKey)
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL')
  // vanilla-cookieconsent's record of the same answer, as release 2026-11 wrote it.
  await context.addCookies([{ name: 'cc_cookie', value: encodeURIComponent('{"categories":["necessary","statistics"],"revision":1}'), url: baseURL }])
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Vi bruger cookies' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Cookieindstillinger' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookieindstillinger' })
  await expect(settings.getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
  await expect(settings.getByRole('checkbox', { name: 'Funktionelle' })).not.toBeChecked()
  await settings.getByRole('button', { name: 'Afvis alle' }).click()
  await expect(settings).toBeHidden()
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('cc_cookie')
})

/** The tests that keep the site's modules from loading, to see the server's HTML as the first paint shows it. */
const noModules = [/Failed to load resource: net::ERR_FAILED/]

test.describe('before the page hydrates', () => {
  test.use({ allowedConsoleErrors: noModules })

  test('a first visit sees the banner with the page’s first paint, from the server’s HTML; its buttons wait for the page to hydrate', async ({ page }) => {
    // No module runs: what shows is the server's HTML and the head's inline script.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto('/lager')
    const banner = page.getByRole('dialog', { name: 'Vi bruger cookies' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Vi bruger nødvendige cookies')
    // Nothing could handle a click yet, so none is lost: the answers are disabled until hydration.
    for (const name of ['Accepter alle', 'Afvis alle', 'Tilpas']) await expect(banner.getByRole('button', { name })).toBeDisabled()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.reload()
    await hydrated(page)
    await expect(banner.getByRole('button', { name: 'Afvis alle' })).toBeEnabled()
    await banner.getByRole('button', { name: 'Afvis alle' }).click()
    await expect(banner).toHaveCount(0)
  })
})

test.describe('a visitor who answered', () => {
  test.use({ consentAnswer: 'necessary-only', allowedConsoleErrors: noModules })

  test('never sees the server’s banner, not even before the page hydrates', async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto('/lager')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.consent-banner')).toHaveCount(1)
    await expect(page.locator('.consent-banner')).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('no banner shows: nothing tracks, and its answers could not be given', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.consent-banner')).toBeHidden()
  })
})

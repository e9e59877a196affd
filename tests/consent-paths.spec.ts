/**
 * QA's "path tests from machines" for cookie and maps consent (issue 16,
 * item 4): the consent machine's generated paths, restricted to what a visitor
 * does in the browser (`consentUiEvents`: "Accepter alle" and "Afvis alle" in
 * the banner or in "Cookieindstillinger", the map's "Tillad kort og vis
 * kortet" and "Slå kortet fra"), drive the real page /lokationer from an
 * unanswered start. Of the generated paths, the fewest that take every
 * transition run. After every step the map's `data-state` (the consent
 * machine's state), its maps consent and the banner must be what the model
 * expects; the stored journal must hold the model's choice.
 *
 * Coverage is measured from the `data-state` values the map showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { consentModel, consentUiEvents } from '#machines/consent/consent-model.ts'
import type { ConsentSnapshot } from '#machines/consent/consent-machine.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { consentJournalKey, expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

test.use({ consentAnswer: null })

const paths = pathsCoveringTransitions(consentModel.machine, generatePaths(consentModel, { events: (s) => consentUiEvents(s) }))

const reasons = {}

/** Tag Manager's host is offline here: a stand-in answers (it loads after "Accepter alle"). */
async function standInTagManager(context: BrowserContext): Promise<void> {
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true' }))
}

const map = (page: Page) => page.locator('.location-map').first()
const banner = (page: Page) => page.getByRole('dialog', { name: 'Vi bruger cookies' })

/** "Accepter alle" or "Afvis alle": in the banner while it shows, otherwise in the footer's settings. */
async function answer(page: Page, button: 'Accepter alle' | 'Afvis alle'): Promise<void> {
  if (await banner(page).isVisible()) {
    await banner(page).getByRole('button', { name: button }).click()
    return
  }
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookieindstillinger' })
  await settings.getByRole('button', { name: button }).click()
  await expect(settings).toBeHidden()
}

async function perform(page: Page, event: AnyEventObject): Promise<void> {
  const e = event as unknown as { type: string; functional?: boolean; statistics?: boolean; granted?: boolean }
  if (e.type === 'consent.save') return answer(page, e.functional ? 'Accepter alle' : 'Afvis alle')
  if (e.type === 'consent.set' && e.granted) return map(page).getByRole('button', { name: 'Tillad kort og vis kortet' }).click()
  if (e.type === 'consent.set') return map(page).getByRole('button', { name: 'Slå kortet fra' }).click()
  throw new Error(`no browser step for ${event.type}`)
}

/** The map shows the consent machine's state and the maps consent it implies; the journal holds the choice. */
async function expectState(page: Page, state: ConsentSnapshot): Promise<void> {
  const choice = state.context.choice
  await expect(map(page)).toHaveAttribute('data-state', stateAttribute(state.value))
  await expect(map(page)).toHaveAttribute('data-maps-consent', choice?.functional ? 'granted' : 'denied')
  if (choice?.functional) await expect(map(page).locator('.location-map__canvas')).toBeVisible()
  else await expect(map(page).getByTestId('maps-consent-notice')).toBeVisible()
  if (choice === null) {
    await expect(banner(page)).toBeVisible()
    return
  }
  await expect(banner(page)).toHaveCount(0)
  const categories = { functional: choice.functional, statistics: choice.statistics, marketing: choice.marketing }
  await expect.poll(() => storedChoice(page)).toEqual(categories)
}

type StoredEvent = { type: string; category?: string; granted?: boolean; functional?: boolean; statistics?: boolean; marketing?: boolean }

/** The categories the stored consent journal folds to. */
async function storedChoice(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentJournalKey)
  const entries = (JSON.parse(raw ?? '{}') as { entries?: { event: StoredEvent }[] }).entries ?? []
  return entries.reduce<Record<string, unknown>>(
    (c, { event }) =>
      event.type === 'consent.save'
        ? { functional: event.functional, statistics: event.statistics, marketing: event.marketing }
        : { ...c, [event.category ?? '']: event.granted },
    // A single category set first: the others stay off.
    { functional: false, statistics: false, marketing: false },
  )
}

for (const mobile of [false, true]) {
  test.describe(`consent: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    test.describe.configure({ mode: 'default' })

    for (const path of paths) {
      const title = path.steps.map((s) => consentModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page, context }) => {
        await standInTagManager(context)
        await recordStates(page, '.location-map')
        await page.goto('/lokationer')
        await hydrated(page)
        await expectState(page, path.initial)
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${consentModel.describeEvent(step.event)}`, async () => {
            await perform(page, step.event)
            await expectState(page, step.state)
          })
        }
        savePathRecord(test.info(), 'consent', path.number, await statesSeen(page))
      })
    }

    pageCoverageTest(consentModel.machine, 'consent', paths, reasons)
  })
}

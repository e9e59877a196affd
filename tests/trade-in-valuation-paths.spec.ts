/**
 * QA's "path tests from machines" for the trade-in valuation on /byttebil
 * (issue 16, item 4; issue 32, item 7): the valuation machine's generated paths, restricted to
 * what a browser test can make happen (`tradeInValuationUiEvents`, printed by
 * `npm run machines:paths -- trade-in-valuation --ui`: "Få en vurdering" with the car filled in, a
 * changed car field, the site's answer), drive the real form. Each valuation request (the
 * `requestTradeInValuation` server function) is held in the page until the path's next step is the
 * answer, so the page shows "Beregner vurdering …" meanwhile; then it goes on to the real site, or,
 * for this page only, is answered as a site that rate-limits the visitor or whose valuation is
 * unavailable answers (the server function's own answer), or is cut ("kan ikke beregnes lige nu"). A
 * request left behind by a changed car is let through, and its valuation must not show. After every
 * step the valuation box's `data-state` and text must be what the path expects (texts hand-written
 * from the page's Danish messages).
 *
 * Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { tradeInValuationModel, tradeInValuationUiEvents } from '#machines/trade-in-valuation/trade-in-valuation-model.ts'
import { expect, hydrated, test } from './fixtures.ts'
import {
  HeldRequests,
  letAnswerThrough,
  ownClientAddress,
  pageCoverageTest,
  pathsCoveringTransitions,
  recordStates,
  savePathRecord,
  statesSeen,
  walkPath,
  type GapReasons,
} from './machine-paths-support.ts'
import { serverFunctionAnswer, serverFunctions } from './server-functions.ts'

type Snapshot = Parameters<typeof tradeInValuationModel.events>[0]

const paths = pathsCoveringTransitions(tradeInValuationModel.machine, generatePaths(tradeInValuationModel, { events: tradeInValuationUiEvents }))

const valuation = serverFunctions().find((f) => f.name === 'requestTradeInValuation')
if (!valuation) throw new Error('requestTradeInValuation is not in the build')
const valuationUrl = `**/_serverFn/${valuation.id}*`

const reasons: GapReasons = {
  events: {
    'load.retry': 'the page has no separate "Prøv igen": after a failure the visitor presses the same "Få en vurdering" (load.start)',
  },
}

async function fillCar(page: Page): Promise<void> {
  await page.getByLabel('Nummerplade').fill('ab 12 345')
  await page.getByRole('combobox', { name: 'Mærke' }).fill('Volkswagen')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Golf')
  await page.getByLabel('Årgang').fill('2019')
  await page.getByLabel('Kilometerstand').fill('85000')
}

const box = (page: Page) => page.locator('.valuation')
const result = (page: Page) => page.locator('.valuation__result')

/** What the box says in each state (the visible texts of messages/da.json); a failure says why. */
const texts: Record<string, RegExp> = {
  idle: /^$/,
  loading: /^$/,
  loaded: /Vi vurderer din Volkswagen Golf \(2019, 85\.000 km\) til ca\./,
  stale: /^Du har ændret bilens oplysninger\. Få en ny vurdering, eller send dine oplysninger uden\.$/,
}
const failures: Record<string, RegExp> = {
  unavailable: /^Vurderingen kan ikke beregnes lige nu\. Du kan stadig sende dine oplysninger – så vender vi tilbage med et tilbud\.$/,
  'rate-limited': /^Du har bedt om mange vurderinger på kort tid\. Prøv igen om lidt – eller send dine oplysninger uden vurdering\.$/,
}

async function expectState(page: Page, state: Snapshot): Promise<void> {
  const value = String(state.value)
  await expect(box(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const reason = (state.context as { reason?: string | null }).reason ?? ''
  await expect(result(page)).toHaveText((value === 'failed' ? failures[reason] : texts[value]) ?? /^$/)
  const button = box(page).getByRole('button', { name: value === 'loading' ? 'Beregner vurdering …' : 'Få en vurdering' })
  if (value === 'loading') await expect(button).toBeDisabled()
  else await expect(button).toBeEnabled()
}

/** The held request answered as the path's step says: the real site, the site's own failure answer for this page, or cut. */
async function answer(valuations: HeldRequests, event: AnyEventObject): Promise<void> {
  const request = await valuations.next()
  if (event.type === 'xstate.error.actor.load') return request.abort('failed')
  const output = (event as unknown as { output: { ok: boolean; reason?: string } }).output
  if (output.ok) return request.fallback()
  return request.fulfill(failureAnswer(output.reason ?? 'unavailable'))
}

/**
 * For this page only, the server function's answer when it rate-limits this visitor (429, `retry-after`,
 * `{ status: 'rate-limited', retryAfterSeconds }`) or the product API cannot value the car (503,
 * `{ status: 'unavailable' }`), with the site's status codes.
 */
function failureAnswer(reason: string): ReturnType<typeof serverFunctionAnswer> {
  const answer = serverFunctionAnswer({ status: reason })
  if (reason !== 'rate-limited') return { ...answer, status: 503 }
  const body = JSON.parse(answer.body) as { p: { v: [{ p: { k: string[]; v: unknown[] } }] } }
  body.p.v[0].p.k.push('retryAfterSeconds')
  body.p.v[0].p.v.push({ t: 0, s: 30 })
  return { ...answer, status: 429, headers: { ...answer.headers, 'retry-after': '30' }, body: JSON.stringify(body) }
}

test.describe('trade-in valuation: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut valuation request, and the site's 429 or 503 answer, are the browser's own log lines, not page errors.
  // (One pattern: Playwright reads a two-element array as a value with its options.)
  test.use({ allowedConsoleErrors: [/Failed to load resource: (net::ERR_FAILED|the server responded with a status of (429|503))/] })

  for (const path of paths) {
    const title = path.steps.map((s) => tradeInValuationModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      // An address of its own: the site's valuation limit (10 per address) is not shared with other tests.
      await ownClientAddress(page)
      const valuations = await HeldRequests.on(page, valuationUrl)
      await recordStates(page, '.valuation')
      await page.goto('/byttebil')
      await hydrated(page)
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'editing')
      await fillCar(page)
      await walkPath(
        path,
        (event) => tradeInValuationModel.describeEvent(event),
        (state) => expectState(page, state),
        async (event, before) => {
          if (event.type === 'load.start') {
            await box(page).getByRole('button', { name: 'Få en vurdering' }).click()
          } else if (event.type === 'load.invalidate') {
            await page.getByLabel('Kilometerstand').fill('86000')
            // Back to the car the model values, so a new valuation reads the same (the box stays stale).
            await page.getByLabel('Kilometerstand').fill('85000')
            if (before.value === 'loading') {
              // The valuation of the car as it was now gets its answer: it must not show.
              await letAnswerThrough(valuations)
            }
          } else {
            await answer(valuations, event)
          }
        },
      )
      savePathRecord(test.info(), 'trade-in-valuation', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(tradeInValuationModel.machine, 'trade-in-valuation', paths, reasons)
})

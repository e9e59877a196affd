/**
 * QA's "path tests from machines" for the number-plate lookup on /byttebil (issue 32, item 7): the
 * plate-lookup machine's generated paths, restricted to what a browser test can make happen
 * (`plateLookupUiEvents`, printed by `npm run machines:paths -- plate-lookup --ui`: "Hent bilens
 * oplysninger" with a plate, "Prøv igen" after Motorregistret did not answer, a changed plate, the
 * site's answer), drive the real form. Each lookup (the `lookupTradeInPlate` server function) is held
 * in the page until the path's next step is the answer; then it goes on to the real site (the mock
 * registry's MORMOR, a Toyota Yaris), or, for this page only, is answered with the server function's
 * own failure answers (unknown plate, a motorcycle, rate-limited 429, unavailable 503), or is cut.
 * After every step the lookup's `data-state` and text must be what the path expects (texts
 * hand-written from messages/da.json).
 *
 * Coverage is measured from the `data-state` values the page showed (tests/machine-paths-support.ts)
 * and printed; every gap has its reason.
 */
import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { plateLookupModel, plateLookupUiEvents } from '#machines/plate-lookup/plate-lookup-model.ts'
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

type Snapshot = Parameters<typeof plateLookupModel.events>[0]

const paths = pathsCoveringTransitions(plateLookupModel.machine, generatePaths(plateLookupModel, { events: plateLookupUiEvents }))

const lookup = serverFunctions().find((f) => f.name === 'lookupTradeInPlate')
if (!lookup) throw new Error('lookupTradeInPlate is not in the build')
const lookupUrl = `**/_serverFn/${lookup.id}*`

// A rejected plate (422) cannot come from the page (the form checks the plate before it asks the site),
// but its transition (loading → failed) is the same as the other refusals', so it leaves no gap.
const reasons: GapReasons = {}

const flow = (page: Page) => page.locator('[data-flow="plate-lookup"]')
const result = (page: Page) => page.locator('.plate-lookup__result')

/** What the lookup says in each state (messages/da.json with the plate MORMOR); a failure says why. */
const texts: Record<string, RegExp> = {
  idle: /^$/,
  loading: /^$/,
  loaded: /^Vi har hentet oplysningerne om MORMOR i Motorregistret: Toyota Yaris 1\.5 Hybrid 2020\. Tjek dem nedenfor, og ret det, der ikke passer\.$/,
  stale: /^$/,
}
const failures: Record<string, RegExp> = {
  unknown: /^Vi kunne ikke finde nummerpladen MORMOR i Motorregistret\. Tjek, at den er skrevet rigtigt, eller udfyld bilens oplysninger selv nedenfor\.$/,
  'refused-type':
    /^Nummerpladen MORMOR hører til en motorcykel\. Vi tager desværre kun personbiler og varebiler i bytte\. Skriv en anden nummerplade, eller udfyld oplysningerne selv\.$/,
  unavailable: /^Motorregistret svarer ikke lige nu\. Prøv igen om lidt, eller udfyld bilens oplysninger selv – du kan sagtens sende uden\.Prøv igen$/,
  'rate-limited': /^Du har slået mange nummerplader op på kort tid\. Prøv igen om lidt, eller udfyld bilens oplysninger selv\.$/,
}

async function expectState(page: Page, state: Snapshot): Promise<void> {
  const value = String(state.value)
  await expect(flow(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const reason = (state.context as { reason?: string | null }).reason ?? ''
  await expect(result(page)).toHaveText((value === 'failed' ? failures[reason] : texts[value]) ?? /^$/)
  const button = flow(page).getByRole('button', { name: value === 'loading' ? 'Henter fra Motorregistret …' : 'Hent bilens oplysninger' })
  if (value === 'loading') await expect(button).toBeDisabled()
  else await expect(button).toBeEnabled()
  await expect(flow(page).getByRole('button', { name: 'Prøv igen' })).toHaveCount(value === 'failed' && reason === 'unavailable' ? 1 : 0)
}

/** The held request answered as the path's step says: the real site, the server function's own failure answer for this page, or cut. */
async function answer(lookups: HeldRequests, event: AnyEventObject): Promise<void> {
  const request = await lookups.next()
  if (event.type === 'xstate.error.actor.load') return request.abort('failed')
  const output = (event as unknown as { output: { ok: boolean; reason?: string } }).output
  if (output.ok) return request.fallback()
  return request.fulfill(failureAnswer(output.reason ?? 'unavailable'))
}

/**
 * The server function's answers without a car (src/forms/plate-lookup.functions.ts): an unknown plate
 * (200), a motorcycle (200, `refused-type` with its Danish kind), too many lookups (429, `retry-after`)
 * and the registry not answering (503).
 */
function failureAnswer(reason: string): ReturnType<typeof serverFunctionAnswer> {
  if (reason === 'unknown') return serverFunctionAnswer({ status: 'unknown', plate: 'MORMOR' })
  if (reason === 'refused-type') return serverFunctionAnswer({ status: 'refused-type', plate: 'MORMOR', kind: 'motorcycle', kindLabel: 'motorcykel' })
  const answer = serverFunctionAnswer({ status: reason })
  if (reason !== 'rate-limited') return { ...answer, status: 503 }
  const body = JSON.parse(answer.body) as { p: { v: [{ p: { k: string[]; v: unknown[] } }] } }
  body.p.v[0].p.k.push('retryAfterSeconds')
  body.p.v[0].p.v.push({ t: 0, s: 30 })
  return { ...answer, status: 429, headers: { ...answer.headers, 'retry-after': '30' }, body: JSON.stringify(body) }
}

test.describe('plate lookup: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut lookup, and the site's 429 or 503 answer, are the browser's own log lines, not page errors.
  test.use({ allowedConsoleErrors: [/Failed to load resource: (net::ERR_FAILED|the server responded with a status of (429|503))/] })

  for (const path of paths) {
    const title = path.steps.map((s) => plateLookupModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      // An address of its own: the site's lookup limit (20 per address) is not shared with other tests.
      await ownClientAddress(page)
      const lookups = await HeldRequests.on(page, lookupUrl)
      await recordStates(page, '[data-flow="plate-lookup"]')
      await page.goto('/byttebil')
      await hydrated(page)
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'editing')
      await page.getByLabel('Nummerplade').fill('mormor')
      await walkPath(
        path,
        (event) => plateLookupModel.describeEvent(event),
        (state) => expectState(page, state),
        async (event, before) => {
          if (event.type === 'load.start') {
            await flow(page).getByRole('button', { name: 'Hent bilens oplysninger' }).click()
          } else if (event.type === 'load.retry') {
            await flow(page).getByRole('button', { name: 'Prøv igen' }).click()
          } else if (event.type === 'load.invalidate') {
            await page.getByLabel('Nummerplade').fill('bilnord')
            // Back to the plate the path looks up, so a new lookup reads the same (the lookup stays stale).
            await page.getByLabel('Nummerplade').fill('mormor')
            if (before.value === 'loading') {
              // The lookup of the plate as it was gets its answer: it must not show.
              await letAnswerThrough(lookups)
            }
          } else {
            await answer(lookups, event)
          }
        },
      )
      savePathRecord(test.info(), 'plate-lookup', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(plateLookupModel.machine, 'plate-lookup', paths, reasons)
})

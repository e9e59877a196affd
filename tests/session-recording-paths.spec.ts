/**
 * QA's "path tests from machines" for session recording (issue 32, item 7): the session-recording
 * machine's generated paths, restricted to what a browser test can make happen
 * (`sessionRecordingUiEvents`, printed by `npm run machines:paths -- session-recording --ui`), drive
 * the real page / with the real Sentry SDK, which posts to the mock's Sentry stand-in
 * (mocks/product-api/sentry-ingest.ts).
 *
 * - The visit starts unanswered (no consent stored); the visitor's first interaction loads the SDK
 *   and the recording starts `off` (spec 4: gated by statistics consent).
 * - Consent is given ("Accepter alle") and withdrawn ("Afvis alle") in a second tab of the same browser:
 *   the recording's tab hears it through the stored consent, with no click of its own (a click in the
 *   tab is activity, which would start a new recording in a stopped one before the withdrawal).
 * - The draws (buffer, or the 10 % of whole sessions) are the page's Math.random, fixed by the test
 *   to the path's draw.
 * - Activity is a key press (at least 1 s after the last, the page's throttle); an error is thrown in
 *   the page (Sentry reports it and sends the buffer); the idle pause (5 min), the expiry (15 min in
 *   all) and the cut (60 min) pass on Playwright's clock, installed before the page loads; a send error
 *   is the mock's Sentry stand-in cutting the whole session's uploads off (the SDK retries 3 times on
 *   the same clock, then stops the replay).
 * - Sentry's replay keeps its timers (the debounced upload, the retries) on a `setTimeout` it takes from
 *   a sandbox iframe. In a real browser that is the native function bound to the page's window, so its
 *   timers are the page's. Under Playwright's clock the iframe gets a fake clock of its own, whose timer
 *   ids start where the page's do: the SDK's uploads never ran, and its `clearTimeout` (the page's)
 *   cleared the page's timer of the same id, the machine's 60-minute wait among them. `sharePageClock`
 *   gives the iframe the page's timers, as the real browser does.
 *
 * The recording is invisible: its state is `<html data-session-recording>` (the machine's state
 * value, set by src/observability/session-recording.ts). Coverage is measured from the values the
 * page showed (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import type { SentryFaultInput } from '#mocks/product-api/sentry-ingest.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { draws, sessionRecordingModel, sessionRecordingUiEvents } from '#machines/session-recording/session-recording-model.ts'
import type { SessionRecordingSnapshot } from '#machines/session-recording/session-recording-machine.ts'
import { consentJournalKey, expect, productApiUrl, test } from './fixtures.ts'
import { interactUntilReporting } from './error-reporting-support.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

const machine = sessionRecordingModel.machine
const paths = pathsCoveringTransitions(
  machine,
  generatePaths(sessionRecordingModel, { events: (s) => sessionRecordingUiEvents(s as SessionRecordingSnapshot) }),
)

const minute = 60_000

const reasons = {
  events: {
    'recording.flush': 'the page never forces a flush: nothing on the site calls the recording’s flush() (only the unit tests do)',
  },
  transitions: {
    'session-recording.enabled replay.ended [sessionExpiredBySdk]':
      'the machine’s own 15-minute expiry (a timer from the last activity) and its 60-minute cut end the recording before Sentry notices the expired session; Sentry ends one itself first only for a session made from a buffer near its 60 minutes (it dates it from the earliest buffered event, up to a minute before the error: `session.started = earliestEvent` in @sentry/replay), which is not driven here',
    'session-recording.enabled.flushing xstate.error.actor.flushReplay':
      'not reachable with the installed SDK: its flush() does not reject when the upload fails (@sentry/replay’s `_flush` catches `_runFlush`, which has already stopped the replay with `sendError` after its 3 retries), so a failed buffer upload ends as `replay.ended` sendError, the transition the send-error path drives; a flush that rejects is the model test’s and the expectation table’s',
  },
}

/** The page's draws (Math.random): fixed to `window.__draw`, which the test sets to the path's draw. */
async function fixDraws(context: BrowserContext): Promise<void> {
  await context.addInitScript((initial) => {
    const w = window as unknown as { __draw: number }
    w.__draw = initial
    Math.random = () => w.__draw
  }, draws.buffer)
}

/**
 * Sentry's sandbox iframe gets the page's timers (see the header): its `setTimeout` and `clearTimeout` are the
 * page's, so the SDK's timers run on the page's clock and its clears hit its own timers, as in a real browser.
 */
async function sharePageClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')?.get
    if (!contentWindow || window.top !== window) return
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frame = contentWindow.call(this) as (Window & typeof globalThis) | null
        if (frame && !this.src) {
          frame.setTimeout = window.setTimeout
          frame.clearTimeout = window.clearTimeout
        }
        return frame
      },
    })
  })
}

async function setDraw(page: Page, draw: number): Promise<void> {
  await page.evaluate((d) => {
    ;(window as unknown as { __draw: number }).__draw = d
  }, draw)
}

const html = (page: Page) => page.locator('html')
const recordingState = (page: Page) => html(page).getAttribute('data-session-recording')

/**
 * "Accepter alle" or "Afvis alle" in a second tab of the same browser: the recording's tab hears the stored
 * answer and gets no click of its own (a click is activity, which would start a new recording in a stopped one).
 */
async function answerInOtherTab(page: Page, context: BrowserContext, button: 'Accepter alle' | 'Afvis alle'): Promise<void> {
  const other = await context.newPage()
  await other.goto('/')
  const banner = other.getByRole('dialog', { name: 'Vi bruger cookies' })
  if (await banner.isVisible()) {
    await banner.getByRole('button', { name: button }).click()
    await expect(banner).toBeHidden()
  } else {
    await other.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' }).click()
    const settings = other.getByRole('dialog', { name: 'Cookieindstillinger' })
    await settings.getByRole('button', { name: button }).click()
    await expect(settings).toBeHidden()
  }
  // Stored (the consent machine writes its journal when it has loaded) before the tab closes.
  const statistics = button === 'Accepter alle'
  await expect.poll(() => storedStatistics(page), { timeout: 15_000 }).toBe(statistics)
  await other.close()
}

/** The statistics consent of the stored answer (the consent journal's last entry), null without one. */
async function storedStatistics(page: Page): Promise<boolean | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentJournalKey)
  const entries = (JSON.parse(raw ?? '{}') as { entries?: { event: { statistics?: boolean } }[] }).entries ?? []
  return entries.at(-1)?.event.statistics ?? null
}

/** A key press, at least a second after the last activity (the page hears at most one a second). */
async function activity(page: Page): Promise<void> {
  await page.clock.fastForward(1_100)
  await page.keyboard.press('Shift')
}

async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m)
    })
  }, message)
}

/** Sending the buffer lasts one upload: the page shows it only in passing (the record keeps it), not long enough to wait for. */
const shows = async (page: Page, state: SessionRecordingSnapshot) => {
  if (stateAttribute(state.value) === 'enabled.flushing') return
  await showsNow(page, state)
}
const showsNow = (page: Page, state: SessionRecordingSnapshot) =>
  expect(html(page)).toHaveAttribute('data-session-recording', stateAttribute(state.value), { timeout: 15_000 })

interface Run {
  page: Page
  context: BrowserContext
  request: APIRequestContext
  marker: string
}

async function perform(run: Run, event: AnyEventObject, before: SessionRecordingSnapshot): Promise<void> {
  const { page, context, request, marker } = run
  const e = event as AnyEventObject & { statistics?: boolean; draw?: number }
  switch (event.type) {
    case 'consent.change':
      await setDraw(page, e.draw ?? draws.buffer)
      return answerInOtherTab(page, context, e.statistics ? 'Accepter alle' : 'Afvis alle')
    case 'visitor.activity':
      await setDraw(page, e.draw ?? draws.buffer)
      return activity(page)
    case 'error.captured':
      return throwInPage(page, `Testfejl ${marker}`)
    case 'xstate.done.actor.flushReplay':
      // The buffer's upload: the stand-in answers it.
      return
    case 'xstate.done.actor.idlePause':
      // Spec 4: paused after idle time; not before (4 min 50 s idle still records).
      await page.clock.fastForward(4 * minute + 50_000)
      await shows(page, before)
      await page.clock.fastForward(10_000)
      return
    case 'xstate.done.actor.idleExpiry':
      // Expired after longer idle (15 min in all); paused still at 14 min 50 s.
      await page.clock.fastForward(9 * minute + 50_000)
      await shows(page, before)
      await page.clock.fastForward(10_000)
      return
    case 'xstate.done.actor.maxDuration': {
      // Cut at the maximum duration (60 min), however active the visitor is: a key every 4 minutes.
      for (let i = 0; i < 14; i++) {
        await page.clock.fastForward(4 * minute)
        await activity(page)
      }
      // Up to 45 s before the hour at once (59 min 15 s and the seconds the test took), then through it
      // as the time passes (the SDK's own timers see the time they are due at, as in a real visit).
      await page.clock.fastForward(3 * minute)
      await shows(page, before)
      await page.clock.runFor(2 * minute)
      // Cut at the hour (the step's state, checked after it), not ended by Sentry as expired.
      return
    }
    case 'replay.ended': {
      // The stand-in cuts this page's replay uploads off (its marker is in each upload's URL) until the step
      // ends; the visitor goes on (a key press, then 30 s on the clock, within the 5 idle minutes), the page
      // uploads and retries (5, 10 and 30 s apart), and Sentry gives up and stops the replay.
      const added = await request.post(`${productApiUrl}/__control/sentry/faults`, {
        data: { kind: 'reset', itemType: 'replay_event', bodyContains: marker } satisfies SentryFaultInput,
      })
      expect(added.status()).toBe(201)
      const { fault } = (await added.json()) as { fault: { id: string } }
      try {
        // Each upload and its failure go over the network in real time, which a busy machine stretches past
        // any fixed number of rounds (one full run ended its 8 rounds while the last retry was still on its
        // way): so the clock moves on in 30 s steps, a quarter second of real time apart, until Sentry has
        // given up, for at most a minute of real time.
        await expect
          .poll(
            async () => {
              if ((await recordingState(page)) !== stateAttribute(before.value)) return true
              await activity(page)
              await page.clock.runFor(30_000)
              return (await recordingState(page)) !== stateAttribute(before.value)
            },
            { timeout: 60_000, intervals: [250] },
          )
          .toBe(true)
        // Sentry tried the upload and its 3 retries (the browser may retry a reset connection once more itself).
        const { faults } = (await (await request.get(`${productApiUrl}/__control/sentry/faults`)).json()) as { faults: { id: string; hits: number }[] }
        expect(faults.find((f) => f.id === fault.id)?.hits).toBeGreaterThanOrEqual(4)
      } finally {
        await request.delete(`${productApiUrl}/__control/sentry/faults/${fault.id}`)
      }
      return
    }
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

test.describe('session recording: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // Unanswered consent; the thrown test errors and the cut-off uploads are logged by the browser.
  test.use({ consentAnswer: null, allowedConsoleErrors: [/Testfejl e2e-recording-|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/] })

  for (const path of paths) {
    const title = path.steps.map((s) => sessionRecordingModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page, context, request }) => {
      test.setTimeout(180_000)
      const marker = `e2e-recording-${randomUUID()}`
      // Statistics consent loads Tag Manager; its host is offline here, so an empty stand-in answers.
      await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
      await fixDraws(context)
      await sharePageClock(context)
      await page.clock.install()
      await recordStates(page, 'html', 'data-session-recording')
      {
        await page.goto(`/?probe=${marker}`)
        await interactUntilReporting(page)
        await shows(page, path.initial)
        let before = path.initial
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${sessionRecordingModel.describeEvent(step.event)}`, async () => {
            await perform({ page, context, request, marker }, step.event, before)
            await shows(page, step.state)
          })
          before = step.state
        }
        savePathRecord(test.info(), 'session-recording', path.number, await statesSeen(page))
      }
    })
  }

  pageCoverageTest(machine, 'session-recording', paths, reasons)
})

/**
 * QA's "path tests from machines" for "Find nærmeste" on /lokationer (issue
 * 16, item 4): the geolocation machine's generated paths, restricted to
 * what a visitor does ("Vis nærmeste først", "Vis i normal rækkefølge") and what the browser
 * answers (a position, "adgang nægtet", "kunne ikke findes"), drive the real
 * page. The browser's answer is arranged in the test's own page before the
 * visitor's click (navigator.geolocation answers as the path's next step
 * says). After every step the status line's `data-state` and text, and the
 * order of the list, must be what the path expects.
 *
 * Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { geolocationModel } from '#machines/geolocation/geolocation-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

/** What the browser can answer and the visitor can do; "Prøv igen" is the same "Vis nærmeste først" button (a new start). */
function uiEvents(snapshot: Parameters<typeof geolocationModel.events>[0]): AnyEventObject[] {
  return geolocationModel.events(snapshot).filter(
    (e) =>
      e.type !== 'load.retry' &&
      e.type !== 'xstate.error.actor.load' &&
      (e.type !== 'load.reset' || snapshot.value === 'loaded') &&
      // The button "Vis nærmeste først" shows when not sorted, and is disabled while the page looks.
      (e.type !== 'load.start' || snapshot.value === 'idle' || snapshot.value === 'failed'),
  )
}

const paths = pathsCoveringTransitions(geolocationModel.machine, generatePaths(geolocationModel, { events: uiEvents }))

const reasons = {
  events: {
    'load.retry': 'siden har ingen særskilt "Prøv igen": efter en fejl er det den samme knap "Vis nærmeste først" (load.start)',
    'xstate.error.actor.load': 'sidens aktør afviser aldrig: en browser uden positioner svarer "kunne ikke findes" (load.done med årsag)',
  },
  transitions: {
    'geolocation.failed load.reset': 'siden viser kun "Vis i normal rækkefølge", når listen er sorteret efter afstand; efter en fejl er der intet at nulstille',
    'geolocation.loaded load.start':
      'når listen er sorteret, viser siden "Vis i normal rækkefølge" i stedet for "Vis nærmeste først"; en ny position kræver at nulstille først',
  },
}

/** Greve's neighbour Køge (55.4580, 12.1821): the nearest location must then be Greve. */
const nearKoege = { latitude: 55.458, longitude: 12.1821 }

/** `never`: the browser has not answered yet (the path ends while the page is still looking). */
type Answer = 'position' | 'denied' | 'unavailable' | 'never'

/** navigator.geolocation answers what the test last arranged (each page of the test, before its scripts run). */
async function controlGeolocation(page: Page): Promise<void> {
  await page.addInitScript((position) => {
    const w = window as unknown as { __geoAnswer: string }
    w.__geoAnswer = 'position'
    const geolocation = {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
        setTimeout(() => {
          if (w.__geoAnswer === 'never') return
          if (w.__geoAnswer === 'position') {
            success({ coords: { ...position, accuracy: 50 }, timestamp: Date.now() } as unknown as GeolocationPosition)
            return
          }
          const code = w.__geoAnswer === 'denied' ? 1 : 2
          failure?.({ code, message: w.__geoAnswer, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)
        }, 50)
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    }
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
  }, nearKoege)
}

function answerOf(event: AnyEventObject | undefined): Answer | null {
  if (event?.type !== 'xstate.done.actor.load') return null
  const output = (event as unknown as { output: { ok: boolean; reason?: string } }).output
  return output.ok ? 'position' : output.reason === 'denied' ? 'denied' : 'unavailable'
}

const status = (page: Page) => page.locator('.location-finder__geo-status')

/** The status line says what the machine's state says (hand-written from the page's Danish texts). */
const texts: Record<string, RegExp> = {
  idle: /^$/,
  loading: /Finder din position/,
  loaded: /sorteret efter afstand/,
  'failed:denied': /ikke givet lov/,
  'failed:unavailable': /kunne ikke findes/,
}

async function expectState(page: Page, state: { value: unknown; context: { reason: string | null } }): Promise<void> {
  const value = String(state.value)
  await expect(status(page)).toHaveAttribute('data-state', value)
  const key = value === 'failed' ? `failed:${state.context.reason}` : value
  const text = texts[key]
  if (text) await expect(status(page)).toHaveText(text)
  if (value === 'loaded') await expect(page.locator('#lokationsliste > li').first()).toContainText('Greve')
}

test.describe('geolocation: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })

  for (const path of paths) {
    const title = path.steps.map((s) => geolocationModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      await controlGeolocation(page)
      await recordStates(page, '.location-finder__geo-status')
      await page.goto('/lokationer')
      await hydrated(page)
      await expectState(page, path.initial)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${geolocationModel.describeEvent(step.event)}`, async () => {
          if (step.event.type === 'load.start') {
            // The browser's answer is the path's next step; arrange it before the click.
            const answer = answerOf(path.steps[i + 1]?.event) ?? 'never'
            await page.evaluate((a) => ((window as unknown as { __geoAnswer: string }).__geoAnswer = a), answer)
            await page.getByRole('button', { name: 'Vis nærmeste først' }).click()
            // The answer comes 50 ms later: the page shows "loading" in between (recorded for coverage).
          } else if (step.event.type === 'load.reset') {
            await page.getByRole('button', { name: 'Vis i normal rækkefølge' }).click()
          }
          // A done step is the browser's answer arriving by itself.
          if (step.event.type !== 'load.start' || !answerOf(path.steps[i + 1]?.event)) await expectState(page, step.state)
        })
      }
      savePathRecord(test.info(), 'geolocation', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(geolocationModel.machine, 'geolocation', paths, reasons)
})

/**
 * QA's "path tests from machines" for "Find nærmeste" on /lokationer (issue
 * 16, item 4; issue 32, item 7): the geolocation machine's generated paths,
 * restricted to what a visitor does ("Vis nærmeste først", "Opdatér min
 * position" while sorted, "Prøv igen" and "Vis i normal rækkefølge" after a
 * failure or while sorted) and what the browser answers (a position, "adgang
 * nægtet", "kunne ikke findes" for position unavailable or a time-out, or no
 * positions at all: a browser without `navigator.geolocation`), drive the
 * real page. The browser's answer is arranged in the test's own page before
 * the visitor's click (a stand-in for the device's GPS: navigator.geolocation
 * answers as the path's next step says). After every step the status line's
 * `data-state` and text, the buttons offered and the order of the list must
 * be what the path expects.
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

/**
 * What the browser can answer and the visitor can do: "Vis nærmeste først" when not sorted (disabled while
 * the page looks), "Opdatér min position" and "Vis i normal rækkefølge" when sorted; after a failure
 * "Vis i normal rækkefølge" and "Prøv igen" (the position could not be found) or "Vis nærmeste først"
 * (the visitor said no).
 */
function uiEvents(snapshot: Parameters<typeof geolocationModel.events>[0]): AnyEventObject[] {
  const denied = snapshot.value === 'failed' && snapshot.context.reason === 'denied'
  return geolocationModel
    .events(snapshot)
    .filter((e) => (e.type !== 'load.start' || snapshot.value === 'idle' || snapshot.value === 'loaded' || denied) && (e.type !== 'load.retry' || !denied))
}

const paths = pathsCoveringTransitions(geolocationModel.machine, generatePaths(geolocationModel, { events: uiEvents }))

const reasons = {
  events: {
    'xstate.error.actor.load':
      'en browser uden positioner (ingen navigator.geolocation) afviser med det samme: siden går fra "ingen position" direkte til fejlen uden at vise "Finder din position …" ind imellem, så overgangen kan ikke ses i siden; stien kører og tjekker beskeden, og near-me.test.tsx dækker den',
  },
}

/** Greve's neighbour Køge (55.4580, 12.1821): the nearest location must then be Greve. */
const nearKoege = { latitude: 55.458, longitude: 12.1821 }

/**
 * `unavailable`: the device could not find the position (POSITION_UNAVAILABLE; `timeout` answers TIMEOUT,
 * the same reason for the page); `unsupported`: the browser has no positions at all (no
 * `navigator.geolocation`, as on an insecure page); `never`: the browser has not answered yet (the path
 * ends while the page is still looking).
 */
type Answer = 'position' | 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'never'

/** navigator.geolocation answers what the test last arranged (each page of the test, before its scripts run). */
async function controlGeolocation(page: Page): Promise<void> {
  await page.addInitScript((position) => {
    const w = window as unknown as { __geoAnswer: string; __geoStub: unknown; __geoCalls: number }
    w.__geoAnswer = 'position'
    w.__geoCalls = 0
    const geolocation = {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
        w.__geoCalls += 1
        setTimeout(() => {
          if (w.__geoAnswer === 'never') return
          if (w.__geoAnswer === 'position') {
            success({ coords: { ...position, accuracy: 50 }, timestamp: Date.now() } as unknown as GeolocationPosition)
            return
          }
          const code = w.__geoAnswer === 'denied' ? 1 : w.__geoAnswer === 'timeout' ? 3 : 2
          failure?.({ code, message: w.__geoAnswer, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)
        }, 50)
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    }
    w.__geoStub = geolocation
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
  }, nearKoege)
}

/** Arranges the browser's next answer; `unsupported` takes `navigator.geolocation` away, the others put it back. */
async function arrangeAnswer(page: Page, answer: Answer): Promise<void> {
  await page.evaluate((a) => {
    const w = window as unknown as { __geoAnswer: string; __geoStub: unknown }
    w.__geoAnswer = a
    if (a === 'unsupported') {
      Reflect.deleteProperty(navigator, 'geolocation')
      Reflect.deleteProperty(Navigator.prototype, 'geolocation')
    } else if (!('geolocation' in navigator)) {
      Object.defineProperty(navigator, 'geolocation', { value: w.__geoStub, configurable: true })
    }
  }, answer)
}

/** The answer a path's step stands for (`unavailable` alternates with `timeout`: both are "kunne ikke findes"). */
function answerOf(event: AnyEventObject | undefined, pathNumber = 0): Answer | null {
  if (event?.type === 'xstate.error.actor.load') return 'unsupported'
  if (event?.type !== 'xstate.done.actor.load') return null
  const output = (event as unknown as { output: { ok: boolean; reason?: string } }).output
  return output.ok ? 'position' : output.reason === 'denied' ? 'denied' : pathNumber % 2 ? 'timeout' : 'unavailable'
}

/** How often the page has asked the browser for the position. */
const browserAsked = (page: Page) => page.evaluate(() => (window as unknown as { __geoCalls: number }).__geoCalls)

const status = (page: Page) => page.locator('.location-finder__geo-status')
const geoButton = (page: Page, name: string) => page.locator('.location-finder__geo').getByRole('button', { name, exact: true })

/** The buttons the visitor is offered in each state (hand-written from the Danish texts of the page). */
const offered: Record<string, string[]> = {
  idle: ['Vis nærmeste først'],
  loaded: ['Opdatér min position', 'Vis i normal rækkefølge'],
  'failed:denied': ['Vis nærmeste først', 'Vis i normal rækkefølge'],
  'failed:unavailable': ['Prøv igen', 'Vis i normal rækkefølge'],
}

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
  const buttons = offered[key]
  if (buttons) await expect(page.locator('.location-finder__geo').getByRole('button')).toHaveText(buttons)
  if (value === 'loaded') {
    await expect(page.locator('#lokationsliste > li').first()).toContainText('Greve')
    await expect(page.locator('#lokationsliste > li').first().locator('.location-card__distance')).toHaveText(/km fra dig$/)
  }
  // Not sorted (no position, also after a failure): no card says how far it is.
  if (value === 'idle' || value === 'failed') await expect(page.locator('.location-card__distance')).toHaveCount(0)
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
          const before = path.steps[i - 1]?.state ?? path.initial
          // The browser's answer is the path's next step; arrange it before the click.
          const asks = step.event.type === 'load.start' || step.event.type === 'load.retry'
          const answer = answerOf(path.steps[i + 1]?.event, path.number) ?? 'never'
          const askedBefore = asks ? await browserAsked(page) : 0
          if (asks) await arrangeAnswer(page, answer)
          if (step.event.type === 'load.start') {
            await geoButton(page, before.value === 'loaded' ? 'Opdatér min position' : 'Vis nærmeste først').click()
            // The answer comes 50 ms later: the page shows "loading" in between (recorded for coverage).
          } else if (step.event.type === 'load.retry') {
            await geoButton(page, 'Prøv igen').click()
          } else if (step.event.type === 'load.reset') {
            await geoButton(page, 'Vis i normal rækkefølge').click()
          }
          // Each press asks the browser again (a browser without positions cannot be asked).
          if (asks && answer !== 'unsupported') await expect.poll(() => browserAsked(page)).toBe(askedBefore + 1)
          // A done step is the browser's answer arriving by itself.
          if (!asks || !answerOf(path.steps[i + 1]?.event)) await expectState(page, step.state)
        })
      }
      savePathRecord(test.info(), 'geolocation', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(geolocationModel.machine, 'geolocation', paths, reasons)
})

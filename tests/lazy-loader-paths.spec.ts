/**
 * QA's "path tests from machines" for loading the compare list's code on demand (issue 32, item 7): the
 * lazy-loader machine (machines/lazy-loader/, the specification of machines/kit/lazy-store.ts) along its
 * generated paths, restricted to what a browser can make happen (`lazyLoaderUiEvents`, printed by
 * `npm run machines:paths -- lazy-loader --ui`): a tick in a compare box on /lager, the pointer over
 * another box (intent), the list's code arriving, and its request failing. The compare machine's chunk
 * (`compare-machine-*.js`) is held until the path's next step is its answer: let through, or cut.
 *
 * The loader is invisible: its state is `<html data-compare-loader>` (set in the browser only, by the
 * compare list's store). What the visitor sees is checked with it, from messages/da.json and the spec
 * (spec 4: a tick is kept while the code loads; if it cannot be fetched the ticks are dropped and the
 * visitor is told): the ticked boxes, the compare bar, and the Danish notice of a failure.
 *
 * Coverage is measured from the values the page showed (tests/machine-paths-support.ts) and printed;
 * every gap has its reason.
 */
import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { lazyLoaderModel, lazyLoaderUiEvents } from '#machines/lazy-loader/lazy-loader-model.ts'
import { expect, hydrated, test } from './fixtures.ts'
import {
  HeldRequests,
  pageCoverageTest,
  pathsCoveringTransitions,
  recordStates,
  savePathRecord,
  statesSeen,
  walkPath,
  type GapReasons,
} from './machine-paths-support.ts'

type Snapshot = Parameters<typeof lazyLoaderModel.events>[0]

const paths = pathsCoveringTransitions(lazyLoaderModel.machine, generatePaths(lazyLoaderModel, { events: lazyLoaderUiEvents }))

// Intent before any load (the machine's ignored `load.retry` in idle) is not among the browser's events: the
// store loads on intent, so a pointer over a box in idle is a start (lazyLoaderUiEvents).
const reasons: GapReasons = {
  events: {
    'xstate.done.actor.load':
      'a load that arrives but is refused: the store has one way to fail, an import that throws (the failure path, taken here); the conformance test maps a refusal to the same',
  },
}

/** The notice a failed load shows (messages/da.json, saved_choice_failed). */
const failedNotice = 'Dit valg kunne ikke gemmes. Tjek din forbindelse, og prøv igen.'

const boxes = (page: Page) => page.getByRole('checkbox', { name: /^Sammenlign / })
const loader = (page: Page) => page.locator('html')

interface Run {
  page: Page
  chunks: HeldRequests
  /** Boxes ticked and still wanted (dropped again when a load fails). */
  ticked: number[]
  /** The next box to use: each tick or intent on a box of its own. */
  next: number
}

async function expectState(run: Run, state: Snapshot): Promise<void> {
  const { page } = run
  const value = String(state.value)
  await expect(loader(page)).toHaveAttribute('data-compare-loader', value, { timeout: 15_000 })
  // A tick waits while the code loads (shown ticked), counts once it runs, and is dropped with a notice if it cannot.
  for (const index of run.ticked) await expect(boxes(page).nth(index)).toBeChecked()
  const notice = page.getByText(failedNotice)
  if (value === 'failed') {
    await expect(notice).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Sammenlign /, checked: true })).toHaveCount(0)
  }
  // The compare bar lists the ticks, also while they wait for the code; nothing to list, no bar.
  const bar = page.locator('.compare-bar')
  if (run.ticked.length > 0) await expect(bar.locator('.compare-bar__item')).toHaveCount(run.ticked.length)
  else await expect(bar).toHaveCount(0)
}

async function perform(run: Run, event: AnyEventObject, before: Snapshot): Promise<void> {
  const { page, chunks } = run
  switch (event.type) {
    case 'load.start': {
      const index = run.next++
      await boxes(page).nth(index).check()
      run.ticked.push(index)
      return
    }
    case 'load.retry': {
      // Intent: the pointer over a box it was not over before. After a failure it fetches the code again.
      const sent = chunks.sent
      await boxes(page).nth(run.next++).hover()
      if (String(before.value) === 'failed') await chunks.waitForSent(sent + 1)
      return
    }
    case 'xstate.done.actor.load':
      return chunks.answer(page, (route) => route.fallback())
    case 'xstate.error.actor.load':
      await chunks.answer(page, (route) => route.abort('failed'))
      run.ticked = []
      return
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

test.describe('lazy loader: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // The cut chunk is the browser's own log line, and the store reports the failed import.
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|dynamically imported module|Failed to fetch/] })

  for (const path of paths) {
    const title = path.steps.map((s) => lazyLoaderModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      const chunks = await HeldRequests.on(page, '**/assets/compare-machine-*.js')
      await recordStates(page, 'html', 'data-compare-loader')
      await page.goto('/lager')
      await hydrated(page)
      const run: Run = { page, chunks, ticked: [], next: 0 }
      await walkPath(
        path,
        (event) => lazyLoaderModel.describeEvent(event),
        (state) => expectState(run, state),
        (event, before) => perform(run, event, before),
      )
      savePathRecord(test.info(), 'lazy-loader', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(lazyLoaderModel.machine, 'lazy-loader', paths, reasons)
})

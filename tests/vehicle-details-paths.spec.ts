/**
 * QA's "path tests from machines" for loading the saved cars' data (issue 32, item 7): the vehicle-details
 * machine (machines/vehicle-details/) along its generated paths, on the favourites page, where it loads the
 * data of every favourite (the compare page asks only from two cars on, the same machine). The model's
 * lists (none; bil-1 and bil-2; bil-1; bil-1 to bil-3) are real stock cars; the page's list changes as it
 * does when the visitor changes the favourites in another tab: that tab's store writes the list, and this
 * tab follows (the storage event), in one step, as the model's step is one list. Each data request (the
 * `getVehicleFacts` server function) is held until the path's next step is its answer: the real site, or
 * cut. "Prøv igen" is the page's own button after a failure.
 *
 * After every step the page must show what the visitor sees in that state (messages/da.json): no
 * favourites, the cards while their data loads (the list busy), the cards with their facts, or "Vi kunne
 * ikke hente dine favoritter lige nu." with "Prøv igen". Coverage is measured from the values the page's
 * `data-flow="vehicle-details"` showed (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { journalKey } from '#machines/kit/journal-key.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { vehicleDetailsModel, vehicleDetailsUiEvents } from '#machines/vehicle-details/vehicle-details-model.ts'
import { addJournal, emptiedJournal, favouritesPath, plantJournals, stockVehicles, type StockVehicle } from './compare-support.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { HeldRequests, pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, walkPath } from './machine-paths-support.ts'

type Snapshot = Parameters<typeof vehicleDetailsModel.events>[0]

const paths = pathsCoveringTransitions(vehicleDetailsModel.machine, generatePaths(vehicleDetailsModel, { events: vehicleDetailsUiEvents }))

const flow = (page: Page) => page.locator('[data-flow="vehicle-details"]')
const cards = (page: Page) => page.locator('.favourite-card')
const failedText = 'Vi kunne ikke hente dine favoritter lige nu.'
const emptyText = 'Du har ingen favoritter endnu.'

interface Run {
  page: Page
  /** The tab where the visitor changes the favourites. */
  other: Page
  requests: HeldRequests
  vehicles: readonly StockVehicle[]
  /** Whether any data has arrived in this page (cars loaded before keep their facts while others load). */
  loadedOnce: boolean
}

/** Model vehicle bil-n is the n-th stock car of the test. */
function realVehicle(vehicles: readonly StockVehicle[], modelId: string): StockVehicle {
  const vehicle = vehicles[Number(modelId.replace('bil-', '')) - 1]
  if (!vehicle) throw new Error(`no stock car for ${modelId}`)
  return vehicle
}

async function expectState(run: Run, state: Snapshot): Promise<void> {
  const { page } = run
  const value = String(state.value)
  await expect(flow(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const titles = state.context.vehicleIds.map((id) => realVehicle(run.vehicles, id).title)
  if (value === 'idle') {
    await expect(page.getByText(emptyText)).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    return
  }
  // The cards are the list's, in its order, whatever the data's state.
  await expect(cards(page).locator('h2')).toHaveText(titles)
  const list = page.getByRole('list', { name: 'Gemte køretøjer' })
  await expect(list).toHaveAttribute('aria-busy', value === 'loading' ? 'true' : 'false')
  await expect(page.getByText(failedText)).toHaveCount(value === 'failed' ? 1 : 0)
  await expect(page.getByRole('button', { name: 'Prøv igen' })).toHaveCount(value === 'failed' ? 1 : 0)
  // Each card's facts (year, mileage, fuel, gear) show once the data is there; before any data, none.
  const facts = cards(page).locator('.favourite-card__facts')
  if (value === 'loaded') await expect(facts).toHaveCount(titles.length)
  else if (!run.loadedOnce) await expect(facts).toHaveCount(0)
}

/** The other tab writes the favourites as its store would, in one write: this tab follows the storage event. */
async function showInOtherTab(run: Run, ids: readonly string[]): Promise<void> {
  const journal = JSON.stringify(
    addJournal(
      'favourites',
      ids.map((id) => realVehicle(run.vehicles, id)),
    ),
  )
  await run.other.evaluate(([key, value]) => localStorage.setItem(key, value), [journalKey('favourites'), journal] as const)
}

async function perform(run: Run, event: AnyEventObject, before: Snapshot): Promise<void> {
  const { page, requests } = run
  switch (event.type) {
    case 'details.show':
      return showInOtherTab(run, (event as unknown as { vehicleIds: string[] }).vehicleIds)
    case 'details.retry':
      expect(String(before.value)).toBe('failed')
      await page.getByRole('button', { name: 'Prøv igen' }).click()
      return
    case 'xstate.done.actor.loadVehicles':
      // The newest request is the page's; older ones (a list that changed while loading) are let through unseen.
      while (requests.held.length > 1) await requests.answer(page, (route) => route.fallback())
      await requests.answer(page, (route) => route.fallback())
      run.loadedOnce = true
      return
    case 'xstate.error.actor.loadVehicles':
      while (requests.held.length > 1) await requests.answer(page, (route) => route.fallback())
      return requests.answer(page, (route) => route.abort('failed'))
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

async function openPages(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto(favouritesPath)
  await hydrated(page)
  const other = await context.newPage()
  await other.goto('/robots.txt')
  return other
}

test.describe('vehicle details: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut data request is the browser's own log line.
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|Failed to fetch/] })
  let vehicles: StockVehicle[] = []
  test.beforeAll(async () => {
    // Other cars than the compare, favourites and screenshot specs use.
    vehicles = await stockVehicles(3, 7)
  })

  for (const path of paths) {
    const title = path.steps.map((s) => vehicleDetailsModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page, context }) => {
      // The favourites list exists and is empty: its machine runs from the first moment, and the data's is idle.
      await plantJournals(page, { favourites: emptiedJournal('favourites', vehicles[0] as StockVehicle) })
      const requests = await HeldRequests.onServerFunction(page, 'getVehicleFacts')
      await recordStates(page, '[data-flow="vehicle-details"]')
      const other = await openPages(page, context)
      const run: Run = { page, other, requests, vehicles, loadedOnce: false }
      await walkPath(
        path,
        (event) => vehicleDetailsModel.describeEvent(event),
        (state) => expectState(run, state),
        (event, before) => perform(run, event, before),
      )
      savePathRecord(test.info(), 'vehicle-details', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(vehicleDetailsModel.machine, 'vehicle-details', paths, {})
})

/**
 * QA's "path tests from machines" for favourites (issue 16, item 4): the
 * favourites machine's generated paths, restricted to what a visitor does in
 * the browser (`favouritesUiEvents`: tick and untick "Gem som favorit",
 * printed by `npm run machines:paths -- favourites --ui`), drive the real
 * checkboxes. The vehicles are the compare page's (a planted compare list of
 * three), whose table has a favourite checkbox per vehicle; the favourites
 * journal starts as an emptied list, so the machine runs from the first
 * moment and the page shows its state. After every step the checkboxes and
 * their `data-state` must show what the model expects; each path ends on the
 * favourites page, which must list the same vehicles.
 *
 * Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { favouritesModel, favouritesUiEvents } from '#machines/favourites/favourites-model.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import type { VehicleListSnapshot } from '#machines/shared/vehicle-list-machine.ts'
import { addJournal, comparePath, emptiedJournal, favouritesPath, stockVehicles, type StockVehicle } from './compare-support.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'
import { afterPaths, controlAvailabilityChecks, listCoverageTest, plantedList, realVehicleFor, scenarioRecord } from './vehicle-list-paths-support.ts'

type Snapshot = VehicleListSnapshot<'favourites'>

const paths = generatePaths(favouritesModel, { events: (s) => favouritesUiEvents(s) })

/** The favourites machine's state as the page shows it: its checkboxes, and the favourites page. */
const stateSelector = '.vehicle-toggle[data-list="favourites"], .favourites-page'

/**
 * The availability region and pruning: favourites planted with vehicles the product API does not know (sold,
 * as far as the site can tell: the mock answers "not available" for an unknown id, so no shared control is
 * needed), and a check that fails (the test aborts the site's availability requests).
 */
const soldScenarios = afterPaths(paths, [
  { title: 'én favorit, den er solgt', listed: ['sold'] },
  { title: 'to favoritter, den ene solgt', listed: ['real', 'sold'] },
  { title: 'tjekket fejler: intet fjernes', listed: ['real'], failsCheck: true },
])

/** Model vehicle bil-n is the n-th real vehicle. */
const realVehicle = (vehicles: readonly StockVehicle[], modelId: string) => realVehicleFor(favouritesModel, vehicles, modelId)

const favouriteBox = (page: Page, vehicle: StockVehicle) => page.getByRole('checkbox', { name: `Gem som favorit ${vehicle.title}` })

/** Journals planted before the first page: the compare list, and favourites that were saved and removed again. */
async function plant(page: Page, vehicles: readonly StockVehicle[]): Promise<void> {
  const items = [
    [journalKey('compare'), JSON.stringify(addJournal('compare', vehicles))],
    [journalKey('favourites'), JSON.stringify(emptiedJournal('favourites', vehicles[0] as StockVehicle))],
  ]
  await page.addInitScript((entries: string[][]) => {
    if (sessionStorage.getItem('test:planted')) return
    sessionStorage.setItem('test:planted', '1')
    for (const [key, value] of entries) if (key && value) localStorage.setItem(key, value)
  }, items)
}

async function perform(page: Page, vehicles: readonly StockVehicle[], event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'favourites.add':
      await favouriteBox(page, realVehicle(vehicles, (event as unknown as { vehicle: { id: string } }).vehicle.id)).check()
      return
    case 'favourites.remove':
      await favouriteBox(page, realVehicle(vehicles, (event as unknown as { vehicleId: string }).vehicleId)).uncheck()
      return
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

/** The compare page's favourite checkboxes show the model's list and state. */
async function expectState(page: Page, vehicles: readonly StockVehicle[], state: Snapshot): Promise<void> {
  const saved = state.context.vehicles.map((v) => realVehicle(vehicles, v.id))
  for (const vehicle of vehicles) {
    if (saved.includes(vehicle)) await expect(favouriteBox(page, vehicle)).toBeChecked()
    else await expect(favouriteBox(page, vehicle)).not.toBeChecked()
  }
  await expect(page.locator('.vehicle-toggle[data-list="favourites"]').first()).toHaveAttribute('data-state', stateAttribute(state.value))
}

/** The favourites page lists the final state's vehicles. */
async function expectFavouritesPage(page: Page, vehicles: readonly StockVehicle[], state: Snapshot): Promise<void> {
  await page.goto(favouritesPath)
  const saved = state.context.vehicles.map((v) => realVehicle(vehicles, v.id))
  const root = page.locator('.favourites-page')
  await expect(root).toHaveAttribute('data-state', stateAttribute(state.value), { timeout: 15_000 })
  if (saved.length === 0) {
    await expect(page.getByText('Du har ingen favoritter endnu.')).toBeVisible()
    return
  }
  const cards = root.getByRole('list', { name: 'Gemte køretøjer' }).getByRole('listitem')
  await expect(cards).toHaveCount(saved.length)
  for (const [i, vehicle] of saved.entries()) await expect(cards.nth(i)).toContainText(vehicle.title)
}

for (const mobile of [false, true]) {
  test.describe(`favourites: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    // In order in one worker, so the coverage test sees every path; a failure does not skip the rest.
    test.describe.configure({ mode: 'default' })
    let vehicles: StockVehicle[] = []
    test.beforeAll(async () => {
      vehicles = await stockVehicles(favouritesModel.vehicles.length, 8)
    })

    for (const path of paths) {
      const title = path.steps.map((s) => favouritesModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page }) => {
        await plant(page, vehicles)
        await recordStates(page, stateSelector)
        await page.goto(comparePath)
        await hydrated(page)
        await expectState(page, vehicles, path.initial)
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${favouritesModel.describeEvent(step.event)}`, async () => {
            await perform(page, vehicles, step.event)
            await expectState(page, vehicles, step.state)
          })
        }
        const last = path.steps.at(-1)?.state ?? path.initial
        await expectFavouritesPage(page, vehicles, last)
        savePathRecord(test.info(), 'favourites', path.number, await statesSeen(page))
      })
    }

    // Favourites that are no longer for sale, and a check that fails (paths after the generated ones).
    test.describe('sold vehicles and a failed check', () => {
      // The aborted request is the browser's own log line, not a page error.
      test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
      for (const scenario of soldScenarios) {
        test(`path ${scenario.number}: ${scenario.title}`, async ({ page }) => {
          const { listed, kept, sold } = plantedList(vehicles, scenario)
          await page.addInitScript(
            ([key, journal]) => {
              if (key && journal && localStorage.getItem(key) === null) localStorage.setItem(key, journal)
            },
            [journalKey('favourites'), JSON.stringify(addJournal('favourites', listed))],
          )
          await recordStates(page, stateSelector)
          await controlAvailabilityChecks(page, scenario.failsCheck ? (kept[0]?.id ?? '') : undefined)
          await page.goto(favouritesPath)
          const root = page.locator('.favourites-page')
          if (sold > 0) {
            const notice = `${sold} af dine favoritter er ikke længere til salg og er blevet fjernet.`
            await expect(page.getByRole('status').filter({ hasText: notice })).toHaveText(notice)
          }
          if (scenario.failsCheck) {
            // The check failed: nothing is removed, and no notice is shown.
            await expect(root).toHaveAttribute('data-state', /availability\.failed/)
            await expect(page.getByRole('status').filter({ hasText: 'ikke længere til salg' })).toHaveCount(0)
          }
          const final = scenarioRecord(favouritesModel, scenario).steps.at(-1)?.state
          await expect(root).toHaveAttribute('data-state', stateAttribute(final?.value))
          if (kept.length === 0) await expect(page.getByText('Du har ingen favoritter endnu.')).toBeVisible()
          else {
            const cards = root.getByRole('list', { name: 'Gemte køretøjer' }).getByRole('listitem')
            await expect(cards).toHaveCount(kept.length)
            for (const [i, vehicle] of kept.entries()) await expect(cards.nth(i)).toContainText(vehicle.title)
          }
          savePathRecord(test.info(), 'favourites', scenario.number, await statesSeen(page))
        })
      }
    })

    // The favourites page checks the saved vehicles (all still for sale here) when it shows them.
    listCoverageTest(favouritesModel, paths, soldScenarios)
  })
}

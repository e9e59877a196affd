/**
 * QA's "path tests from machines": the compare machine's generated paths,
 * restricted to what a visitor can do in the browser (add with the compare
 * checkbox, remove in the compare bar, clear), drive the real UI. After each
 * step the page must show the state the model expects; each path ends on the
 * compare page. `node scripts/machines-paths.ts compare --ui` prints them.
 *
 * Vehicles are added through the compare checkboxes on the favourite cards
 * (the favourites are planted in localStorage; the stock pages are another
 * feature). The availability region and pruning need the mock API's controls
 * and are covered by compare.spec.ts in the browser and fully by vitest.
 *
 * Coverage is measured from the `data-state` values the page showed (the
 * compare checkboxes and the compare page carry the compare machine's state;
 * tests/machine-paths-support.ts), not by replaying the paths on the machine,
 * and printed with every gap's reason.
 */
import type { AnyEventObject } from 'xstate'
import { compareMax, compareSelectionState, type CompareSnapshot } from '#machines/compare/compare-machine.ts'
import { compareModel, compareModelVehicles, compareUiEvents } from '#machines/compare/compare-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import {
  addJournal,
  comparePath,
  emptiedJournal,
  favouritesPath,
  limitText,
  notEnoughText,
  plantJournals,
  stockVehicles,
  type StockVehicle,
} from './compare-support.ts'
import { expect, test } from './fixtures.ts'
import { recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'
import { afterPaths, controlAvailabilityChecks, listCoverageTest, plantedList, realVehicleFor, scenarioRecord } from './vehicle-list-paths-support.ts'
import type { Page } from '@playwright/test'

const paths = generatePaths(compareModel, { events: (s) => compareUiEvents(s) })

/** The compare machine's state as the page shows it: the compare checkboxes, and the compare page. */
const stateSelector = '.vehicle-toggle[data-list="compare"], .compare-page'

/**
 * The availability region and pruning: lists planted with vehicles the product API does not know (sold, as
 * far as the site can tell: the mock answers "not available" for an unknown id, so no shared control is
 * needed), and a check that fails (the test aborts the site's availability requests).
 */
const sold = (n: number) => Array.from({ length: n }, () => 'sold' as const)
const soldScenarios = afterPaths(paths, [
  { title: 'én bil, den er solgt', listed: ['sold'] },
  { title: 'to biler, begge solgt', listed: sold(2) },
  { title: 'to biler, den ene solgt', listed: ['real', 'sold'] },
  { title: 'tre biler, én solgt', listed: ['real', 'real', 'sold'] },
  { title: 'seks biler, alle solgt', listed: sold(6) },
  { title: 'seks biler, fem solgt', listed: ['real', ...sold(5)] },
  { title: 'seks biler, fire solgt', listed: ['real', 'real', ...sold(4)] },
  { title: 'tjekket fejler: intet fjernes; tilbage på siden tjekkes igen', listed: ['real', 'real'], failsCheck: true, returnsAfterFailure: true },
])

/** Model vehicle bil-n is the n-th real vehicle. */
const realVehicle = (vehicles: readonly StockVehicle[], modelId: string) => realVehicleFor(compareModel, vehicles, modelId)

const bar = (page: Page) => page.getByRole('region', { name: /valgt til sammenligning/ })

async function perform(page: Page, vehicles: readonly StockVehicle[], event: AnyEventObject, before: CompareSnapshot) {
  switch (event.type) {
    case 'compare.add': {
      const vehicle = realVehicle(vehicles, (event as unknown as { vehicle: { id: string } }).vehicle.id)
      const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicle.title}` })
      await box.click()
      if (compareSelectionState(before) === 'full') {
        await expect(page.getByRole('alert').filter({ hasText: limitText })).toHaveText(limitText)
        await expect(box).not.toBeChecked()
      }
      return
    }
    case 'compare.remove': {
      const vehicle = realVehicle(vehicles, (event as unknown as { vehicleId: string }).vehicleId)
      await bar(page)
        .getByRole('button', { name: `Fjern ${vehicle.title} fra sammenligningen` })
        .click()
      return
    }
    case 'compare.clear':
      await bar(page).getByRole('button', { name: 'Ryd alle' }).click()
      return
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

/** The favourites page with its compare bar shows the model's state. */
async function expectState(page: Page, vehicles: readonly StockVehicle[], state: CompareSnapshot) {
  const selected = state.context.vehicles.map((v) => realVehicle(vehicles, v.id))
  for (const vehicle of vehicles) {
    const box = page.getByRole('checkbox', { name: `Sammenlign ${vehicle.title}` })
    if (selected.includes(vehicle)) await expect(box).toBeChecked()
    else await expect(box).not.toBeChecked()
  }
  if (selected.length === 0) {
    await expect(bar(page)).toHaveCount(0)
    return
  }
  await expect(bar(page).getByRole('heading')).toHaveText(`${selected.length} af ${compareMax} valgt til sammenligning`)
  await expect(bar(page)).toHaveAttribute('data-state', stateAttribute(state.value))
  await expect(bar(page).getByRole('listitem')).toHaveText(selected.map((v) => v.title))
  const go = bar(page).getByRole('link', { name: 'Sammenlign', exact: true })
  if (compareSelectionState(state) === 'tooFew') {
    await expect(go).toHaveCount(0)
    await expect(bar(page).getByText('Vælg mindst to for at sammenligne.')).toBeVisible()
  } else {
    await expect(go).toBeVisible()
  }
}

/** The compare page agrees with the final state. */
async function expectComparePage(page: Page, vehicles: readonly StockVehicle[], state: CompareSnapshot) {
  await page.goto(comparePath)
  const selected = state.context.vehicles.map((v) => realVehicle(vehicles, v.id))
  if (selected.length < 2) {
    await expect(page.getByText(notEnoughText, { exact: true })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  } else {
    const vehicleHeaders = page.getByRole('table').locator('thead').getByRole('columnheader')
    await expect(vehicleHeaders).toHaveCount(selected.length)
    for (const [i, vehicle] of selected.entries()) await expect(vehicleHeaders.nth(i)).toContainText(vehicle.title)
  }
}

test.describe('compare: model paths in the browser', () => {
  // In order in one worker, so the coverage test comes after every path; a failure does not skip the rest.
  test.describe.configure({ mode: 'default' })
  let vehicles: StockVehicle[] = []
  test.beforeAll(async () => {
    vehicles = await stockVehicles(compareModelVehicles.length, 3)
  })

  for (const path of paths) {
    const title = path.steps.map((s) => compareModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      await plantJournals(page, { favourites: addJournal('favourites', vehicles), compare: emptiedJournal('compare', vehicles[0] as StockVehicle) })
      await recordStates(page, stateSelector)
      await page.goto(favouritesPath)
      await expectState(page, vehicles, path.initial)
      let before = path.initial
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${compareModel.describeEvent(step.event)}`, async () => {
          await perform(page, vehicles, step.event, before)
          await expectState(page, vehicles, step.state)
        })
        before = step.state
      }
      await expectComparePage(page, vehicles, before)
      savePathRecord(test.info(), 'compare', path.number, await statesSeen(page))
    })
  }

  // Lists with vehicles that are no longer for sale, and a check that fails (paths after the generated ones).
  test.describe('sold vehicles and a failed check', () => {
    // The aborted request is the browser's own log line, not a page error.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
    for (const scenario of soldScenarios) {
      test(`path ${scenario.number}: ${scenario.title}`, async ({ page }) => {
        const { listed, kept, sold } = plantedList(vehicles, scenario)
        await plantJournals(page, { compare: addJournal('compare', listed) })
        await recordStates(page, stateSelector)
        const checks = await controlAvailabilityChecks(page, scenario.failsCheck ? (kept[0]?.id ?? '') : undefined)
        await page.goto(comparePath)
        if (sold > 0) {
          const notice = `${sold} ${sold === 1 ? 'køretøj' : 'køretøjer'} i din sammenligning er ikke længere til salg og er blevet fjernet.`
          await expect(page.getByRole('status').filter({ hasText: notice })).toHaveText(notice)
        }
        if (scenario.failsCheck) {
          // The check failed: nothing is removed, the list stays as it was, and no notice is shown.
          await expect(page.locator('.compare-page')).toHaveAttribute('data-state', /availability\.failed/)
          await expect(page.getByRole('status').filter({ hasText: 'ikke længere til salg' })).toHaveCount(0)
          if (scenario.returnsAfterFailure) {
            // The connection is back; the visitor goes to the stock list and, once it shows, back: the compare page checks again.
            checks.stopFailing()
            await page.locator('header a[href="/lager"]').first().click()
            await expect(page.locator('.vehicle-card').first()).toBeVisible()
            await expect(page.locator('.compare-page')).toHaveCount(0)
            await page.goBack()
            await expect(page.locator('.compare-page')).toHaveAttribute('data-state', /availability\.idle/)
          }
        } else await expect(page.locator('.compare-page')).toHaveAttribute('data-state', /availability\.idle/)
        const final = scenarioRecord(compareModel, scenario).steps.at(-1)?.state
        await expect(page.locator('.compare-page')).toHaveAttribute('data-state', stateAttribute(final?.value))
        if (kept.length < 2) await expect(page.getByText(notEnoughText, { exact: true })).toBeVisible()
        else {
          const vehicleHeaders = page.getByRole('table').locator('thead').getByRole('columnheader')
          await expect(vehicleHeaders).toHaveCount(kept.length)
          for (const [i, vehicle] of kept.entries()) await expect(vehicleHeaders.nth(i)).toContainText(vehicle.title)
        }
        savePathRecord(test.info(), 'compare', scenario.number, await statesSeen(page))
      })
    }
  })

  // The compare page checks the selected vehicles (all still for sale here) when it shows them.
  listCoverageTest(compareModel, paths, soldScenarios)
})

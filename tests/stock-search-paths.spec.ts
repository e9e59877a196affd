/**
 * The /lager filter panel's machine (machines/stock-search) in the page: the
 * visitor's choice shows in the filters at once while its cars load, and the
 * filters show the search whose cars are shown when they land, when the
 * visitor goes back before they came, and after a second choice. The test
 * holds the cars (the `loadStockOverview` server function) until it lets them
 * through, so "while they load" is a state the page really is in.
 *
 * Each path is written as the machine's model events (the same events the
 * model test walks); what the page must show after each step is the filters'
 * checkboxes, the result count and the panel's `data-state`. Coverage is
 * measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { createActor, type AnyEventObject } from 'xstate'
import { stockSearchMachine } from '#machines/stock-search/stock-search-machine.ts'
import { stockSearchModel } from '#machines/stock-search/stock-search-model.ts'
import { expect, productApiUrl, test } from './fixtures.ts'
import { pageCoverageTest, recordStates, savePathRecord, statesSeen, withPageSteps, type PathRecord } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

const start = '/lager'
const electric = { fuel: 'electric' }
const cheapest = { sort: 'price_asc' }
const electricAddress = '/lager?fuel=electric'
const bothAddress = '/lager?fuel=electric&sort=price_asc'

/** The paths, as the model's events in the order the machine gets them. */
const scenarios: { title: string; events: AnyEventObject[] }[] = [
  {
    title: 'El vælges; filtrene viser valget, til bilerne kommer',
    events: [{ type: 'filters.choose', search: electric, href: start }, { type: 'address.change', href: electricAddress }, { type: 'results.change' }],
  },
  {
    title: 'El vælges, og før bilerne kommer, sorteres efter pris; filtrene viser begge valg, til bilerne kommer',
    events: [
      { type: 'filters.choose', search: electric, href: start },
      { type: 'address.change', href: electricAddress },
      { type: 'filters.choose', search: { ...electric, ...cheapest }, href: electricAddress },
      { type: 'address.change', href: bothAddress },
      { type: 'results.change' },
    ],
  },
  {
    title: 'El vælges, og den besøgende går tilbage, før bilerne kom; filtrene viser igen alle biler',
    events: [
      { type: 'filters.choose', search: electric, href: start },
      { type: 'address.change', href: electricAddress },
      { type: 'address.change', href: start },
    ],
  },
]

const initial = createActor(stockSearchMachine).getSnapshot()
const paths: (PathRecord & { number: number; title: string })[] = scenarios.map((s, i) => ({
  ...withPageSteps(stockSearchMachine, { initial, steps: [] }, s.events),
  number: i + 1,
  title: s.title,
}))

const reasons = {
  transitions: {
    'stock-search.loadingChoice xstate.done.actor.showResults [addressUnchanged]':
      'filtrene er radioknapper, afkrydsningsfelter og lister, der kun melder en ændring: den samme søgning kan ikke vælges igen i siden (machines/stock-search/stock-search.expectations.test.ts)',
  },
  events: {
    'xstate.error.actor.showResults':
      'routerens navigate() afviser ikke: en fejl i indlæsningen viser rutens fejlside i stedet for lagersiden (tests/errors.spec.ts); modeltesten og tabellen dækker det',
  },
}

/** Holds the cars (the overview's server function) while `closed`; `open` lets the held ones through. */
class CarsGate {
  private closed = false
  private held: Route[] = []
  async install(page: Page): Promise<void> {
    const overview = serverFunctions().find((f) => f.name === 'loadStockOverview')
    if (!overview) throw new Error('loadStockOverview is not in the build')
    await page.route(`**/_serverFn/${overview.id}*`, async (route) => {
      if (this.closed) this.held.push(route)
      else await route.fallback()
    })
  }
  close(): void {
    this.closed = true
  }
  async open(): Promise<void> {
    this.closed = false
    for (const route of this.held.splice(0)) await route.fallback()
  }
  get waiting(): number {
    return this.held.length
  }
}

async function stockTotal(request: APIRequestContext, query = ''): Promise<number> {
  const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=0${query ? `&${query}` : ''}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { total: number }).total
}

const panel = (page: Page) => page.locator('.stock-filters')
const electricBox = (page: Page) => page.getByRole('group', { name: 'Brændstof', exact: true }).getByRole('checkbox', { name: /^El \(/ })
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sortér efter' })
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: 'matcher din søgning' })
const danishCount = (n: number) => new Intl.NumberFormat('da-DK').format(n)

test.describe('the /lager filter panel: the choice shows while its cars load', () => {
  test.describe.configure({ mode: 'default' })

  for (const path of paths) {
    test(`path ${path.number}: ${path.title}`, async ({ page, request }) => {
      const all = danishCount(await stockTotal(request))
      const electricCount = danishCount(await stockTotal(request, 'fuel=electric'))
      const gate = new CarsGate()
      await gate.install(page)
      await recordStates(page, '.stock-filters')
      await page.goto(start)
      await expect(page.locator('.stock-overview__layout')).toHaveAttribute('data-enhanced', 'true')
      await expect(panel(page)).toHaveAttribute('data-state', 'showingResults')

      const events = scenarios[path.number - 1]?.events ?? []
      for (const [i, event] of events.entries()) {
        await test.step(`${i + 1}. ${stockSearchModel.describeEvent(event)}`, async () => {
          switch (event.type) {
            case 'filters.choose':
              gate.close()
              if ((event as unknown as { search: object }).search === electric) await electricBox(page).check()
              else {
                await sortSelect(page).selectOption({ label: 'Pris, lavest først' })
                await expect(sortSelect(page)).toHaveValue('price_asc')
              }
              // Shown at once, though its cars have not come: the page still counts all of them.
              await expect(panel(page)).toHaveAttribute('data-state', 'loadingChoice')
              await expect(electricBox(page)).toBeChecked()
              await expect(resultCount(page)).toHaveText(`${all} biler matcher din søgning`)
              return
            case 'address.change': {
              const href = (event as unknown as { href: string }).href
              if (href === start) {
                await page.goBack()
                await expect(page).toHaveURL(/\/lager$/)
                await expect(panel(page)).toHaveAttribute('data-state', 'showingResults')
                await expect(electricBox(page)).not.toBeChecked()
                // The held cars of the choice, let through now, are not the page's any more.
                await gate.open()
                await expect(resultCount(page)).toHaveText(`${all} biler matcher din søgning`)
                await expect(electricBox(page)).not.toBeChecked()
              } else {
                // The router moved the address to the choice's own before its cars came.
                await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href)
                await expect(panel(page)).toHaveAttribute('data-state', 'loadingChoice')
              }
              return
            }
            case 'results.change':
              await expect.poll(() => gate.waiting).toBeGreaterThan(0)
              await gate.open()
              await expect(panel(page)).toHaveAttribute('data-state', 'showingResults')
              await expect(electricBox(page)).toBeChecked()
              await expect(resultCount(page)).toHaveText(`${electricCount} biler matcher din søgning`)
              return
            default:
              throw new Error(`no page action for ${event.type}`)
          }
        })
      }
      savePathRecord(test.info(), 'stock-search', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(stockSearchMachine, 'stock-search', paths, reasons)
})

/**
 * The /lager filter panel's machine (machines/stock-search) in the page: the
 * visitor's choice shows in the filters at once while its cars load, and the
 * filters show the search whose cars are shown when they land, after a second
 * choice, when the visitor takes the choice back, and when they go back
 * before the cars came (the choice's late cars must not take the page away
 * from where back took it). Cars that could not be loaded leave the page as
 * it was, with a message and "Prøv igen". The test holds the cars (the
 * `loadStockOverview` server function) until it lets them through or fails
 * them, so "while they load" is a state the page really is in; the address
 * moves only once the choice's cars have loaded.
 *
 * Each path is written as the machine's model events (the same events the
 * model test walks), each with what the test does in the page and what the
 * page must show after it (hand-written: the filters' checkbox and sort
 * order, the result count, the address, the message and the panel's
 * `data-state`). Coverage is measured from the `data-state` values the page
 * showed (tests/machine-paths-support.ts) and printed; every gap has its
 * reason.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { createActor, type AnyEventObject } from 'xstate'
import { stockSearchMachine, type StockSearchState } from '#machines/stock-search/stock-search-machine.ts'
import { stockSearchModel } from '#machines/stock-search/stock-search-model.ts'
import { expect, productApiUrl, test } from './fixtures.ts'
import { pageCoverageTest, recordStates, savePathRecord, statesSeen, withPageSteps, type PathRecord } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

const start = '/lager'
const electric = { fuel: 'electric' }
const cheapest = { sort: 'price_asc' }
const both = { ...electric, ...cheapest }
const electricAddress = '/lager?fuel=electric'
const bothAddress = '/lager?fuel=electric&sort=price_asc'
const cheapestAddress = '/lager?sort=price_asc'

/** What the test does in the page for a step. */
type Action =
  | 'tickElectric'
  | 'untickElectric'
  | 'sortCheapest'
  /** The held cars go through: the router navigates to the choice's address (not to a replaced choice's). */
  | 'releaseCars'
  /** The held cars' request fails (503): the product API is down. */
  | 'failCars'
  | 'retry'
  | 'back'
  /** Nothing: the page goes on by itself (the cars land after the address moved). */
  | 'none'

/** What the page shows after a step. */
interface Shown {
  state: StockSearchState
  /** The filters: "El" ticked, sorted by "Pris, lavest først". */
  electric: boolean
  sorted: boolean
  /** Whose cars the result count counts. */
  cars: 'all' | 'electric'
  address: string
  /** The message that the cars could not be loaded, with "Prøv igen". */
  message: boolean
}

interface Scenario {
  title: string
  /**
   * `shown: null`: the page passes through at once (the address moves and the cars land next; nothing to load for
   * the search shown); checked with the next step.
   */
  steps: { event: AnyEventObject; act: Action; shown: Shown | null }[]
}

const choose = (search: object, href: string, to: string) => ({ type: 'filters.choose', search, href, to })
const own = (href: string) => ({ type: 'address.change', href })
const landed = { type: 'results.change' }
const done = { type: 'xstate.done.actor.showResults' }
const failed = { type: 'xstate.error.actor.showResults', error: new Error('503') }
const retry = { type: 'search.retry' }

const allCars: Shown = { state: 'showingResults', electric: false, sorted: false, cars: 'all', address: start, message: false }
const electricCars: Shown = { state: 'showingResults', electric: true, sorted: false, cars: 'electric', address: electricAddress, message: false }
/** The first steps of a path that starts on the electric cars (a page to go back from). */
const electricFirst: Scenario['steps'] = [
  { event: choose(electric, start, electricAddress), act: 'tickElectric', shown: { ...allCars, state: 'loadingChoice', electric: true } },
  { event: own(electricAddress), act: 'releaseCars', shown: null },
  { event: landed, act: 'none', shown: electricCars },
]

/** The paths, as the model's events in the order the machine gets them. */
const scenarios: Scenario[] = [
  {
    title: 'El vælges; filtrene viser valget, mens bilerne hentes, og adressen skifter først, når de er hentet',
    steps: electricFirst,
  },
  {
    title: 'El vælges, og før bilerne kommer, sorteres efter pris; filtrene viser begge valg, til bilerne kommer',
    steps: [
      electricFirst[0] as Scenario['steps'][number],
      { event: choose(both, start, bothAddress), act: 'sortCheapest', shown: { ...allCars, state: 'loadingChoice', electric: true, sorted: true } },
      { event: own(bothAddress), act: 'releaseCars', shown: null },
      { event: landed, act: 'none', shown: { ...electricCars, sorted: true, address: bothAddress } },
    ],
  },
  {
    title: 'På elbilerne sorteres efter pris, og den besøgende går tilbage, før bilerne kom; siden bliver, hvor tilbage førte hen',
    steps: [
      ...electricFirst,
      { event: choose(both, electricAddress, bothAddress), act: 'sortCheapest', shown: { ...electricCars, state: 'loadingChoice', sorted: true } },
      { event: own(start), act: 'back', shown: allCars },
    ],
  },
  {
    title: 'El vælges og fravælges igen, før bilerne kom; valget er søgningen, der vises, og intet skifter',
    steps: [
      electricFirst[0] as Scenario['steps'][number],
      // Nothing to load for the search shown: its navigation is done at once, and the panel shows it.
      { event: choose({}, start, start), act: 'untickElectric', shown: null },
      // The cars of the replaced choice, let through now, come too late: nothing moves.
      { event: done, act: 'releaseCars', shown: allCars },
    ],
  },
  {
    title: 'Bilerne til El kan ikke hentes; den besøgende beholder bilerne og trykker »Prøv igen«, og så kommer de',
    steps: [
      electricFirst[0] as Scenario['steps'][number],
      { event: failed, act: 'failCars', shown: { ...allCars, state: 'failed', message: true } },
      { event: retry, act: 'retry', shown: { ...allCars, state: 'loadingChoice', electric: true } },
      { event: own(electricAddress), act: 'releaseCars', shown: null },
      { event: landed, act: 'none', shown: electricCars },
    ],
  },
  {
    title: 'Bilerne til El kan ikke hentes; den besøgende sorterer i stedet efter pris, og de biler kommer',
    steps: [
      electricFirst[0] as Scenario['steps'][number],
      { event: failed, act: 'failCars', shown: { ...allCars, state: 'failed', message: true } },
      { event: choose(cheapest, start, cheapestAddress), act: 'sortCheapest', shown: { ...allCars, state: 'loadingChoice', sorted: true } },
      { event: own(cheapestAddress), act: 'releaseCars', shown: null },
      { event: landed, act: 'none', shown: { ...allCars, sorted: true, address: cheapestAddress } },
    ],
  },
  {
    title: 'På elbilerne kan bilerne sorteret efter pris ikke hentes; den besøgende går tilbage, og beskeden forsvinder',
    steps: [
      ...electricFirst,
      { event: choose(both, electricAddress, bothAddress), act: 'sortCheapest', shown: { ...electricCars, state: 'loadingChoice', sorted: true } },
      { event: failed, act: 'failCars', shown: { ...electricCars, state: 'failed', message: true } },
      { event: own(start), act: 'back', shown: allCars },
    ],
  },
]

const initial = createActor(stockSearchMachine).getSnapshot()
const paths: (PathRecord & { number: number; title: string })[] = scenarios.map((s, i) => ({
  ...withPageSteps(
    stockSearchMachine,
    { initial, steps: [] },
    s.steps.map((step) => step.event),
  ),
  number: i + 1,
  title: s.title,
}))

const reasons = {
  transitions: {
    'stock-search.failed results.change':
      'en ny søgning i siden flytter altid adressen først (søgningen står i adressen), og siden melder adressen før søgningen (src/stock/overview/use-stock-search.ts), så beskeden går med address.change; modeltesten og tabellen dækker det',
  },
}

/** Holds the cars (the overview's server function) while `closed`; `open` lets the held ones through, `fail` answers them 503. */
class CarsGate {
  private closed = false
  private held: Route[] = []
  private unfinished = 0
  async install(page: Page): Promise<void> {
    const overview = serverFunctions().find((f) => f.name === 'loadStockOverview')
    if (!overview) throw new Error('loadStockOverview is not in the build')
    const pattern = `**/_serverFn/${overview.id}*`
    const isOverview = (url: string) => url.includes(`/_serverFn/${overview.id}`)
    page.on('request', (request) => void (isOverview(request.url()) && this.unfinished++))
    page.on('requestfinished', (request) => void (isOverview(request.url()) && this.unfinished--))
    page.on('requestfailed', (request) => void (isOverview(request.url()) && this.unfinished--))
    await page.route(pattern, async (route) => {
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
  async fail(): Promise<void> {
    this.closed = false
    for (const route of this.held.splice(0)) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Produkt-API’et svarer ikke' })
  }
  get waiting(): number {
    return this.held.length
  }
  /** Requests for cars sent and not yet answered (held ones included). */
  get pending(): number {
    return this.unfinished
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
const failedText = 'Bilerne kunne ikke hentes. Tjek din forbindelse, og prøv igen.'
/** The message by the results, with "Prøv igen" (where the visitor's eyes go for the cars). */
const message = (page: Page) => page.locator('.stock-results__problem').filter({ hasText: failedText })
/** The same words as a toast, announced and seen wherever the visitor is (a filter far down the panel). */
const toast = (page: Page) => page.getByRole('region', { name: 'Beskeder' }).getByRole('alert').filter({ hasText: failedText })
const retryButton = (page: Page) => message(page).getByRole('button', { name: 'Prøv igen' })
const danishCount = (n: number) => new Intl.NumberFormat('da-DK').format(n)

test.describe('the /lager filter panel: the choice shows while its cars load', () => {
  test.describe.configure({ mode: 'default' })
  // The browser's own log line for the failed request of the failure paths (the page itself logs nothing).
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 503/] })

  for (const path of paths) {
    test(`path ${path.number}: ${path.title}`, async ({ page, request }) => {
      const counts = { all: danishCount(await stockTotal(request)), electric: danishCount(await stockTotal(request, 'fuel=electric')) }
      const gate = new CarsGate()
      await gate.install(page)
      await recordStates(page, '.stock-filters')
      await page.goto(start)
      await expect(page.locator('.stock-overview__layout')).toHaveAttribute('data-enhanced', 'true')
      await expect(panel(page)).toHaveAttribute('data-state', 'showingResults')

      const expectShown = async (shown: Shown) => {
        await expect(panel(page)).toHaveAttribute('data-state', shown.state)
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === shown.address)
        if (shown.electric) await expect(electricBox(page)).toBeChecked()
        else await expect(electricBox(page)).not.toBeChecked()
        if (shown.sorted) await expect(sortSelect(page)).toHaveValue('price_asc')
        else await expect(sortSelect(page)).not.toHaveValue('price_asc')
        await expect(resultCount(page)).toHaveText(`${counts[shown.cars]} biler matcher din søgning`)
        await expect(message(page)).toHaveCount(shown.message ? 1 : 0)
        if (shown.message) await expect(toast(page).last()).toBeVisible()
      }

      const steps = scenarios[path.number - 1]?.steps ?? []
      for (const [i, step] of steps.entries()) {
        await test.step(`${i + 1}. ${stockSearchModel.describeEvent(step.event)}`, async () => {
          switch (step.act) {
            case 'tickElectric':
              gate.close()
              await electricBox(page).check()
              break
            case 'untickElectric':
              gate.close()
              await electricBox(page).uncheck()
              break
            case 'sortCheapest':
              gate.close()
              await sortSelect(page).selectOption({ label: 'Pris, lavest først' })
              break
            case 'releaseCars':
              await expect.poll(() => gate.waiting).toBeGreaterThan(0)
              await gate.open()
              break
            case 'failCars':
              await expect.poll(() => gate.waiting).toBeGreaterThan(0)
              await gate.fail()
              break
            case 'retry':
              gate.close()
              await retryButton(page).click()
              break
            case 'back':
              await page.goBack()
              break
            case 'none':
              break
          }
          const shown = step.shown
          if (!shown) return
          if (step.act === 'back') {
            // Where back took the page, at once; the cars of that page may still be on their way (held too).
            await expect(panel(page)).toHaveAttribute('data-state', shown.state)
            await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === shown.address)
            // The cars of the choice, let through now, come too late: the page stays where back took it.
            await gate.open()
          }
          if (step.act === 'back' || step.act === 'releaseCars') {
            // Every request for cars answered, and a moment for a late navigation that must not come.
            await expect.poll(() => gate.pending).toBe(0)
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
          }
          await expectShown(shown)
        })
      }
      savePathRecord(test.info(), 'stock-search', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(stockSearchMachine, 'stock-search', paths, reasons)
})

/**
 * The /lager filter panel's search checked against its rules, written by hand
 * (spec 2.1; issue 32, items 4 and 7), not from the machine: the sequences a
 * shopper and the router produce, with the loading of a choice's cars (and
 * the navigation after it) that the test ends or fails. The address stays
 * while a choice's cars load and moves to the choice's address only after.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createStockSearchMachine, stockSearchMachine, stockSearchState } from './stock-search-machine.ts'

interface Search {
  fuel?: string
  sort?: string
}
const tick = () => new Promise((r) => setTimeout(r, 0))
const start = '/lager'
const electric = '/lager?fuel=electric'
const electricCheapest = '/lager?fuel=electric&sort=price_asc'

function panel() {
  const navigations: { search: Search; done(): Promise<void>; fail(): Promise<void>; aborted: boolean }[] = []
  const machine = createStockSearchMachine<Search>().provide({
    actors: {
      showResults: fromPromise<undefined, { search: Search }>(
        ({ input: { search: input }, signal }) =>
          new Promise((resolve, reject) => {
            const navigation = {
              search: input,
              aborted: false,
              done: async () => {
                resolve(undefined)
                await tick()
              },
              fail: async () => {
                reject(new Error('Produkt-API’et svarede 503'))
                await tick()
              },
            }
            signal.addEventListener('abort', () => (navigation.aborted = true))
            navigations.push(navigation)
          }),
      ),
    },
  })
  const actor = createActor(machine).start()
  return {
    navigations,
    state: () => stockSearchState(actor.getSnapshot()),
    /** The choice the machine keeps (shown in the panel while its cars load). */
    kept: () => actor.getSnapshot().context.choice,
    choose: (search: Search, href: string, to: string) => actor.send({ type: 'filters.choose', search, href, to }),
    retry: () => actor.send({ type: 'search.retry' }),
    address: (href: string) => actor.send({ type: 'address.change', href }),
    landed: () => actor.send({ type: 'results.change' }),
  }
}

describe('the filter panel shows the choice while its cars load', () => {
  it('a choice shows at once and starts loading; its own navigation moving the address is not the end, its cars landing is', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    expect(p.state()).toBe('loadingChoice')
    expect(p.kept()).toEqual({ fuel: 'electric' })
    expect(p.navigations.map((n) => n.search)).toEqual([{ fuel: 'electric' }])
    // The cars have loaded; the router navigates to the choice's address.
    p.address(electric)
    expect(p.state()).toBe('loadingChoice')
    expect(p.kept()).toEqual({ fuel: 'electric' })
    // The navigation resolving is not the cars showing: the route's search is.
    await p.navigations[0]?.done()
    expect(p.state()).toBe('loadingChoice')
    p.landed()
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
  })

  it("a second choice before the first one's cars replaces it: the first one's loading is stopped, the second starts", () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    p.choose({ fuel: 'electric', sort: 'price_asc' }, start, electricCheapest)
    expect(p.kept()).toEqual({ fuel: 'electric', sort: 'price_asc' })
    expect(p.navigations).toHaveLength(2)
    expect(p.navigations[0]?.aborted).toBe(true)
    expect(p.navigations[1]?.aborted).toBe(false)
    // The first choice's address is not the second one's own: had the first navigated, the choice would end.
    p.address(electricCheapest)
    expect(p.state()).toBe('loadingChoice')
    p.landed()
    expect(p.state()).toBe('showingResults')
  })

  it('back while the cars load: the choice ends, and its loading is stopped so it cannot navigate afterwards', () => {
    const p = panel()
    p.choose({ sort: 'price_asc' }, electric, electricCheapest)
    // The browser's back button: the address moves to the page before, not to the choice's.
    p.address(start)
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
    expect(p.navigations[0]?.aborted).toBe(true)
  })

  it('forward while the cars load ends the choice too', () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    p.address(electricCheapest)
    expect(p.state()).toBe('showingResults')
    expect(p.navigations[0]?.aborted).toBe(true)
  })

  it('the search shown chosen again (its address is where the page is): ends when its navigation is done', async () => {
    const p = panel()
    p.choose({}, start, start)
    expect(p.state()).toBe('loadingChoice')
    await p.navigations[0]?.done()
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
  })

  it('the choice taken back before its cars came: the newer choice is the search shown, and ends when done', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    p.choose({}, start, start)
    expect(p.navigations[0]?.aborted).toBe(true)
    await p.navigations[1]?.done()
    expect(p.state()).toBe('showingResults')
  })

  it('cars landing with no choice loading change nothing', () => {
    const p = panel()
    p.landed()
    p.address(electric)
    p.retry()
    expect(p.state()).toBe('showingResults')
    expect(p.navigations).toHaveLength(0)
  })
})

describe("the choice's cars could not be loaded", () => {
  it('the visitor keeps the cars they had: the panel shows their search, the failed choice is kept for "Prøv igen"', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    await p.navigations[0]?.fail()
    expect(p.state()).toBe('failed')
    expect(p.kept()).toEqual({ fuel: 'electric' })
    // Nothing of the page's own moves it on: the navigation ended.
    await p.navigations[0]?.done()
    expect(p.state()).toBe('failed')
  })

  it('"Prøv igen" loads the same choice again, from the same address; this time its cars come', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    await p.navigations[0]?.fail()
    p.retry()
    expect(p.state()).toBe('loadingChoice')
    expect(p.kept()).toEqual({ fuel: 'electric' })
    expect(p.navigations.map((n) => n.search)).toEqual([{ fuel: 'electric' }, { fuel: 'electric' }])
    // Its own navigation still is not the end.
    p.address(electric)
    expect(p.state()).toBe('loadingChoice')
    p.landed()
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
  })

  it('"Prøv igen" that fails again shows the failure again', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    await p.navigations[0]?.fail()
    p.retry()
    await p.navigations[1]?.fail()
    expect(p.state()).toBe('failed')
    expect(p.kept()).toEqual({ fuel: 'electric' })
  })

  it('a new choice after the failure replaces it', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    await p.navigations[0]?.fail()
    p.choose({ sort: 'price_asc' }, start, '/lager?sort=price_asc')
    expect(p.state()).toBe('loadingChoice')
    expect(p.kept()).toEqual({ sort: 'price_asc' })
    expect(p.navigations.at(-1)?.search).toEqual({ sort: 'price_asc' })
  })

  it('back or forward after the failure ends it', async () => {
    const p = panel()
    p.choose({ sort: 'price_asc' }, electric, electricCheapest)
    await p.navigations[0]?.fail()
    p.address(start)
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
  })

  it('new results after the failure end it', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, start, electric)
    await p.navigations[0]?.fail()
    p.landed()
    expect(p.state()).toBe('showingResults')
    expect(p.kept()).toBeNull()
  })
})

describe('the names the page and the charts use', () => {
  it('is the machine "stock-search": the panel\'s data-state, the browser coverage and the QA export name it so', () => {
    expect(createStockSearchMachine().id).toBe(stockSearchMachine.id)
    expect(stockSearchMachine.id).toBe('stock-search')
  })
})

/**
 * The /lager filter panel's search checked against its rules, written by hand
 * (spec 2.1; issue 32, item 4), not from the machine: the sequences a shopper
 * and the router produce, with a navigation the test resolves or fails.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createStockSearchMachine, stockSearchMachine, stockSearchState } from './stock-search-machine.ts'

interface Search {
  fuel?: string
  sort?: string
}
const tick = () => new Promise((r) => setTimeout(r, 0))

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
                reject(new Error('navigation failed'))
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
    shows: () => actor.getSnapshot().context.choice,
    choose: (search: Search, href: string) => actor.send({ type: 'filters.choose', search, href }),
    address: (href: string) => actor.send({ type: 'address.change', href }),
    landed: () => actor.send({ type: 'results.change' }),
  }
}

describe('the filter panel shows the choice while its cars load', () => {
  it('a choice shows at once and navigates; its cars landing ends it', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, '/lager')
    expect(p.state()).toBe('loadingChoice')
    expect(p.shows()).toEqual({ fuel: 'electric' })
    expect(p.navigations.map((n) => n.search)).toEqual([{ fuel: 'electric' }])
    p.address('/lager?fuel=electric')
    expect(p.shows()).toEqual({ fuel: 'electric' })
    // The navigation resolving with its address moved is not the cars showing: the route's search is.
    await p.navigations[0]?.done()
    expect(p.state()).toBe('loadingChoice')
    p.landed()
    expect(p.state()).toBe('showingResults')
    expect(p.shows()).toBeNull()
  })

  it("a second choice before the first one's cars replaces it and starts its own navigation", async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, '/lager')
    p.address('/lager?fuel=electric')
    p.choose({ fuel: 'electric', sort: 'price_asc' }, '/lager?fuel=electric')
    expect(p.shows()).toEqual({ fuel: 'electric', sort: 'price_asc' })
    expect(p.navigations).toHaveLength(2)
    expect(p.navigations[0]?.aborted).toBe(true)
    // The second choice's own address: it is still loading.
    p.address('/lager?fuel=electric&sort=price_asc')
    expect(p.state()).toBe('loadingChoice')
    p.landed()
    expect(p.state()).toBe('showingResults')
  })

  it('back before the cars came: the panel shows the search whose cars are on the page again', () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, '/lager')
    p.address('/lager?fuel=electric')
    p.address('/lager')
    expect(p.state()).toBe('showingResults')
    expect(p.shows()).toBeNull()
  })

  it('the address has not moved yet: the same address again changes nothing', () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, '/lager')
    p.address('/lager')
    expect(p.state()).toBe('loadingChoice')
  })

  it('the same search chosen again (the navigation ends where it started) ends the choice', async () => {
    const p = panel()
    p.choose({}, '/lager')
    await p.navigations[0]?.done()
    expect(p.state()).toBe('showingResults')
  })

  it('a failed navigation ends the choice: the panel never waits for cars that will not come', async () => {
    const p = panel()
    p.choose({ fuel: 'electric' }, '/lager')
    p.address('/lager?fuel=electric')
    await p.navigations[0]?.fail()
    expect(p.state()).toBe('showingResults')
    expect(p.shows()).toBeNull()
  })

  it('cars landing with no choice loading change nothing', () => {
    const p = panel()
    p.landed()
    p.address('/lager?fuel=electric')
    expect(p.state()).toBe('showingResults')
    expect(p.navigations).toHaveLength(0)
  })
})

describe('the names the page and the charts use', () => {
  it('is the machine "stock-search": the panel\'s data-state, the browser coverage and the QA export name it so', () => {
    expect(createStockSearchMachine().id).toBe(stockSearchMachine.id)
    expect(stockSearchMachine.id).toBe('stock-search')
  })
})

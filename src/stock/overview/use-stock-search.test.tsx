// @vitest-environment happy-dom
/**
 * The /lager filter panel's search in the page (use-stock-search.ts with the
 * actor of stock-search-actor.ts): what the panel shows as the visitor
 * chooses filters and the router navigates, by the rules in the machine's
 * header (machines/stock-search/stock-search-machine.ts):
 *
 * - until the first choice the panel shows the route's search and nothing is loaded;
 * - a choice shows at once, and its navigation (`showResults`) starts;
 * - when the cars of a search land (the route's search changes), the panel shows that search;
 * - back or forward before the cars land, a navigation that ends where it
 *   started, or a failed one: the panel shows the route's search again;
 * - the machine's code cannot load: the navigation is made without it.
 *
 * The router is stood in for by `showResults` (a navigation whose end the
 * test decides) and by the props the page passes: the route's search and its
 * address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { StockSearchActor } from './stock-search-actor.ts'

/** The actor module as the page loads it, watched: when it is started, and the actor it started. */
const actorModule = vi.hoisted(() => ({ started: [] as unknown[], failNext: false }))
vi.mock('./stock-search-actor.ts', async (importOriginal) => {
  const actual = await importOriginal<{ startStockSearchActor: (showResults: (search: StockSearch) => Promise<void>) => StockSearchActor }>()
  return {
    startStockSearchActor: (showResults: (search: StockSearch) => Promise<void>) => {
      if (actorModule.failNext) {
        actorModule.failNext = false
        throw new Error('Failed to fetch dynamically imported module')
      }
      const actor = actual.startStockSearchActor(showResults)
      actorModule.started.push(actor)
      return actor
    },
  }
})

const { useStockSearch } = await import('./use-stock-search.ts')

const search = (brand: string) => ({ brand: [brand] }) as unknown as StockSearch
const all = {} as StockSearch
const bmw = search('bmw')
const audi = search('audi')

/** Navigations the test ends: each call of `showResults` waits here until resolved or rejected. */
function router() {
  const navigations: { search: StockSearch; resolve: () => void; reject: (error: Error) => void }[] = []
  const showResults = vi.fn(
    (next: StockSearch) =>
      new Promise<void>((resolve, reject) => {
        navigations.push({ search: next, resolve, reject })
      }),
  )
  return { navigations, showResults }
}

type Props = { committed: StockSearch; href: string }

function renderPage(showResults: (search: StockSearch) => Promise<void>, initial: Props = { committed: all, href: '/lager' }) {
  return renderHook((props: Props) => useStockSearch({ ...props, showResults }), { initialProps: initial })
}

const actor = () => actorModule.started.at(-1) as StockSearchActor

afterEach(() => {
  cleanup()
  actorModule.started.length = 0
  actorModule.failNext = false
})

describe('useStockSearch', () => {
  it('shows the route’s search and loads nothing until the first choice, also when the route changes', () => {
    const { showResults } = router()
    const page = renderPage(showResults)
    expect(page.result.current.state).toBe('showingResults')
    expect(page.result.current.search).toBe(all)
    // Back or forward without a choice: the page follows the route; the machine is still not needed.
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: bmw })
    expect(actorModule.started).toHaveLength(0)
    expect(showResults).not.toHaveBeenCalled()
  })

  it('shows a choice at once, navigates to it, and shows the route’s search when its cars land', async () => {
    const { navigations, showResults } = router()
    const page = renderPage(showResults)
    act(() => page.result.current.choose(bmw))
    // At once, before the machine's code has loaded.
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    await waitFor(() => expect(showResults).toHaveBeenCalledWith(bmw))
    expect(actorModule.started).toHaveLength(1)
    // The choice was made on the page's address at that moment.
    expect(actor().getSnapshot().context).toMatchObject({ choice: bmw, fromHref: '/lager' })
    // The router moves to the choice's address: the cars are still loading.
    page.rerender({ committed: all, href: '/lager?brand=bmw' })
    await waitFor(() => expect(actor().getSnapshot().context.choiceHref).toBe('/lager?brand=bmw'))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    // The cars land: the route's search is the choice (a new object from the router).
    const landed = search('bmw')
    page.rerender({ committed: landed, href: '/lager?brand=bmw' })
    // In the same render, not a paint later.
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: landed })
    act(() => navigations[0]?.resolve())
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: landed })
    expect(showResults).toHaveBeenCalledTimes(1)
  })

  it('shows the newer of two choices and navigates to it', async () => {
    const { showResults } = router()
    const page = renderPage(showResults)
    act(() => page.result.current.choose(bmw))
    act(() => page.result.current.choose(audi))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
    await waitFor(() => expect(showResults).toHaveBeenLastCalledWith(audi))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
    expect(actorModule.started).toHaveLength(1)
  })

  it('shows the route’s search again when the visitor goes back before the cars land', async () => {
    const { showResults } = router()
    const page = renderPage(showResults)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(showResults).toHaveBeenCalledWith(bmw))
    page.rerender({ committed: all, href: '/lager?brand=bmw' })
    await waitFor(() => expect(actor().getSnapshot().context.choiceHref).toBe('/lager?brand=bmw'))
    // Back: the address is the one the choice was made on; its cars never landed.
    page.rerender({ committed: all, href: '/lager' })
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
    expect(page.result.current.search).toBe(all)
  })

  it('shows the route’s search again when the navigation ends where it started (the same search chosen again)', async () => {
    const { navigations, showResults } = router()
    const page = renderPage(showResults, { committed: bmw, href: '/lager?brand=bmw' })
    act(() => page.result.current.choose(search('bmw')))
    await waitFor(() => expect(showResults).toHaveBeenCalledTimes(1))
    expect(page.result.current.state).toBe('loadingChoice')
    act(() => navigations[0]?.resolve())
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
    expect(page.result.current.search).toBe(bmw)
  })

  it('shows the route’s search again when the navigation fails', async () => {
    const { navigations, showResults } = router()
    const page = renderPage(showResults)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(showResults).toHaveBeenCalledTimes(1))
    act(() => navigations[0]?.reject(new Error('offline')))
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
    expect(page.result.current.search).toBe(all)
  })

  it('ends a choice when the route returns to the search it started from', async () => {
    const { showResults } = router()
    const page = renderPage(showResults)
    // A first choice lands.
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(showResults).toHaveBeenCalledTimes(1))
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
    // A second choice; before its address is reached the visitor goes back to the first page, whose search the
    // router gives as the same object again: its cars are on the page, and the panel shows it.
    act(() => page.result.current.choose(audi))
    await waitFor(() => expect(actor().getSnapshot().context).toMatchObject({ choice: audi, fromHref: '/lager?brand=bmw' }))
    page.rerender({ committed: all, href: '/lager' })
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: all })
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: all })
  })

  it('navigates without the machine when its code cannot load, and shows the route’s search', async () => {
    const { navigations, showResults } = router()
    actorModule.failNext = true
    const page = renderPage(showResults)
    act(() => page.result.current.choose(bmw))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    await waitFor(() => expect(showResults).toHaveBeenCalledWith(bmw))
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: all })
    expect(actorModule.started).toHaveLength(0)
    // That navigation fails too: nothing is left unhandled.
    act(() => navigations[0]?.reject(new Error('offline')))
    // Route changes are not told to a machine that never ran.
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    expect(actorModule.started).toHaveLength(0)
    // The next choice loads the machine again.
    act(() => page.result.current.choose(audi))
    await waitFor(() => expect(actorModule.started).toHaveLength(1))
    await waitFor(() => expect(showResults).toHaveBeenLastCalledWith(audi))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
  })
})

// @vitest-environment happy-dom
/**
 * The /lager filter panel's search in the page (use-stock-search.ts with the
 * actor of stock-search-actor.ts): what the panel shows as the visitor
 * chooses filters and the router loads and navigates, by the rules in the
 * machine's header (machines/stock-search/stock-search-machine.ts):
 *
 * - until the first choice the panel shows the route's search and nothing is loaded;
 * - a choice shows at once, and the loading of its cars (`navigateWhenLoaded`) starts, to the choice's address;
 * - the choice's own navigation moving the address is not the end; the cars of a search landing are;
 * - back or forward while the cars load, or the search shown chosen again:
 *   the panel shows the route's search again, and the choice's loading is stopped;
 * - cars that could not be loaded: the state `failed`, the panel shows the route's
 *   search, and `retry` loads the same choice again;
 * - the machine's code cannot load: the navigation is made without it.
 *
 * The router is stood in for by `navigateWhenLoaded` (a loading whose end the
 * test decides), a router whose `buildLocation` gives a search's address, and
 * the props the page passes: the route's search and its address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { StockSearch } from '../search/stock-search-params.ts'
import type { StockSearchActor, StockSearchNavigation } from './stock-search-actor.ts'

/** The actor module as the page loads it, watched: when it is started, and the actor it started. */
const actorModule = vi.hoisted(() => ({ started: [] as unknown[], failNext: false }))
vi.mock('./stock-search-actor.ts', async (importOriginal) => {
  const actual = await importOriginal<{ startStockSearchActor: (navigation: StockSearchNavigation) => StockSearchActor }>()
  return {
    startStockSearchActor: (navigation: StockSearchNavigation) => {
      if (actorModule.failNext) {
        actorModule.failNext = false
        throw new Error('Failed to fetch dynamically imported module')
      }
      const actor = actual.startStockSearchActor(navigation)
      actorModule.started.push(actor)
      return actor
    },
  }
})

/** Each loading of a choice's cars (and navigation after it) waits here until the test ends or fails it. */
const loadings = vi.hoisted(() => [] as { router: unknown; to: string; signal: AbortSignal | undefined; resolve: () => void; reject: (error: Error) => void }[])
vi.mock('../../navigation/navigate-when-loaded.ts', () => ({
  navigateWhenLoaded: (router: unknown, options: { search: Record<string, string[]> }, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => loadings.push({ router, to: addressOf(options.search), signal, resolve, reject })),
}))

const { useStockSearch } = await import('./use-stock-search.ts')
// The actor's module (with the machine, xstate and the messages) loaded once up front, so its first import's time
// (over a second on a busy machine) is not a test's; the page still starts no actor before the first choice.
await import('./stock-search-actor.ts')

const search = (brand: string) => ({ brand: [brand] }) as unknown as StockSearch
const all = {} as StockSearch
const bmw = search('bmw')
const audi = search('audi')

/** The address of a search as the test's router builds it: /lager?brand=… */
function addressOf(search: object): string {
  const brands = (search as { brand?: string[] }).brand ?? []
  return brands.length > 0 ? `/lager?${brands.map((b) => `brand=${b}`).join('&')}` : '/lager'
}

/** A router that builds a search's address and navigates (only without the machine: its loading is `navigateWhenLoaded`). */
function testRouter() {
  const router = {
    buildLocation: vi.fn((options: { search: object }) => ({ publicHref: addressOf(options.search) })),
    navigate: vi.fn((_options: { search: object }) => Promise.reject(new Error('offline'))),
  }
  const navigation = {
    router,
    destination: (next: StockSearch) => ({ to: '/{-$brand}/stock', search: next }),
  } as unknown as StockSearchNavigation
  return { router, navigation }
}

type Props = { committed: StockSearch; href: string }

function renderPage(navigation: StockSearchNavigation, initial: Props = { committed: all, href: '/lager' }) {
  return renderHook((props: Props) => useStockSearch({ ...props, navigation }), { initialProps: initial })
}

const actor = () => actorModule.started.at(-1) as StockSearchActor

afterEach(() => {
  cleanup()
  actorModule.started.length = 0
  actorModule.failNext = false
  loadings.length = 0
})

describe('useStockSearch', () => {
  it('shows the route’s search and loads nothing until the first choice, also when the route changes', () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    expect(page.result.current.state).toBe('showingResults')
    expect(page.result.current.search).toBe(all)
    // Back or forward without a choice: the page follows the route; the machine is still not needed.
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: bmw })
    expect(actorModule.started).toHaveLength(0)
    expect(loadings).toHaveLength(0)
  })

  it('a choice is made from the search shown now: the address it starts from follows the route', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    act(() => page.result.current.choose(audi))
    await waitFor(() => expect(loadings).toHaveLength(1))
    expect(actor().getSnapshot().context).toMatchObject({ fromHref: '/lager?brand=bmw', choiceHref: '/lager?brand=audi' })
  })

  it('the route’s search changing with no choice shown renders the page once, not twice', () => {
    const { navigation } = testRouter()
    let renders = 0
    const page = renderHook(
      (props: Props) => {
        renders++
        return useStockSearch({ ...props, navigation })
      },
      { initialProps: { committed: all, href: '/lager' } },
    )
    renders = 0
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    expect(renders).toBe(1)
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: bmw })
  })

  it('shows a choice at once, loads it with the router, and shows the route’s search when its cars land', async () => {
    const { navigation, router } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    // At once, before the machine's code has loaded.
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    await waitFor(() => expect(loadings).toHaveLength(1))
    expect(loadings[0]).toMatchObject({ router, to: '/lager?brand=bmw' })
    expect(actorModule.started).toHaveLength(1)
    // The choice was made on the page's address at that moment, for the address its navigation goes to.
    expect(actor().getSnapshot().context).toMatchObject({ choice: bmw, fromHref: '/lager', choiceHref: '/lager?brand=bmw' })
    // The cars have loaded, and the router moves to the choice's address: its own navigation, not the end.
    page.rerender({ committed: all, href: '/lager?brand=bmw' })
    await act(() => Promise.resolve())
    expect(actor().getSnapshot().value).toBe('loadingChoice')
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    // The cars land: the route's search is the choice (a new object from the router).
    const landed = search('bmw')
    page.rerender({ committed: landed, href: '/lager?brand=bmw' })
    // In the same render, not a paint later.
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: landed })
    act(() => loadings[0]?.resolve())
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: landed })
    expect(loadings).toHaveLength(1)
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('the address and the route’s search changing in one render: the choice’s own address first, then its cars', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(loadings).toHaveLength(1))
    page.rerender({ committed: search('bmw'), href: '/lager?brand=bmw' })
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
    // Had the cars landed first, the address change would have found no choice; either way none is shown.
    expect(page.result.current.state).toBe('showingResults')
  })

  it('shows the newer of two choices and loads it; the older one’s loading is stopped', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    act(() => page.result.current.choose(audi))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
    await waitFor(() => expect(loadings.at(-1)?.to).toBe('/lager?brand=audi'))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
    expect(actorModule.started).toHaveLength(1)
    expect(loadings.slice(0, -1).every((l) => l.signal?.aborted)).toBe(true)
    expect(loadings.at(-1)?.signal?.aborted).toBe(false)
  })

  it('back while the cars load: the route’s search again, and the choice’s loading is stopped (it cannot navigate late)', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation, { committed: bmw, href: '/lager?brand=bmw' })
    act(() => page.result.current.choose(search('audi')))
    await waitFor(() => expect(loadings).toHaveLength(1))
    // Back: the address is the page before, not the choice's.
    page.rerender({ committed: bmw, href: '/lager' })
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
    expect(page.result.current.search).toBe(bmw)
    expect(loadings[0]?.signal?.aborted).toBe(true)
  })

  it('the search shown chosen again (its address is the page’s): shows the route’s search when the navigation is done', async () => {
    const { navigation } = testRouter()
    // The address the visitor came by carries more than the search: the search shown is still the one chosen.
    const page = renderPage(navigation, { committed: bmw, href: '/lager?utm_source=nyhedsbrev&brand=bmw' })
    act(() => page.result.current.choose(search('bmw')))
    await waitFor(() => expect(loadings).toHaveLength(1))
    expect(actor().getSnapshot().context).toMatchObject({ fromHref: '/lager?brand=bmw', choiceHref: '/lager?brand=bmw' })
    expect(page.result.current.state).toBe('loadingChoice')
    act(() => loadings[0]?.resolve())
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
    expect(page.result.current.search).toBe(bmw)
  })

  it('cars that could not be loaded: `failed`, the route’s search shown; "Prøv igen" loads the same choice again', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(loadings).toHaveLength(1))
    act(() => loadings[0]?.reject(new Error('NavigationLoadError')))
    await waitFor(() => expect(page.result.current.state).toBe('failed'))
    expect(page.result.current.search).toBe(all)
    act(() => page.result.current.retry())
    await waitFor(() => expect(loadings).toHaveLength(2))
    expect(loadings[1]?.to).toBe('/lager?brand=bmw')
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    // This time the cars come.
    page.rerender({ committed: all, href: '/lager?brand=bmw' })
    page.rerender({ committed: search('bmw'), href: '/lager?brand=bmw' })
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: { brand: ['bmw'] } })
  })

  it('after a failure, new results end it in the same render', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(loadings).toHaveLength(1))
    act(() => loadings[0]?.reject(new Error('NavigationLoadError')))
    await waitFor(() => expect(page.result.current.state).toBe('failed'))
    page.rerender({ committed: audi, href: '/lager' })
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: audi })
    await waitFor(() => expect(actor().getSnapshot().value).toBe('showingResults'))
  })

  it('after a failure, back or forward ends it', async () => {
    const { navigation } = testRouter()
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    await waitFor(() => expect(loadings).toHaveLength(1))
    act(() => loadings[0]?.reject(new Error('NavigationLoadError')))
    await waitFor(() => expect(page.result.current.state).toBe('failed'))
    page.rerender({ committed: all, href: '/lager?brand=audi' })
    await waitFor(() => expect(page.result.current.state).toBe('showingResults'))
  })

  it('navigates without the machine when its code cannot load, and shows the route’s search', async () => {
    const { navigation, router } = testRouter()
    actorModule.failNext = true
    const page = renderPage(navigation)
    act(() => page.result.current.choose(bmw))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: bmw })
    await waitFor(() => expect(router.navigate).toHaveBeenCalledTimes(1))
    expect(addressOf(router.navigate.mock.calls[0]?.[0].search ?? {})).toBe('/lager?brand=bmw')
    expect(page.result.current).toMatchObject({ state: 'showingResults', search: all })
    expect(actorModule.started).toHaveLength(0)
    // That navigation fails too (rejected by the test's router): nothing is left unhandled.
    // Route changes are not told to a machine that never ran.
    page.rerender({ committed: bmw, href: '/lager?brand=bmw' })
    act(() => page.result.current.retry())
    expect(actorModule.started).toHaveLength(0)
    // The next choice loads the machine again.
    act(() => page.result.current.choose(audi))
    await waitFor(() => expect(actorModule.started).toHaveLength(1))
    await waitFor(() => expect(loadings.at(-1)?.to).toBe('/lager?brand=audi'))
    expect(page.result.current).toMatchObject({ state: 'loadingChoice', search: audi })
  })
})

// @vitest-environment happy-dom
/**
 * A vehicle list as components use it (vehicle-list-store.ts): the compare
 * and favourites machines loaded on demand, over the browser's localStorage,
 * with the server function of the availability check stood in for. Texts are
 * the spec's (spec 5: the compare limit) and the site's Danish notices.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { compareDefinition, compareMachine } from '#machines/compare/compare-machine.ts'
import { compareLimits } from '#machines/compare/compare-limits.ts'
import { favouritesDefinition } from '#machines/favourites/favourites-machine.ts'
import { favouritesLimits } from '#machines/favourites/favourites-limits.ts'
import { m } from '../i18n/paraglide/messages.js'

const showToast = vi.hoisted(() => vi.fn())
vi.mock('../channels/toast-store.ts', () => ({ showToast }))
const reportError = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('../observability/error-reporting.ts', () => ({ reportError }))
const checkVehicleAvailability = vi.hoisted(() => vi.fn<(request: { data: { vehicleIds: string[] } }) => Promise<{ unavailableIds: string[] }>>())
// The server function's module is server code (the product API client); only its call is needed here.
vi.mock('./vehicle-lookup.functions.ts', () => ({ checkVehicleAvailability, maxLookupIds: 500 }))

const { createVehicleListStore, useAvailabilityRecheck, useVehicleList, vehicleListView } = await import('./vehicle-list-store.ts')
type CompareStore = ReturnType<typeof createVehicleListStore<'compare'>>

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

/** A promise settled from outside (a machine whose code is still on its way). */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A compare list as compare-list.ts makes it, with its load spied on (or held back). */
function compareStore(load: () => Promise<typeof compareDefinition> = async () => compareDefinition) {
  const loads = vi.fn(load)
  const list = createVehicleListStore<'compare'>({
    id: 'compare',
    limits: compareLimits,
    load: loads,
    notices: { limitReached: (max) => m.compare_limit_reached({ max }), pruned: (count) => m.compare_pruned({ count }) },
  })
  return { list, loads }
}

function favouritesStore() {
  return createVehicleListStore<'favourites'>({
    id: 'favourites',
    limits: favouritesLimits,
    load: async () => favouritesDefinition,
    notices: { pruned: (count) => m.favourites_pruned({ count }) },
  })
}

const ids = (view: ReturnType<typeof useVehicleList>) => (view.status === 'ready' ? view.vehicles.map((v) => v.id) : null)

beforeAll(async () => {
  // What a list loads on first use, loaded once ahead, so no test waits for the first import.
  await Promise.all([import('#machines/kit/persistent-store.ts'), import('./availability-check.ts')])
})
beforeEach(() => {
  localStorage.clear()
  checkVehicleAvailability.mockImplementation(async () => ({ unavailableIds: [] }))
})
afterEach(() => {
  cleanup()
  showToast.mockReset()
  reportError.mockClear()
  checkVehicleAvailability.mockReset()
})

describe('vehicleListView', () => {
  it('is the running machine’s vehicles, limits and state', () => {
    const actor = createActor(compareMachine).start()
    actor.send({ type: 'compare.add', vehicle: car(1) })
    expect(vehicleListView(actor.getSnapshot())).toEqual({
      status: 'ready',
      vehicles: [car(1)],
      limits: { min: 2, max: 6 },
      state: 'selection.tooFew availability.idle',
    })
    actor.stop()
  })
})

describe('useVehicleList', () => {
  it('is pending, with the list’s limits, on the server and in the hydration pass', () => {
    const { list } = compareStore()
    function Probe() {
      return <output>{JSON.stringify(useVehicleList(list))}</output>
    }
    const html = renderToString(<Probe />)
    expect(JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replace(/&quot;/g, '"'))).toEqual({
      status: 'pending',
      limits: { min: 2, max: 6 },
      state: 'loading',
    })
  })

  it('knows an unsaved list is empty without loading the machine', () => {
    const { list, loads } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    expect(result.current).toEqual({ status: 'ready', vehicles: [], limits: { min: 2, max: 6 }, state: 'unloaded' })
    expect(loads).not.toHaveBeenCalled()
  })

  it('shows the ticks sent while the machine loads, in order, then the machine’s list', async () => {
    const code = deferred<typeof compareDefinition>()
    const { list, loads } = compareStore(() => code.promise)
    const { result } = renderHook(() => useVehicleList(list))
    act(() => list.add(car(1)))
    expect(loads).toHaveBeenCalledTimes(1)
    expect(result.current).toEqual({ status: 'ready', vehicles: [car(1)], limits: { min: 2, max: 6 }, state: 'loading' })
    act(() => {
      list.add(car(2))
      list.add(car(3))
      list.remove('bil-1')
      // A check changes nothing in the preview (it is no clear).
      list.checkAvailability()
    })
    expect(ids(result.current)).toEqual(['bil-2', 'bil-3'])
    expect(result.current.state).toBe('loading')
    act(() => code.resolve(compareDefinition))
    await waitFor(() => expect(result.current.state).toMatch(/^selection\./))
    expect(ids(result.current)).toEqual(['bil-2', 'bil-3'])
    expect(result.current.limits).toEqual({ min: 2, max: 6 })
  })

  it('previews a clear as an empty list, and never more than the maximum (6)', () => {
    const code = deferred<typeof compareDefinition>()
    const { list } = compareStore(() => code.promise)
    const { result } = renderHook(() => useVehicleList(list))
    act(() => {
      for (let n = 1; n <= 8; n++) list.add(car(n))
    })
    expect(ids(result.current)).toEqual(['bil-1', 'bil-2', 'bil-3', 'bil-4', 'bil-5', 'bil-6'])
    act(() => list.clear())
    expect(result.current).toEqual({ status: 'ready', vehicles: [], limits: { min: 2, max: 6 }, state: 'loading' })
  })
})

describe('createVehicleListStore', () => {
  it('adds, removes and clears through the machine once it runs', async () => {
    const { list } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    act(() => list.add(car(1)))
    await waitFor(() => expect(result.current.state).toMatch(/^selection\./))
    act(() => {
      list.add(car(2))
      list.add(car(3))
    })
    expect(ids(result.current)).toEqual(['bil-1', 'bil-2', 'bil-3'])
    expect(result.current.state).toContain('selection.comparable')
    act(() => list.remove('bil-2'))
    expect(ids(result.current)).toEqual(['bil-1', 'bil-3'])
    act(() => list.clear())
    expect(ids(result.current)).toEqual([])
    expect(result.current.state).toContain('selection.empty')
  })

  it('refuses a 7th vehicle with the spec’s notice', async () => {
    const { list } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    act(() => {
      for (let n = 1; n <= 7; n++) list.add(car(n))
    })
    await waitFor(() => expect(result.current.state).toContain('selection.full'))
    expect(ids(result.current)).toHaveLength(6)
    expect(showToast).toHaveBeenCalledWith('Kan ikke tilføje køretøj. Vælg maksimalt 6 køretøjer at sammenligne.', 'error')
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  it('says nothing when full if the list has no limit notice', async () => {
    const list = createVehicleListStore<'compare'>({
      id: 'compare',
      limits: compareLimits,
      load: async () => compareDefinition,
      notices: { pruned: (count) => m.compare_pruned({ count }) },
    })
    const { result } = renderHook(() => useVehicleList(list))
    act(() => {
      for (let n = 1; n <= 7; n++) list.add(car(n))
    })
    await waitFor(() => expect(result.current.state).toContain('selection.full'))
    expect(showToast).not.toHaveBeenCalled()
  })

  it('checks a saved list when its machine loads, and removes the sold vehicles with a notice of how many', async () => {
    const first = compareStore()
    const { result: before, unmount } = renderHook(() => useVehicleList(first.list))
    act(() => {
      first.list.add(car(1))
      first.list.add(car(2))
      first.list.add(car(3))
    })
    await waitFor(() => expect(ids(before.current)).toEqual(['bil-1', 'bil-2', 'bil-3']))
    unmount()
    checkVehicleAvailability.mockClear()
    checkVehicleAvailability.mockImplementation(async () => ({ unavailableIds: ['bil-2'] }))
    // The next page: the journal is there, so the machine loads at once and checks before anyone acts.
    const next = compareStore()
    const { result } = renderHook(() => useVehicleList(next.list))
    await waitFor(() => expect(ids(result.current)).toEqual(['bil-1', 'bil-3']))
    expect(next.loads).toHaveBeenCalledTimes(1)
    expect(checkVehicleAvailability).toHaveBeenCalledWith({ data: { vehicleIds: ['bil-1', 'bil-2', 'bil-3'] } })
    expect(showToast).toHaveBeenCalledWith('1 køretøj i din sammenligning er ikke længere til salg og er blevet fjernet.', 'info')
  })

  it('asks again on checkAvailability', async () => {
    const { list } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    act(() => list.add(car(1)))
    await waitFor(() => expect(result.current.state).toContain('availability.idle'))
    checkVehicleAvailability.mockClear()
    checkVehicleAvailability.mockImplementation(async () => ({ unavailableIds: ['bil-1'] }))
    act(() => list.checkAvailability())
    await waitFor(() => expect(ids(result.current)).toEqual([]))
    expect(checkVehicleAvailability).toHaveBeenCalledWith({ data: { vehicleIds: ['bil-1'] } })
  })

  it('tells of sold favourites (a list without a maximum has no limit notice)', async () => {
    const list = favouritesStore()
    const { result } = renderHook(() => useVehicleList(list))
    checkVehicleAvailability.mockImplementation(async ({ data }) => ({ unavailableIds: data.vehicleIds.filter((id) => id !== 'bil-1') }))
    act(() => {
      list.add(car(1))
      list.add(car(2))
      list.add(car(3))
      list.checkAvailability()
    })
    await waitFor(() => expect(ids(result.current)).toEqual(['bil-1']))
    expect(showToast).toHaveBeenCalledWith('2 af dine favoritter er ikke længere til salg og er blevet fjernet.', 'info')
  })

  it('says the tick was not saved when the machine’s code cannot load, and reports it', async () => {
    const failure = new Error('chunk gone')
    const { list } = compareStore(() => Promise.reject(failure))
    const { result } = renderHook(() => useVehicleList(list))
    act(() => list.add(car(1)))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Dit valg kunne ikke gemmes. Tjek din forbindelse, og prøv igen.', 'error'))
    expect(reportError).toHaveBeenCalledWith(failure)
    expect(ids(result.current)).toEqual([])
  })

  it('shows where loading its code stands on <html data-compare-loader>: idle, loading, failed, then loaded on the next try', async () => {
    const first = deferred<typeof compareDefinition>()
    const attempts = [first.promise, Promise.resolve(compareDefinition)]
    const { list } = compareStore(() => attempts.shift() ?? Promise.resolve(compareDefinition))
    const loader = () => document.documentElement.getAttribute('data-compare-loader')
    renderHook(() => useVehicleList(list))
    expect(loader()).toBe('idle')
    act(() => list.add(car(1)))
    expect(loader()).toBe('loading')
    await act(async () => first.reject(new Error('chunk gone')))
    await waitFor(() => expect(loader()).toBe('failed'))
    act(() => list.preload())
    await waitFor(() => expect(loader()).toBe('loaded'))
    document.documentElement.removeAttribute('data-compare-loader')
  })

  it('tells the visitor when a saved list could not be restored', async () => {
    localStorage.setItem('bilhuset-nord:machine:compare', '{not a journal')
    const { list } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    await waitFor(() => expect(result.current.state).toMatch(/^selection\./))
    expect(showToast).toHaveBeenCalledWith('Din gemte liste kunne ikke hentes og er startet forfra.', 'info')
  })

  it('preloads the machine without sending anything', async () => {
    const { list, loads } = compareStore()
    const { result } = renderHook(() => useVehicleList(list))
    act(() => list.preload())
    expect(loads).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current.state).toBe('selection.empty availability.idle'))
    expect(ids(result.current)).toEqual([])
  })

  it('keeps its id and limits', () => {
    const { list } = compareStore()
    expect(list.id).toBe('compare')
    expect(list.limits).toEqual({ min: 2, max: 6 })
  })
})

describe('useAvailabilityRecheck', () => {
  it('checks when the page is ready, and again when other vehicles go missing', () => {
    const list = { checkAvailability: vi.fn() } as unknown as CompareStore
    const { rerender } = renderHook(({ ready, missing }: { ready: boolean; missing: string[] }) => useAvailabilityRecheck(list, ready, missing), {
      initialProps: { ready: false, missing: [] as string[] },
    })
    expect(list.checkAvailability).toHaveBeenCalledTimes(0)
    rerender({ ready: true, missing: [] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(1)
    rerender({ ready: true, missing: ['bil-1'] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(2)
    // The same ids in a new array: nothing new is missing.
    rerender({ ready: true, missing: ['bil-1'] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(2)
    rerender({ ready: true, missing: ['bil-1', 'bil-12'] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(3)
    // Other ids, even where the ids written one after the other read the same ("bil-1bil-12").
    rerender({ ready: true, missing: ['bil-1bil-1', '2'] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(4)
    rerender({ ready: true, missing: [] })
    expect(list.checkAvailability).toHaveBeenCalledTimes(4)
  })
})

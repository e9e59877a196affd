// @vitest-environment happy-dom
/**
 * The site's compare and favourite checkboxes and the compare bar, over the
 * site's own lists (compare-list.ts, favourites-list.ts) in a router with the
 * site's Danish addresses: ticking "Sammenlign" shows the bar with the count
 * of the spec's maximum (6); the way to the compare page appears at the
 * spec's minimum (2); the bar's buttons remove and clear; the bar is not shown
 * on the compare page itself (/lager/sammenligne).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { localizedPathRewrite } from '#src/navigation/localized-paths.ts'

vi.mock('#src/channels/toast-store.ts', () => ({ showToast: vi.fn() }))
vi.mock('../vehicle-lookup.functions.ts', () => ({ checkVehicleAvailability: async () => ({ unavailableIds: [] }), maxLookupIds: 500 }))

const { compareList } = await import('./compare-list.ts')
const { favouritesList } = await import('../favourites/favourites-list.ts')
const { CompareBar } = await import('./compare-bar.tsx')
const { CompareCheckbox } = await import('./compare-checkbox.tsx')
const { FavouriteCheckbox } = await import('../favourites/favourite-checkbox.tsx')
const { useVehicleList } = await import('../vehicle-list-store.ts')

/** A page at `path` (a public address) with the site's rewrite of its Danish segments. */
async function renderAt(path: string, node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }), rewrite: localizedPathRewrite })
  await router.load()
  return render(<RouterProvider router={router} />)
}

const cars = Array.from({ length: 7 }, (_, i) => ({ id: `bil-${i + 1}`, label: `Bil ${i + 1}` }))
const boxes = cars.map((car) => <CompareCheckbox key={car.id} vehicleId={car.id} label={car.label} />)

const bar = () => screen.queryByRole('region', { name: /valgt til sammenligning/ })
const compareBox = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Sammenlign ${label}` })

/** What the site's lists hold now (read through the hook, as components do). */
function listsNow() {
  let compare: string[] | null = null
  let favourites: string[] | null = null
  function Probe() {
    const c = useVehicleList(compareList)
    const f = useVehicleList(favouritesList)
    compare = c.status === 'ready' ? c.vehicles.map((v) => v.id) : null
    favourites = f.status === 'ready' ? f.vehicles.map((v) => v.id) : null
    return null
  }
  const probe = render(<Probe />)
  probe.unmount()
  return { compare, favourites }
}

/** A ResizeObserver that reports at once, so the bar's height is told as soon as it is observed. */
class ReportingResizeObserver {
  private readonly callback: () => void
  constructor(callback: () => void) {
    this.callback = callback
  }
  observe() {
    this.callback()
  }
  unobserve() {}
  disconnect() {
    disconnected++
  }
}
let disconnected = 0

beforeAll(async () => {
  await Promise.all([import('#machines/kit/persistent-store.ts'), import('../availability-check.ts')])
})
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver)
  disconnected = 0
})
afterEach(async () => {
  cleanup()
  // The lists are the page's own: empty them for the next test.
  act(() => {
    compareList.clear()
    for (const car of cars) favouritesList.remove(car.id)
  })
  await waitFor(() => expect(listsNow()).toEqual({ compare: [], favourites: [] }))
  vi.unstubAllGlobals()
})

describe('CompareCheckbox and the compare bar', () => {
  it('shows no bar while nothing is chosen, and the bar with the count of 6 at the first tick', async () => {
    await renderAt('/lager', [<CompareBar key="bar" />, ...boxes])
    expect(bar()).toBeNull()
    fireEvent.click(compareBox('Bil 1'))
    await waitFor(() => expect(bar()).not.toBeNull())
    const region = bar() as HTMLElement
    expect(within(region).getByRole('heading').textContent).toBe('1 af 6 valgt til sammenligning')
    // The title takes focus from the bar's buttons (below), but is no stop of its own when tabbing.
    expect(within(region).getByRole('heading').tabIndex).toBe(-1)
    expect(within(region).getByRole('listitem').textContent).toBe('Bil 1')
    expect(within(region).queryByRole('link', { name: 'Sammenlign' })).toBeNull()
    expect(region.textContent).toContain('Vælg mindst to for at sammenligne.')
    // While the machine loads, the bar shows the tick as a preview; then the machine's state.
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('selection.tooFew availability.idle'))
    expect(listsNow().compare).toEqual(['bil-1'])
  })

  it('leads to the compare page at two vehicles, and refuses a 7th', async () => {
    await renderAt('/lager', [<CompareBar key="bar" />, ...boxes])
    for (const car of cars.slice(0, 2)) fireEvent.click(compareBox(car.label))
    await waitFor(() => expect(bar()?.querySelector('h2')?.textContent).toBe('2 af 6 valgt til sammenligning'))
    const go = within(bar() as HTMLElement).getByRole('link', { name: 'Sammenlign' })
    expect(go.getAttribute('href')).toBe('/lager/sammenligne')
    expect(bar()?.textContent).not.toContain('Vælg mindst to for at sammenligne.')
    for (const car of cars.slice(2)) fireEvent.click(compareBox(car.label))
    await waitFor(() => expect(bar()?.querySelector('h2')?.textContent).toBe('6 af 6 valgt til sammenligning'))
    expect(compareBox('Bil 7').checked).toBe(false)
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('selection.full availability.idle'))
  })

  it('removes a vehicle with its button and keeps focus in the bar; "Ryd alle" empties the list and the bar goes', async () => {
    await renderAt('/lager', [<CompareBar key="bar" />, ...boxes])
    for (const car of cars.slice(0, 3)) fireEvent.click(compareBox(car.label))
    await waitFor(() => expect(bar()?.querySelector('h2')?.textContent).toBe('3 af 6 valgt til sammenligning'))
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Bil 2 fra sammenligningen' }))
    await waitFor(() => expect(bar()?.querySelector('h2')?.textContent).toBe('2 af 6 valgt til sammenligning'))
    expect(document.activeElement).toBe(bar()?.querySelector('h2'))
    expect(compareBox('Bil 2').checked).toBe(false)
    expect(listsNow().compare).toEqual(['bil-1', 'bil-3'])
    fireEvent.click(screen.getByRole('button', { name: 'Ryd alle' }))
    await waitFor(() => expect(bar()).toBeNull())
    expect(listsNow().compare).toEqual([])
  })

  it('tells the fixed elements the bar’s height while it is shown', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(88)
    await renderAt('/lager', [<CompareBar key="bar" />, ...boxes])
    const root = document.documentElement
    expect(root.style.getPropertyValue('--compare-bar-height')).toBe('')
    fireEvent.click(compareBox('Bil 1'))
    await waitFor(() => expect(root.style.getPropertyValue('--compare-bar-height')).toBe('88px'))
    fireEvent.click(screen.getByRole('button', { name: 'Ryd alle' }))
    await waitFor(() => expect(bar()).toBeNull())
    expect(root.style.getPropertyValue('--compare-bar-height')).toBe('')
    expect(disconnected).toBe(1)
    height.mockRestore()
  })

  it('is not shown on the compare page itself', async () => {
    await renderAt('/lager/sammenligne', [<CompareBar key="bar" />, ...boxes])
    fireEvent.click(compareBox('Bil 1'))
    fireEvent.click(compareBox('Bil 2'))
    await waitFor(() => expect(listsNow().compare).toEqual(['bil-1', 'bil-2']))
    expect(bar()).toBeNull()
    expect(document.documentElement.style.getPropertyValue('--compare-bar-height')).toBe('')
  })
})

describe('FavouriteCheckbox', () => {
  it('saves the vehicle as a favourite, not for comparison', async () => {
    await renderAt('/lager', [<CompareBar key="bar" />, <FavouriteCheckbox key="fav" vehicleId="bil-1" label="Bil 1" />, ...boxes.slice(0, 1)])
    const favourite = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Gem som favorit Bil 1' })
    fireEvent.click(favourite)
    await waitFor(() => expect(listsNow().favourites).toEqual(['bil-1']))
    expect(favourite.checked).toBe(true)
    expect(favourite.closest('label')?.getAttribute('data-list')).toBe('favourites')
    expect(compareBox('Bil 1').checked).toBe(false)
    expect(compareBox('Bil 1').closest('label')?.getAttribute('data-list')).toBe('compare')
    expect(listsNow().compare).toEqual([])
    expect(bar()).toBeNull()
  })
})

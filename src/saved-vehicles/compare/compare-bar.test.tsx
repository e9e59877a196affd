/**
 * One source of truth on screen (issue 16): the compare bar shows the count,
 * the limits and the state the compare machine's snapshot holds, not numbers
 * of its own. A machine created with another maximum (3 instead of 6) and
 * another minimum changes what the bar says, with nothing else changed.
 */
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { compareConfig, compareMachine } from '#machines/compare/compare-machine.ts'
import { createVehicleListMachine } from '#machines/shared/vehicle-list-machine.ts'
import type { VehicleListView } from '../vehicle-list-store.ts'
import { vehicleListView } from '../vehicle-list-store.ts'
import { CompareBarView } from './compare-bar.tsx'

async function render(node: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({ component: () => node })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

/** The bar for a machine after the visitor added `count` vehicles. */
async function barAfter(machine: typeof compareMachine, count: number): Promise<string> {
  const actor = createActor(machine).start()
  for (let n = 1; n <= count; n++) actor.send({ type: 'compare.add', vehicle: car(n) })
  const view = vehicleListView(actor.getSnapshot()) as Extract<VehicleListView, { status: 'ready' }>
  actor.stop()
  return render(<CompareBarView compare={view} onRemove={() => undefined} onClear={() => undefined} />)
}

const heading = (html: string) => /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1]?.replace(/<!-- -->/g, '')
const state = (html: string) => /data-state="([^"]*)"/.exec(html)?.[1]

describe('CompareBarView reads the compare machine', () => {
  it('shows the site machine’s maximum (6) and its state', async () => {
    const html = await barAfter(compareMachine, 1)
    expect(heading(html)).toBe('1 af 6 valgt til sammenligning')
    expect(state(html)).toBe('selection.tooFew availability.idle')
    expect(html).toContain('Vælg mindst to for at sammenligne.')
  })

  it('shows another maximum and minimum when the machine is created with them', async () => {
    const small = createVehicleListMachine({ ...compareConfig, min: 3, max: 4 }) as unknown as typeof compareMachine
    const two = await barAfter(small, 2)
    expect(heading(two)).toBe('2 af 4 valgt til sammenligning')
    expect(state(two)).toBe('selection.tooFew availability.idle')
    // Two are enough for the site's machine, not for this one: no way to the compare page yet.
    expect(two).toContain('Vælg mindst to for at sammenligne.')
    const five = await barAfter(small, 5)
    expect(heading(five)).toBe('4 af 4 valgt til sammenligning')
    expect(state(five)).toBe('selection.full availability.idle')
    expect(five).not.toContain('Vælg mindst to for at sammenligne.')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { compareDefinition, compareMachine, type CompareMachine } from '../compare/compare-machine.ts'
import { journalKey } from './journal-key.ts'
import { lazyMachine, type LoadedMachine } from './lazy-machine.ts'

const vehicle = (n: number) => ({ id: `${100000 + n}-1-renault-clio-techno`, label: `Renault Clio ${n}` })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A browser window with just what the journal storage uses: localStorage and storage events. */
function stubBrowser() {
  const items = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined })
  return items
}

/** The compare machine as the site runs it, with an availability check that finds `sold` sold. */
function loadCompare(sold: string[]) {
  return vi.fn(async (): Promise<LoadedMachine<CompareMachine>> => ({
    definition: compareDefinition,
    machine: compareMachine.provide({ actors: { checkAvailability: fromPromise(async () => ({ unavailableIds: sold })) } }),
    startEvents: [{ type: 'availability.check' }],
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lazy machine', () => {
  it('is pending and inert on the server', () => {
    const load = loadCompare([])
    const compare = lazyMachine<CompareMachine>({ machineId: 'compare', load })
    compare.send({ type: 'compare.add', vehicle: vehicle(1) })
    compare.preload()
    expect(compare.getView()).toEqual({ status: 'pending' })
    expect(compare.subscribe(() => undefined)).toBeTypeOf('function')
    expect(load).not.toHaveBeenCalled()
  })

  it('knows an empty list without loading, then loads on the first event and journals it in localStorage', async () => {
    const items = stubBrowser()
    const load = loadCompare([])
    const compare = lazyMachine<CompareMachine>({ machineId: 'compare', load })
    compare.subscribe(() => undefined)
    expect(compare.getView()).toEqual({ status: 'empty', queued: [] })
    expect(load).not.toHaveBeenCalled()

    compare.send({ type: 'compare.add', vehicle: vehicle(1) })
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(compare.getView().status).toBe('ready'))
    const view = compare.getView()
    expect(view.status === 'ready' && view.snapshot.context.vehicles).toEqual([vehicle(1)])
    expect(items.get(journalKey('compare'))).toContain(vehicle(1).id)
  })

  it('sends the start events live and hands the notices, not the journal records, to onEmitted', async () => {
    const items = stubBrowser()
    items.set(
      journalKey('compare'),
      JSON.stringify({
        format: 'bilhuset-nord/machine-journal',
        formatVersion: 1,
        machine: 'compare',
        version: 1,
        revision: 2,
        entries: [1, 2].map((n) => ({ seq: n, event: { type: 'compare.add', vehicle: vehicle(n) } })),
      }),
    )
    const onEmitted = vi.fn()
    const compare = lazyMachine<CompareMachine>({ machineId: 'compare', load: loadCompare([vehicle(2).id]), onEmitted })
    // A saved list: the machine loads as soon as the page looks.
    compare.subscribe(() => undefined)
    await vi.waitFor(() => expect(onEmitted).toHaveBeenCalled())
    const view = compare.getView()
    expect(view.status === 'ready' && view.snapshot.context.vehicles).toEqual([vehicle(1)])
    expect(onEmitted.mock.calls).toEqual([[{ type: 'notice.pruned', count: 1 }]])
  })

  it('reports a failed load and drops what was queued', async () => {
    stubBrowser()
    const onLoadError = vi.fn()
    const compare = lazyMachine<CompareMachine>({ machineId: 'compare', load: () => Promise.reject(new Error('offline')), onLoadError })
    compare.subscribe(() => undefined)
    compare.send({ type: 'compare.add', vehicle: vehicle(1) })
    expect(compare.getView()).toEqual({ status: 'empty', queued: [{ type: 'compare.add', vehicle: vehicle(1) }] })
    await settle()
    expect(onLoadError).toHaveBeenCalledWith(new Error('offline'))
    expect(compare.getView()).toEqual({ status: 'empty', queued: [] })
  })
})

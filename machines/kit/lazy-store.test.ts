import { describe, expect, it, vi } from 'vitest'
import { compareDefinition, type CompareMachine } from '../compare/compare-machine.ts'
import { journalKey } from './journal-key.ts'
import { createMemoryStorageArea, type MemoryStorageArea } from './journal-storage.ts'
import { createLazyPersistentStore } from './lazy-store.ts'
import { createPersistentStore, type PersistentStore } from './persistent-store.ts'

const vehicle = (n: number) => ({ id: `${100000 + n}-1-renault-clio-techno`, label: `Renault Clio ${n}` })
const silent = { warn: () => undefined }

/** A lazy compare store over `area`, with a load that the test resolves (or rejects) itself. */
function setup(area: MemoryStorageArea) {
  let resolveLoad: (() => void) | null = null
  let rejectLoad: ((error: Error) => void) | null = null
  const load = vi.fn(
    () =>
      new Promise<PersistentStore<CompareMachine>>((resolve, reject) => {
        resolveLoad = () => resolve(createPersistentStore(compareDefinition, { storage: area.handle(), logger: silent }))
        rejectLoad = reject
      }),
  )
  const onLoadError = vi.fn()
  const loadStates: string[] = []
  const lazy = createLazyPersistentStore<CompareMachine>({
    machineId: 'compare',
    storage: area.handle(),
    load,
    onLoadError,
    onLoadState: (state) => loadStates.push(state),
  })
  const ids = () => {
    const view = lazy.getView()
    return view.status === 'ready' ? view.snapshot.context.vehicles.map((v) => v.id) : view.status
  }
  const settle = async (action: 'resolve' | 'reject') => {
    if (action === 'resolve') resolveLoad?.()
    else rejectLoad?.(new Error('Failed to fetch dynamically imported module'))
    await new Promise((r) => setTimeout(r, 0))
  }
  return { lazy, load, onLoadError, ids, settle, loadStates }
}

describe('lazy persistent store', () => {
  it('is pending until subscribed, then knows an empty list without loading the machine', () => {
    const { lazy, load, ids } = setup(createMemoryStorageArea())
    expect(ids()).toBe('pending')
    const listener = vi.fn()
    lazy.subscribe(listener)
    expect(ids()).toBe('empty')
    expect(listener).toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the machine on the first event and delivers queued events in order', async () => {
    const area = createMemoryStorageArea()
    const { lazy, load, ids, settle } = setup(area)
    lazy.subscribe(() => undefined)
    lazy.send({ type: 'compare.add', vehicle: vehicle(1) })
    lazy.send({ type: 'compare.add', vehicle: vehicle(2) })
    lazy.send({ type: 'compare.remove', vehicleId: vehicle(1).id })
    expect(load).toHaveBeenCalledTimes(1)
    // Until the machine runs, the events are shown as queued (the features preview them).
    expect(lazy.getView()).toEqual({ status: 'empty', queued: [expect.objectContaining({ type: 'compare.add' }), expect.anything(), expect.anything()] })
    await settle('resolve')
    expect(ids()).toEqual([vehicle(2).id])
    // The events went through the real store, so they are journaled.
    expect(area.data.get(journalKey('compare'))).toContain(vehicle(2).id)
    lazy.send({ type: 'compare.add', vehicle: vehicle(3) })
    expect(ids()).toEqual([vehicle(2).id, vehicle(3).id])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a subscriber never sees the loaded machine without the events sent while it loaded', async () => {
    const { lazy, ids, settle } = setup(createMemoryStorageArea())
    // What each notification showed: the queued ticks while loading, then the running machine's list.
    const seen: string[] = []
    lazy.subscribe(() => {
      const view = lazy.getView()
      seen.push(view.status === 'ready' ? `ready:${view.snapshot.context.vehicles.length}` : `${view.status}:${'queued' in view ? view.queued.length : 0}`)
    })
    lazy.send({ type: 'compare.add', vehicle: vehicle(1) })
    lazy.send({ type: 'compare.add', vehicle: vehicle(2) })
    await settle('resolve')
    expect(ids()).toEqual([vehicle(1).id, vehicle(2).id])
    // Told "ready" with an empty list in between, the compare bar emptied for a moment and consent read
    // "unanswered" right after "Accepter alle".
    expect(seen).toEqual(['empty:0', 'empty:1', 'empty:2', 'ready:2'])
  })

  it('loads at once when a journal exists (a returning visitor)', async () => {
    const area = createMemoryStorageArea()
    const tab = createPersistentStore(compareDefinition, { storage: area.handle(), logger: silent })
    tab.start()
    tab.send({ type: 'compare.add', vehicle: vehicle(1) })
    const { lazy, load, ids, settle } = setup(area)
    lazy.subscribe(() => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(ids()).toBe('pending')
    await settle('resolve')
    expect(ids()).toEqual([vehicle(1).id])
  })

  it('loads when another tab starts a list', async () => {
    const area = createMemoryStorageArea()
    const { lazy, load, ids, settle } = setup(area)
    const listener = vi.fn()
    lazy.subscribe(listener)
    const other = createPersistentStore(compareDefinition, { storage: area.handle(), logger: silent })
    other.start()
    other.send({ type: 'compare.add', vehicle: vehicle(4) })
    expect(load).toHaveBeenCalledTimes(1)
    await settle('resolve')
    expect(ids()).toEqual([vehicle(4).id])
  })

  it('tells where loading stands at each change: idle, loading, failed, loading again on intent, loaded', async () => {
    const { lazy, settle, loadStates } = setup(createMemoryStorageArea())
    // The lazy-loader machine's states (machines/lazy-loader/), told once each time they change.
    expect(loadStates).toEqual(['idle'])
    lazy.subscribe(() => undefined)
    lazy.send({ type: 'compare.add', vehicle: vehicle(1) })
    lazy.send({ type: 'compare.add', vehicle: vehicle(2) })
    expect(loadStates).toEqual(['idle', 'loading'])
    await settle('reject')
    expect(loadStates).toEqual(['idle', 'loading', 'failed'])
    lazy.preload()
    lazy.preload()
    await settle('resolve')
    expect(loadStates).toEqual(['idle', 'loading', 'failed', 'loading', 'loaded'])
    expect(lazy.loadState()).toBe('loaded')
  })

  it('preload loads without sending anything', async () => {
    const { lazy, load, ids, settle } = setup(createMemoryStorageArea())
    lazy.subscribe(() => undefined)
    lazy.preload()
    lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
    await settle('resolve')
    expect(ids()).toEqual([])
  })

  it('reports a failed load, drops the queued events and tries again on the next one', async () => {
    const { lazy, load, onLoadError, ids, settle } = setup(createMemoryStorageArea())
    lazy.subscribe(() => undefined)
    lazy.send({ type: 'compare.add', vehicle: vehicle(1) })
    await settle('reject')
    expect(onLoadError).toHaveBeenCalledWith(expect.any(Error))
    // The preview goes: the tick was not saved, and the visitor is told so by onLoadError.
    expect(lazy.getView()).toEqual({ status: 'empty', queued: [] })
    lazy.send({ type: 'compare.add', vehicle: vehicle(2) })
    expect(load).toHaveBeenCalledTimes(2)
    await settle('resolve')
    expect(ids()).toEqual([vehicle(2).id])
  })

  it('keeps events queued before the machine loaded through a reload, and delivers them once on the next page', async () => {
    const area = createMemoryStorageArea()
    const first = setup(area)
    first.lazy.subscribe(() => undefined)
    first.lazy.send({ type: 'compare.add', vehicle: vehicle(1) })
    first.lazy.send({ type: 'compare.add', vehicle: vehicle(2) })
    // The visitor reloads before the machine has loaded: the first page's load never settles.
    expect(area.data.get(journalKey('compare'))).toBeUndefined()
    expect(JSON.parse(area.data.get(`${journalKey('compare')}:queued`) ?? '[]')).toHaveLength(2)

    const next = setup(area)
    next.lazy.subscribe(() => undefined)
    // A waiting queue loads the machine at once, like a journal does.
    expect(next.load).toHaveBeenCalledTimes(1)
    expect(next.ids()).toBe('pending')
    next.lazy.send({ type: 'compare.add', vehicle: vehicle(3) })
    await next.settle('resolve')
    expect(next.ids()).toEqual([vehicle(1).id, vehicle(2).id, vehicle(3).id])
    // Delivered: journaled once each, and the queue is gone.
    expect(area.data.has(`${journalKey('compare')}:queued`)).toBe(false)
    const journal = area.data.get(journalKey('compare')) ?? ''
    expect(journal.split(vehicle(1).id).length - 1).toBe(1)

    // A third page finds nothing queued: it loads for the journal and adds nothing twice.
    const third = setup(area)
    third.lazy.subscribe(() => undefined)
    await third.settle('resolve')
    expect(third.ids()).toEqual([vehicle(1).id, vehicle(2).id, vehicle(3).id])
  })

  it('drops stored queue entries the journal schema does not take', async () => {
    const area = createMemoryStorageArea()
    area.data.set(
      `${journalKey('compare')}:queued`,
      JSON.stringify([{ type: 'compare.add', vehicle: { id: '<script>', label: 1 } }, 7, { type: 'compare.add', vehicle: vehicle(5) }]),
    )
    const { lazy, ids, settle } = setup(area)
    lazy.subscribe(() => undefined)
    await settle('resolve')
    expect(ids()).toEqual([vehicle(5).id])
    expect(area.data.has(`${journalKey('compare')}:queued`)).toBe(false)
  })

  it('ignores a stored queue that is not a list', async () => {
    const area = createMemoryStorageArea()
    area.data.set(`${journalKey('compare')}:queued`, '{"type":"compare.add"')
    const { lazy, load, ids } = setup(area)
    lazy.subscribe(() => undefined)
    expect(load).not.toHaveBeenCalled()
    expect(ids()).toBe('empty')
  })
})

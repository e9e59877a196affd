/**
 * The browser's journal storage: which `storage` events from other tabs a
 * list follows. Per the HTML standard another tab's `localStorage.clear()`
 * arrives as a storage event whose key is null; the visitor's list must then
 * be empty here too (issue 16, survivor 8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareDefinition, type CompareJournalEvent } from '../compare/compare-machine.ts'
import { journalKey } from './journal-key.ts'
import { browserJournalStorage, createMemoryStorageArea } from './journal-storage.ts'
import { createPersistentStore } from './persistent-store.ts'

/** A Storage as browsers implement it (enough of it for the adapter). */
function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  }
}

/** A storage event as another tab's change delivers it (Node has no StorageEvent). */
function storageEvent(init: { key: string | null; storageArea: Storage }) {
  return Object.assign(new Event('storage'), init)
}

function fakeWindow() {
  const target = new EventTarget()
  const localStorage = memoryStorage()
  vi.stubGlobal('window', Object.assign(target, { localStorage }))
  return { target, localStorage }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const add = (n: number): CompareJournalEvent => ({ type: 'compare.add', vehicle: { id: `${100000 + n}-1-renault-clio`, label: `Renault Clio ${n}` } })

describe('browser journal storage', () => {
  it('is absent without a window (server rendering)', () => {
    expect(browserJournalStorage()).toBeNull()
  })

  it('follows changes to its own key and another tab’s clear(), and nothing else', () => {
    const { target, localStorage } = fakeWindow()
    const storage = browserJournalStorage()
    expect(storage).not.toBeNull()
    const onChange = vi.fn()
    const stop = storage?.watch('liste', onChange)
    target.dispatchEvent(storageEvent({ key: 'en-anden-nøgle', storageArea: localStorage }))
    expect(onChange).toHaveBeenCalledTimes(0)
    target.dispatchEvent(storageEvent({ key: 'liste', storageArea: memoryStorage() }))
    expect(onChange).toHaveBeenCalledTimes(0)
    target.dispatchEvent(storageEvent({ key: 'liste', storageArea: localStorage }))
    expect(onChange).toHaveBeenCalledTimes(1)
    target.dispatchEvent(storageEvent({ key: null, storageArea: localStorage }))
    expect(onChange).toHaveBeenCalledTimes(2)
    stop?.()
    target.dispatchEvent(storageEvent({ key: 'liste', storageArea: localStorage }))
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('empties the compare list when another tab clears localStorage', () => {
    const { target, localStorage } = fakeWindow()
    const storage = browserJournalStorage()
    if (!storage) throw new Error('no storage')
    const store = createPersistentStore(compareDefinition, { storage })
    store.start()
    store.send(add(1))
    store.send(add(2))
    const count = () => {
      const view = store.getView()
      return view.status === 'ready' ? view.snapshot.context.vehicles.length : -1
    }
    expect(count()).toBe(2)
    expect(localStorage.getItem(journalKey('compare'))).not.toBeNull()
    // The other tab: clear() removes everything and fires one event with key null here.
    localStorage.clear()
    target.dispatchEvent(storageEvent({ key: null, storageArea: localStorage }))
    expect(count()).toBe(0)
  })
})

describe('browser journal storage, reading and writing', () => {
  it('reads, writes and removes through localStorage, and leaves no probe behind', () => {
    const { localStorage } = fakeWindow()
    const storage = browserJournalStorage()
    storage?.write('liste', '{"a":1}')
    expect(localStorage.getItem('liste')).toBe('{"a":1}')
    expect(storage?.read('liste')).toBe('{"a":1}')
    storage?.remove('liste')
    expect(localStorage.getItem('liste')).toBeNull()
    expect(storage?.read('liste')).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it('is absent when localStorage throws on use (private modes, storage disabled)', () => {
    const { localStorage } = fakeWindow()
    localStorage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(browserJournalStorage()).toBeNull()
  })

  it('is absent when reading localStorage itself throws (storage blocked by the browser)', () => {
    vi.stubGlobal(
      'window',
      Object.defineProperty(new EventTarget(), 'localStorage', {
        get() {
          throw new Error('SecurityError')
        },
      }),
    )
    expect(browserJournalStorage()).toBeNull()
  })
})

describe('in-memory storage area (the tests’ stand-in for tabs)', () => {
  it('tells the other handles about a write or removal of the watched key, never the writer or other keys', () => {
    const area = createMemoryStorageArea()
    const tabA = area.handle()
    const tabB = area.handle()
    const seenByA = vi.fn()
    const seenByB = vi.fn()
    tabA.watch('liste', seenByA)
    const stopB = tabB.watch('liste', seenByB)
    tabA.write('liste', '1')
    expect([seenByA.mock.calls.length, seenByB.mock.calls.length]).toEqual([0, 1])
    tabA.write('andet', '1')
    expect([seenByA.mock.calls.length, seenByB.mock.calls.length]).toEqual([0, 1])
    expect(tabB.read('liste')).toBe('1')
    tabA.remove('liste')
    expect([seenByA.mock.calls.length, seenByB.mock.calls.length]).toEqual([0, 2])
    expect(tabB.read('liste')).toBeNull()
    expect(area.data.has('liste')).toBe(false)
    stopB()
    tabA.write('liste', '2')
    expect(seenByB).toHaveBeenCalledTimes(2)
    tabB.write('liste', '3')
    expect(seenByA).toHaveBeenCalledTimes(1)
  })
})

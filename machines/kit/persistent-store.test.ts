import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { compareDefinition, compareMachine, type CompareJournalEvent } from '../compare/compare-machine.ts'
import { favouritesDefinition } from '../favourites/favourites-machine.ts'
import { emptyJournal, journalFormat, parseJournal, serializeJournal, appendToJournal } from './journal.ts'
import { journalKey } from './journal-key.ts'
import { createMemoryStorageArea, type JournalStorage } from './journal-storage.ts'
import { createPersistentStore } from './persistent-store.ts'
import { replay } from './replay.ts'

const key = journalKey('compare')
const vehicle = (n: number) => ({ id: `${100000 + n}-1-renault-clio-techno`, label: `Renault Clio ${n}` })
const add = (n: number): CompareJournalEvent => ({ type: 'compare.add', vehicle: vehicle(n) })

function silentLogger() {
  const warnings: string[] = []
  return { warnings, logger: { warn: (m: string) => warnings.push(m) } }
}

function ids(store: ReturnType<typeof createPersistentStore<typeof compareMachine, CompareJournalEvent>>) {
  const view = store.getView()
  return view.status === 'ready' ? view.snapshot.context.vehicles.map((v) => v.id) : null
}

describe('journal', () => {
  it('round-trips through JSON and validates events', () => {
    const journal = appendToJournal(appendToJournal(emptyJournal(compareDefinition.journal), add(1)), add(2))
    const read = parseJournal(compareDefinition.journal, serializeJournal(journal))
    expect(read).toEqual({ status: 'ok', journal })
    expect(journal.entries.map((e) => e.seq)).toEqual([1, 2])
  })

  it.each([
    ['corrupt', '{not json', 'corrupt'],
    ['not a journal', JSON.stringify({ hello: 'world' }), 'corrupt'],
    ['another machine', JSON.stringify({ ...emptyJournal(favouritesDefinition.journal) }), 'foreign'],
    ['another format', JSON.stringify({ format: 'x', formatVersion: 1, machine: 'compare', version: 1 }), 'foreign'],
    ['an old version', JSON.stringify({ ...emptyJournal(compareDefinition.journal), version: 0 }), 'outdated'],
    [
      'an invalid event',
      JSON.stringify({
        ...emptyJournal(compareDefinition.journal),
        revision: 1,
        entries: [{ seq: 1, event: { type: 'compare.add', vehicle: { id: 'Not A Slug!', label: 'x' } } }],
      }),
      'corrupt',
    ],
    [
      'an unknown event',
      JSON.stringify({ ...emptyJournal(compareDefinition.journal), revision: 1, entries: [{ seq: 1, event: { type: 'availability.check' } }] }),
      'corrupt',
    ],
    [
      'decreasing seq',
      JSON.stringify({
        ...emptyJournal(compareDefinition.journal),
        revision: 2,
        entries: [
          { seq: 2, event: add(1) },
          { seq: 1, event: add(2) },
        ],
      }),
      'corrupt',
    ],
  ])('discards %s', (_name, raw, reason) => {
    const read = parseJournal(compareDefinition.journal, raw)
    expect(read.status).toBe('discarded')
    expect(read.status === 'discarded' && read.reason).toBe(reason)
  })

  it('uses the shared format marker', () => {
    expect(emptyJournal(compareDefinition.journal).format).toBe(journalFormat)
  })
})

describe('replay', () => {
  it('is deterministic and runs no actions', () => {
    const spy = vi.fn()
    const machine = compareMachine.provide({ actions: { record: spy, notifyLimitReached: spy } })
    const events = [1, 2, 3, 4, 5, 6, 7].map(add)
    const a = replay(machine, events)
    const b = replay(machine, events)
    expect(spy).not.toHaveBeenCalled()
    expect(a.context).toEqual(b.context)
    // The 7th add is refused on replay too (e.g. two tabs adding at once).
    expect(a.context.vehicles).toHaveLength(6)
    expect(a.value).toEqual({ selection: 'full', availability: 'idle' })
  })
})

describe('persistent store', () => {
  it('journals accepted events only and restores them on load', () => {
    const area = createMemoryStorageArea()
    const { logger, warnings } = silentLogger()
    const store = createPersistentStore(compareDefinition, { storage: area.handle(), logger })
    store.start()
    for (let n = 1; n <= 7; n++) store.send(add(n))
    store.send(add(1)) // duplicate: ignored
    store.send({ type: 'compare.remove', vehicleId: 'unknown-1' }) // unknown: ignored
    // The refused 7th is journaled too (issue 32: it shows in a replayed journal); the duplicate and the unknown are not.
    expect(store.journal().entries.map((e) => e.event.type)).toEqual(Array(7).fill('compare.add'))
    expect(store.journal().entries.at(-1)?.event).toEqual(add(7))

    const reloaded = createPersistentStore(compareDefinition, { storage: area.handle(), logger })
    reloaded.start()
    expect(ids(reloaded)).toEqual([1, 2, 3, 4, 5, 6].map((n) => vehicle(n).id))
    expect(warnings).toEqual([])
  })

  it('is pending until started and never touches storage before', () => {
    const storage: JournalStorage = { read: vi.fn(() => null), write: vi.fn(), remove: vi.fn(), watch: vi.fn(() => () => undefined) }
    const store = createPersistentStore(compareDefinition, { storage })
    expect(store.getView()).toEqual({ status: 'pending' })
    expect(storage.read).not.toHaveBeenCalled()
  })

  it('ignores a corrupt journal with a warning and starts empty', () => {
    const area = createMemoryStorageArea()
    area.data.set(key, '{"format":"bilhuset-nord/machine-journal", garbage')
    const { logger, warnings } = silentLogger()
    const store = createPersistentStore(compareDefinition, { storage: area.handle(), logger })
    store.start()
    expect(ids(store)).toEqual([])
    expect(warnings).toEqual([expect.stringContaining('stored journal discarded (corrupt')])
    expect(area.data.has(key)).toBe(false)
    store.send(add(1))
    expect(parseJournal(compareDefinition.journal, area.data.get(key) ?? null).status).toBe('ok')
  })

  it('keeps working in memory when storage throws', () => {
    const { logger, warnings } = silentLogger()
    const storage: JournalStorage = {
      read: () => {
        throw new Error('SecurityError')
      },
      write: () => {
        throw new Error('QuotaExceededError')
      },
      remove: () => undefined,
      watch: () => () => undefined,
    }
    const store = createPersistentStore(compareDefinition, { storage, logger })
    store.start()
    store.send(add(1))
    store.send(add(2))
    expect(ids(store)).toEqual([vehicle(1).id, vehicle(2).id])
    expect(warnings.some((w) => w.includes('could not save'))).toBe(true)
  })

  it('syncs tabs: a write in one tab rebuilds the other', () => {
    const area = createMemoryStorageArea()
    const tabA = createPersistentStore(compareDefinition, { storage: area.handle() })
    const tabB = createPersistentStore(compareDefinition, { storage: area.handle() })
    tabA.start()
    tabB.start()
    const seen = vi.fn()
    tabB.subscribe(seen)
    tabA.send(add(1))
    tabA.send(add(2))
    expect(ids(tabB)).toEqual([vehicle(1).id, vehicle(2).id])
    tabB.send({ type: 'compare.remove', vehicleId: vehicle(1).id })
    expect(ids(tabA)).toEqual([vehicle(2).id])
    expect(seen).toHaveBeenCalled()
  })

  it('notices in one tab are not repeated in the other', () => {
    const area = createMemoryStorageArea()
    const tabA = createPersistentStore(compareDefinition, { storage: area.handle() })
    const tabB = createPersistentStore(compareDefinition, { storage: area.handle() })
    tabA.start()
    tabB.start()
    const noticesA = vi.fn()
    const noticesB = vi.fn()
    tabA.onEmitted(noticesA)
    tabB.onEmitted(noticesB)
    for (let n = 1; n <= 7; n++) tabA.send(add(n))
    expect(noticesA).toHaveBeenCalledWith({ type: 'notice.limitReached', max: 6 })
    expect(noticesB).not.toHaveBeenCalled()
  })

  it('appends to what another tab wrote and rebuilds when it missed the write', async () => {
    const area = createMemoryStorageArea()
    // Tab B does not watch (as if its storage event had not arrived yet).
    const quiet = area.handle()
    const tabB = createPersistentStore(compareDefinition, { storage: { ...quiet, watch: () => () => undefined } })
    const tabA = createPersistentStore(compareDefinition, { storage: area.handle() })
    tabA.start()
    tabB.start()
    tabA.send(add(1))
    tabB.send(add(2))
    await new Promise((r) => setTimeout(r, 0))
    expect(ids(tabB)).toEqual([vehicle(1).id, vehicle(2).id])
    expect(ids(tabA)).toEqual([vehicle(1).id, vehicle(2).id])
  })

  it('compacts a long journal into canonical events with the same state', () => {
    const area = createMemoryStorageArea()
    const store = createPersistentStore(compareDefinition, { storage: area.handle() })
    store.start()
    for (let round = 0; round < 20; round++) {
      store.send(add(1))
      store.send(add(2))
      store.send({ type: 'compare.remove', vehicleId: vehicle(1).id })
    }
    const journal = store.journal()
    expect(journal.entries.length).toBeLessThanOrEqual(compareDefinition.journal.compactAfter)
    expect(journal.entries[0]?.seq).toBeGreaterThan(1)
    const reloaded = createPersistentStore(compareDefinition, { storage: area.handle() })
    reloaded.start()
    expect(ids(reloaded)).toEqual(ids(store))
  })

  it('sends its start events to the live actor once, never on replay', async () => {
    const area = createMemoryStorageArea()
    area.data.set(key, serializeJournal(appendToJournal(emptyJournal(compareDefinition.journal), add(1))))
    const check = vi.fn(async () => ({ unavailableIds: [vehicle(1).id] }))
    const machine = compareMachine.provide({ actors: { checkAvailability: fromPromise(check) } })
    const store = createPersistentStore(compareDefinition, {
      storage: area.handle(),
      machine,
      startEvents: [{ type: 'availability.check' }],
    })
    const notices = vi.fn()
    store.onEmitted(notices)
    store.start()
    await vi.waitFor(() => expect(ids(store)).toEqual([]))
    expect(check).toHaveBeenCalledTimes(1)
    expect(notices).toHaveBeenCalledWith({ type: 'notice.pruned', count: 1 })
    // The prune was journaled: a reload starts empty without checking again.
    const reloaded = createPersistentStore(compareDefinition, { storage: area.handle(), machine })
    reloaded.start()
    expect(ids(reloaded)).toEqual([])
    expect(check).toHaveBeenCalledTimes(1)
  })
})

describe('journal versions', () => {
  // A later release of compare: version 2 reads version 1's events unchanged and version 0's
  // "compare.add" with a bare id (label = id); anything else cannot be carried over.
  const v2 = {
    ...compareDefinition.journal,
    version: 2,
    migrate: (from: number, events: readonly unknown[]) =>
      from === 1
        ? [...events]
        : from === 0
          ? events.map((e) => {
              const old = e as { type: string; vehicleId: string }
              return { type: old.type, vehicle: { id: old.vehicleId, label: old.vehicleId } }
            })
          : null,
  }
  const stored = (version: number, events: unknown[]) =>
    JSON.stringify({ ...emptyJournal(compareDefinition.journal), version, revision: events.length, entries: events.map((event, i) => ({ seq: i + 1, event })) })

  it('carries a version 1 journal over to version 2', () => {
    const read = parseJournal(v2, stored(1, [add(1), add(2)]))
    expect(read.status).toBe('migrated')
    if (read.status !== 'migrated') return
    expect(read.fromVersion).toBe(1)
    expect(read.journal.version).toBe(2)
    expect(read.journal.entries).toEqual([
      { seq: 1, event: add(1) },
      { seq: 2, event: add(2) },
    ])
  })

  it('carries a version 0 journal over, event by event', () => {
    const read = parseJournal(v2, stored(0, [{ type: 'compare.add', vehicleId: vehicle(3).id }]))
    expect(read.status === 'migrated' && read.journal.entries.map((e) => e.event)).toEqual([
      { type: 'compare.add', vehicle: { id: vehicle(3).id, label: vehicle(3).id } },
    ])
  })

  it('discards an older journal whose migrated events break the schema, or that has no migration', () => {
    const broken = parseJournal(v2, stored(0, [{ type: 'compare.add', vehicleId: 'Not A Slug!' }]))
    expect(broken.status === 'discarded' && broken.reason).toBe('outdated')
    const unknown = parseJournal({ ...v2, version: 5 }, stored(3, [add(1)]))
    expect(unknown.status === 'discarded' && unknown.reason).toBe('outdated')
    // Without `migrate`, any older version is discarded (as before).
    const none = parseJournal({ ...compareDefinition.journal, version: 2 }, stored(1, [add(1)]))
    expect(none.status === 'discarded' && none.reason).toBe('outdated')
  })

  it('recognises a journal from a later release', () => {
    expect(parseJournal(compareDefinition.journal, stored(2, [add(1)])).status).toBe('newer')
  })

  it('a store saves the migrated journal in place of the old one', () => {
    const area = createMemoryStorageArea()
    area.data.set(key, stored(1, [add(1)]))
    const store = createPersistentStore({ ...compareDefinition, journal: v2 }, { storage: area.handle(), logger: silentLogger().logger })
    store.start()
    expect(ids(store as never)).toEqual([vehicle(1).id])
    expect(JSON.parse(area.data.get(key) ?? '{}')).toMatchObject({ version: 2, entries: [{ seq: 1, event: add(1) }] })
  })

  it('a store leaves a later release’s journal untouched, and keeps this page’s changes in memory', () => {
    const area = createMemoryStorageArea()
    const later = stored(2, [add(1)])
    area.data.set(key, later)
    const { logger } = silentLogger()
    const onJournalLost = vi.fn()
    const store = createPersistentStore(compareDefinition, { storage: area.handle(), logger, onJournalLost })
    store.start()
    expect(ids(store)).toEqual([])
    store.send(add(2))
    expect(ids(store)).toEqual([vehicle(2).id])
    expect(area.data.get(key)).toBe(later)
    expect(onJournalLost).not.toHaveBeenCalled()
  })

  it('a store tells the feature when a journal cannot be restored', () => {
    const area = createMemoryStorageArea()
    area.data.set(key, stored(0, [add(1)]))
    const onJournalLost = vi.fn()
    const store = createPersistentStore(compareDefinition, { storage: area.handle(), logger: silentLogger().logger, onJournalLost })
    store.start()
    expect(onJournalLost).toHaveBeenCalledWith('outdated')
    expect(area.data.has(key)).toBe(false)
    expect(ids(store)).toEqual([])
  })
})

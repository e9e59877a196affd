/**
 * A persisted machine at run time: loads the journal, replays it purely,
 * starts the live actor from the replayed snapshot, journals the events the
 * machine records, compacts, and keeps tabs in sync.
 *
 * Client-only in practice (it is created lazily by a feature's hook, never
 * during server rendering), but it touches no browser global itself: the
 * storage is passed in, so it runs in Node tests with a memory storage.
 */
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate'
import {
  appendToJournal,
  emptyJournal,
  journalEvents,
  maxJournalEntries,
  parseJournal,
  replaceJournalEvents,
  serializeJournal,
  type DiscardReason,
  type Journal,
} from './journal.ts'
import { journalKey } from './journal-key.ts'
import type { JournalStorage } from './journal-storage.ts'
import { journalRecordType, sameProjection, type PersistedMachineDefinition } from './persisted-machine.ts'
import { replay } from './replay.ts'

export type StoreView<TSnapshot> = { status: 'pending' } | { status: 'ready'; snapshot: TSnapshot }

export const pendingView: { status: 'pending' } = { status: 'pending' }

export interface PersistentStoreOptions<TMachine extends AnyStateMachine> {
  /** Where the journal lives; null keeps it in memory only (warned once at start). */
  storage: JournalStorage | null
  /** The machine with its implementations provided (`machine.provide(...)`); defaults to the definition's. */
  machine?: TMachine
  /** Sent to the live actor once after loading (e.g. an availability check), never during replay. */
  startEvents?: readonly EventFromLogic<TMachine>[]
  /** Inspection of the live actor (model tests measure coverage with it). */
  inspect?: (event: InspectionEvent) => void
  logger?: Pick<Console, 'warn'>
  /**
   * A stored journal could not be restored (corrupt, or an older version
   * without a migration): the machine starts empty; the feature tells the visitor.
   */
  onJournalLost?: (reason: DiscardReason) => void
}

export interface PersistentStore<TMachine extends AnyStateMachine> {
  readonly machineId: string
  /** Loads the journal and starts the live actor. Idempotent. */
  start(): void
  stop(): void
  getView(): StoreView<SnapshotFrom<TMachine>>
  /** Subscribes to snapshot changes; starts the store on first use. */
  subscribe(listener: () => void): () => void
  send(event: EventFromLogic<TMachine>): void
  /** The machine's emitted events (notices), except journal records. */
  onEmitted(listener: (event: EmittedFrom<TMachine>) => void): () => void
  /** The journal as last read or written (for tests and diagnostics). */
  journal(): Journal<EventFromLogic<TMachine>>
  /** `event` read back from storage, if the journal schema takes it (events queued before the machine loaded). */
  parseStoredEvent(event: unknown): EventFromLogic<TMachine> | null
}

export function createPersistentStore<TMachine extends AnyStateMachine, TJournalEvent extends EventFromLogic<TMachine>>(
  definition: PersistedMachineDefinition<TMachine, TJournalEvent>,
  options: PersistentStoreOptions<TMachine>,
): PersistentStore<TMachine> {
  type Snapshot = SnapshotFrom<TMachine>
  type Event = EventFromLogic<TMachine>
  const machine = options.machine ?? definition.machine
  const spec = definition.journal
  const key = journalKey(spec.machineId)
  const logger = options.logger ?? console
  const storage = options.storage

  let journal: Journal<TJournalEvent> = emptyJournal(spec)
  let actor: Actor<TMachine> | null = null
  let actorSubscriptions: { unsubscribe(): void }[] = []
  let view: StoreView<Snapshot> = pendingView
  let started = false
  /** Storage holds a later release's journal: this page keeps its changes in memory. */
  let frozen = false
  let unwatch: (() => void) | null = null
  const listeners = new Set<() => void>()
  const emittedListeners = new Set<(event: EmittedFrom<TMachine>) => void>()

  const warn = (message: string) => logger.warn(`[machines] ${spec.machineId}: ${message}`)

  function readStored(): Journal<TJournalEvent> {
    if (!storage) return journal
    let raw: string | null
    try {
      raw = storage.read(key)
    } catch (error) {
      warn(`could not read the journal (${(error as Error).message}); starting empty`)
      return emptyJournal(spec)
    }
    const result = parseJournal(spec, raw)
    if (result.status === 'ok') return result.journal
    if (result.status === 'migrated') {
      writeStored(result.journal)
      return result.journal
    }
    if (result.status === 'newer') {
      if (!frozen) warn(`a later release's journal is kept as it is (${result.detail}); changes in this tab last until it is closed`)
      frozen = true
      return journal.revision === 0 && journal.entries.length === 0 ? emptyJournal(spec) : journal
    }
    if (result.status === 'discarded') {
      warn(`stored journal discarded (${result.reason}: ${result.detail})`)
      removeStored()
      if (result.reason !== 'foreign') options.onJournalLost?.(result.reason)
    }
    return emptyJournal(spec)
  }

  function removeStored() {
    try {
      storage?.remove(key)
    } catch {
      // Nothing more to do: the next write replaces it.
    }
  }

  function writeStored(next: Journal<TJournalEvent>) {
    journal = next
    // A later release's journal is in storage: never overwrite it from this (older) page.
    if (!storage || frozen) return
    if (next.entries.length > maxJournalEntries) {
      warn(`journal not saved: more than ${maxJournalEntries} entries even after compaction`)
      return
    }
    try {
      storage.write(key, serializeJournal(next))
    } catch (error) {
      warn(`could not save the journal (${(error as Error).message}); changes last until the page is closed`)
    }
  }

  /** Pure replay; a journal that cannot be replayed is discarded like a corrupt one. */
  function fold(j: Journal<TJournalEvent>): Snapshot {
    try {
      return replay(machine, journalEvents(j))
    } catch (error) {
      warn(`stored journal discarded (replay failed: ${(error as Error).message})`)
      removeStored()
      journal = emptyJournal(spec)
      return replay(machine, [])
    }
  }

  function publish() {
    if (!actor) return
    const snapshot = actor.getSnapshot()
    if (view.status !== 'ready' || view.snapshot !== snapshot) view = { status: 'ready', snapshot }
    for (const listener of [...listeners]) listener()
  }

  function mountActor(snapshot: Snapshot) {
    for (const s of actorSubscriptions) s.unsubscribe()
    actor?.stop()
    // Restoring from a snapshot runs no entry actions: only live events cause effects.
    const logic: AnyStateMachine = machine
    const next = createActor(logic, {
      snapshot: logic.getPersistedSnapshot(snapshot),
      inspect: options.inspect,
    }) as unknown as Actor<TMachine>
    actorSubscriptions = [
      next.subscribe({
        next: () => publish(),
        error: (error) => warn(`the machine stopped with an error (${(error as Error).message})`),
      }),
      next.on('*', (emitted) => handleEmitted(emitted as EmittedFrom<TMachine>)),
    ]
    actor = next
    next.start()
    publish()
  }

  function handleEmitted(emitted: EmittedFrom<TMachine>) {
    if (emitted.type === journalRecordType) {
      record((emitted as unknown as { event: unknown }).event)
      return
    }
    for (const listener of [...emittedListeners]) listener(emitted)
  }

  function compactIfLong(j: Journal<TJournalEvent>): Journal<TJournalEvent> {
    if (j.entries.length <= spec.compactAfter) return j
    const current = fold(j)
    const canonical = definition.compact(current)
    if (canonical.length >= j.entries.length) return j
    if (!sameProjection(definition, replay(machine, canonical), current)) {
      warn('compaction skipped: the canonical events do not rebuild the same state')
      return j
    }
    return replaceJournalEvents(j, canonical)
  }

  /** Appends an event the live machine accepted. */
  function record(event: unknown) {
    const parsed = spec.eventSchema.safeParse(event)
    if (!parsed.success) {
      warn(`event not journaled: it does not match the journal schema (${parsed.error.issues[0]?.message ?? ''})`)
      return
    }
    const stored = readStored()
    // Another tab wrote (or the storage was cleared) since we last read: append
    // to what is stored, then rebuild from it, so every tab folds the same journal.
    const diverged = stored.revision !== journal.revision
    writeStored(compactIfLong(appendToJournal(diverged ? stored : journal, parsed.data)))
    // Rebuild after the machine has finished its current step (we are inside its emit).
    if (diverged) queueMicrotask(() => reconcile(journal))
  }

  /** Makes the live actor match `target` (the stored journal), replacing it when the projection differs. */
  function reconcile(target: Journal<TJournalEvent>) {
    journal = target
    const snapshot = fold(target)
    if (actor && sameProjection(definition, snapshot, actor.getSnapshot())) return
    const hadWorkInFlight = actor ? Object.keys((actor.getSnapshot() as AnyMachineSnapshot).children).length > 0 : false
    mountActor(snapshot)
    // Work the old actor had in flight (an availability check) is started again.
    if (hadWorkInFlight) for (const event of options.startEvents ?? []) actor?.send(event)
  }

  const store: PersistentStore<TMachine> = {
    machineId: spec.machineId,
    start() {
      if (started) return
      started = true
      if (!storage) warn('localStorage is unavailable; the state lasts until the page is closed')
      journal = readStored()
      mountActor(fold(journal))
      unwatch = storage?.watch(key, () => reconcile(readStored())) ?? null
      for (const event of options.startEvents ?? []) actor?.send(event)
    },
    stop() {
      unwatch?.()
      unwatch = null
      for (const s of actorSubscriptions) s.unsubscribe()
      actorSubscriptions = []
      actor?.stop()
      actor = null
      started = false
      view = pendingView
    },
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener)
      store.start()
      return () => {
        listeners.delete(listener)
      }
    },
    send(event: Event) {
      store.start()
      actor?.send(event)
    },
    onEmitted(listener) {
      emittedListeners.add(listener)
      return () => {
        emittedListeners.delete(listener)
      }
    },
    journal: () => journal,
    parseStoredEvent(event) {
      const parsed = spec.eventSchema.safeParse(event)
      return parsed.success ? (parsed.data as Event) : null
    },
  }
  return store
}

/**
 * A persistent store whose machine is loaded on demand. On a first visit
 * there is no journal, so nothing needs xstate or the machine until the
 * visitor acts: the lazy store says "empty" (a known, empty list) without
 * loading anything, and loads the real store (`load`, a dynamic import) when
 *
 * - a journal exists (a returning visitor, or another tab just wrote one),
 * - an event is sent (it is queued and delivered once the store is running),
 * - or `preload()` is called on intent (pointer over or focus on a control).
 *
 * Events sent before the machine runs are also kept in storage at once
 * (`<journal key>:queued`), so a reload before the machine has loaded loses
 * nothing: the next page loads the machine and sends them (each checked
 * against the journal's schema first), then clears the queue.
 *
 * This keeps xstate and the machines off every page's first load (ADR 0011);
 * the machine, its journal and its model tests are unchanged. Imports only
 * types from xstate and nothing from the machines, so it costs a few hundred
 * bytes in the layout. Features use it through lazy-machine.ts.
 */
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import type { JournalStorage } from './journal-storage.ts'
import { journalKey } from './journal-key.ts'
import type { PersistentStore } from './persistent-store.ts'

export type LazyStoreView<TSnapshot, TEvent> =
  | { status: 'pending' }
  /**
   * No journal and the machine not loaded: the list is known to be empty,
   * apart from the events sent while the machine loads (`queued`), which the
   * feature may show as a preview until the machine has taken them.
   */
  | { status: 'empty'; queued: readonly TEvent[] }
  | { status: 'ready'; snapshot: TSnapshot }

export interface LazyPersistentStore<TMachine extends AnyStateMachine> {
  getView(): LazyStoreView<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>
  /** Subscribes to view changes; the first subscription looks for a journal. */
  subscribe(listener: () => void): () => void
  /** Sends now when the store is running, otherwise once it has loaded. */
  send(event: EventFromLogic<TMachine>): void
  /** Starts loading the machine (on intent), without sending anything. */
  preload(): void
  /** Where loading the machine's code stands (the states of machines/lazy-loader/, which specifies this store). */
  loadState(): LazyLoadState
}

export interface LazyStoreOptions<TMachine extends AnyStateMachine> {
  machineId: string
  /** Where the journal lives (null: storage unavailable, so the machine decides, in memory). */
  storage: JournalStorage | null
  /** Creates the real store; a dynamic import of the module that builds it. */
  load: () => Promise<PersistentStore<TMachine>>
  /** Loading failed (offline, a new release removed the chunk): the queued events are dropped. */
  onLoadError?: (error: unknown) => void
  /**
   * Told where loading the machine's code stands, when the store is made and at each change (the
   * lazy-loader machine's states): the page shows it where path tests can read it.
   */
  onLoadState?: (state: LazyLoadState) => void
}

/** Where loading a lazy store's machine stands: the lazy-loader machine's states. */
export type LazyLoadState = 'idle' | 'loading' | 'loaded' | 'failed'

/** At most this many events wait in storage for the machine (a visitor clicks a few times, not hundreds). */
const maxStoredQueue = 50

const pendingView = { status: 'pending' } as const
const emptyView = { status: 'empty', queued: [] } as const

export function createLazyPersistentStore<TMachine extends AnyStateMachine>(options: LazyStoreOptions<TMachine>): LazyPersistentStore<TMachine> {
  type Event = EventFromLogic<TMachine>
  const key = journalKey(options.machineId)
  const queueKey = `${key}:queued`
  const listeners = new Set<() => void>()
  let inner: PersistentStore<TMachine> | null = null
  let loading = false
  let failed = false
  let checked = false
  let knownEmpty = false
  /** Events sent before the machine runs; a new array (and view) per change, so React sees each. */
  let queue: readonly Event[] = []
  let queuedView: { status: 'empty'; queued: readonly Event[] } = emptyView
  let unwatch: (() => void) | null = null
  /** Events an earlier page queued but did not deliver (read from storage at the first check; unchecked until the machine loads). */
  let backlog: readonly unknown[] = []
  let backlogRead = false

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const loadState = (): LazyLoadState => (inner ? 'loaded' : loading ? 'loading' : failed ? 'failed' : 'idle')
  // Called where the state changes (load() starts only when not loading or loaded), so each change is told once.
  const tellLoadState = () => options.onLoadState?.(loadState())

  function hasJournal(): boolean {
    // Unreadable storage: let the real store handle it (it falls back to memory and says so).
    if (!options.storage) return true
    try {
      return options.storage.read(key) !== null
    } catch {
      return true
    }
  }

  /** Once per page, before this page queues anything (what it queues is written after the backlog). */
  function readBacklog(): void {
    if (backlogRead) return
    backlogRead = true
    backlog = readStoredQueue()
  }

  function readStoredQueue(): unknown[] {
    try {
      const raw = options.storage?.read(queueKey)
      if (!raw) return []
      const parsed: unknown = JSON.parse(raw)
      return Array.isArray(parsed) ? parsed.slice(0, maxStoredQueue) : []
    } catch {
      return []
    }
  }

  function writeStoredQueue(events: readonly unknown[]): void {
    try {
      if (events.length === 0) options.storage?.remove(queueKey)
      else options.storage?.write(queueKey, JSON.stringify(events.slice(-maxStoredQueue)))
    } catch {
      // Storage refused (quota, disabled): the events still go once the machine has loaded.
    }
  }

  function load(): void {
    if (loading) return
    loading = true
    failed = false
    tellLoadState()
    unwatch?.()
    unwatch = null
    void options.load().then(
      (store) => {
        inner = store
        // The events sent while the machine loaded go in before anyone is told it runs: told first, a
        // subscriber saw the machine's first state without them (consent read "unanswered" between
        // "Accepter alle" and its delivery, and session recording stopped and started again).
        for (const raw of backlog) {
          const event = store.parseStoredEvent(raw)
          if (event) store.send(event)
        }
        for (const event of queue) store.send(event)
        store.subscribe(notify)
        tellLoadState()
        backlog = []
        writeStoredQueue([])
        setQueue([])
      },
      (error: unknown) => {
        loading = false
        failed = true
        tellLoadState()
        backlog = []
        writeStoredQueue([])
        setQueue([])
        options.onLoadError?.(error)
      },
    )
  }

  function setQueue(next: readonly Event[]): void {
    queue = next
    queuedView = next.length > 0 ? { status: 'empty', queued: next } : emptyView
    notify()
  }

  /** Once, after hydration (the first subscription runs in an effect). */
  function check(): void {
    if (checked) return
    checked = true
    readBacklog()
    if (hasJournal() || backlog.length > 0) {
      load()
      return
    }
    knownEmpty = true
    // Another tab may start a list while this one is open.
    unwatch = options.storage?.watch(key, load) ?? null
    notify()
  }

  tellLoadState()
  return {
    getView() {
      if (inner) {
        const view = inner.getView()
        return view.status === 'pending' && knownEmpty ? queuedView : view
      }
      return knownEmpty ? queuedView : pendingView
    },
    subscribe(listener) {
      listeners.add(listener)
      check()
      return () => {
        listeners.delete(listener)
      }
    },
    send(event) {
      if (inner) {
        inner.send(event)
        return
      }
      readBacklog()
      setQueue([...queue, event])
      writeStoredQueue([...backlog, ...queue])
      load()
    },
    preload: load,
    loadState,
  }
}

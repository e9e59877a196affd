/**
 * A persisted machine that pages need before the visitor acts (compare,
 * favourites, cookie consent), loaded on demand (ADR 0011). One call gives a
 * feature what used to take a store module and a runtime module each:
 *
 *   const consent = lazyMachine({ machineId: 'consent',
 *     load: () => import('…/consent-machine.ts').then((m) => ({ definition: m.consentDefinition })) })
 *   useLazyMachine(consent)   // pending | empty (+ queued events) | ready
 *   consent.send(event)
 *
 * In the browser it builds, once per page, a lazy store (lazy-store.ts) over
 * localStorage whose real store is created from `load()` together with the
 * persistent store module, both dynamic imports: xstate, the machine and its
 * zod schemas stay off the first load until a journal exists, the visitor
 * reaches for a control (`preload`) or sends the first event. On the server it
 * is inert (`pending`, sends are dropped). Imports only types from xstate.
 */
import { useSyncExternalStore } from 'react'
import type { AnyStateMachine, EmittedFrom, EventFromLogic, SnapshotFrom } from 'xstate'
import { browserJournalStorage } from './journal-storage.ts'
import { createLazyPersistentStore, type LazyLoadState, type LazyPersistentStore, type LazyStoreView } from './lazy-store.ts'
import type { PersistedMachineDefinition } from './persisted-machine.ts'

/** What `load` resolves to: the machine's definition and how it runs on this site. */
export interface LoadedMachine<TMachine extends AnyStateMachine> {
  definition: PersistedMachineDefinition<TMachine, EventFromLogic<TMachine>>
  /** The machine with its actors provided (`machine.provide`); defaults to the definition's. */
  machine?: TMachine
  /** Sent once to the live actor after loading (e.g. an availability check), never during replay. */
  startEvents?: readonly EventFromLogic<TMachine>[]
}

export interface LazyMachineOptions<TMachine extends AnyStateMachine> {
  /** The machine's id: names the journal looked for before anything is loaded. */
  machineId: string
  /** Dynamic imports of the machine and what it needs to run; called when needed, again after a failure. */
  load: () => Promise<LoadedMachine<TMachine>>
  /** The machine's emitted events other than journal records (notices to show). */
  onEmitted?: (event: EmittedFrom<TMachine>) => void
  /** Loading failed (offline, a new release removed the chunk): the queued events are dropped. */
  onLoadError?: (error: unknown) => void
  /** A stored journal could not be restored (corrupt, or an older version without a migration): tell the visitor. */
  onJournalLost?: () => void
  /** Where loading the machine's code stands, from the moment the page first uses it (lazy-store.ts). */
  onLoadState?: (state: LazyLoadState) => void
}

export type LazyMachineView<TMachine extends AnyStateMachine> = LazyStoreView<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>

export interface LazyMachine<TMachine extends AnyStateMachine> {
  /** Sends now when the machine runs, otherwise once it has loaded (nothing on the server). */
  send(event: EventFromLogic<TMachine>): void
  /** Starts loading the machine on intent (pointer over, focus, touch), without sending anything. */
  preload(): void
  /** For useLazyMachine (stable functions): the view, and its subscription. */
  getView(): LazyMachineView<TMachine>
  subscribe(listener: () => void): () => void
}

const pendingView = { status: 'pending' } as const
const getServerView = () => pendingView
const noop = () => undefined

export function lazyMachine<TMachine extends AnyStateMachine>(options: LazyMachineOptions<TMachine>): LazyMachine<TMachine> {
  let lazy: LazyPersistentStore<TMachine> | null = null

  function store(): LazyPersistentStore<TMachine> | null {
    if (typeof window === 'undefined') return null
    if (lazy) return lazy
    const storage = browserJournalStorage()
    lazy = createLazyPersistentStore<TMachine>({
      machineId: options.machineId,
      storage,
      async load() {
        const [{ createPersistentStore }, loaded] = await Promise.all([import('./persistent-store.ts'), options.load()])
        const real = createPersistentStore(loaded.definition, {
          storage,
          machine: loaded.machine,
          startEvents: loaded.startEvents,
          onJournalLost: options.onJournalLost,
        })
        if (options.onEmitted) real.onEmitted(options.onEmitted)
        return real
      },
      onLoadError: options.onLoadError,
      onLoadState: options.onLoadState,
    })
    return lazy
  }

  return {
    send: (event) => store()?.send(event),
    preload: () => store()?.preload(),
    getView: () => store()?.getView() ?? pendingView,
    subscribe: (listener) => store()?.subscribe(listener) ?? noop,
  }
}

/**
 * The machine's view in a component, safe for server rendering and
 * hydration: the server and the hydration pass render `pending`; after
 * hydration (the subscription runs in an effect) the store says `empty` (no
 * journal, nothing loaded) or loads the machine and says `ready`.
 */
export function useLazyMachine<TMachine extends AnyStateMachine>(machine: LazyMachine<TMachine>): LazyMachineView<TMachine> {
  return useSyncExternalStore(machine.subscribe, machine.getView, getServerView)
}

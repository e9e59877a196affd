/**
 * React binding of a lazy persistent store (lazy-store.ts), safe for server
 * rendering and hydration like use-persistent-store.ts: the server and the
 * hydration pass render `pending`; after hydration the store says `empty`
 * (no journal, nothing loaded) or loads the machine and says `ready`.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import type { LazyPersistentStore, LazyStoreView } from './lazy-store.ts'

const noop = () => undefined
const pendingView = { status: 'pending' } as const
const getServerView = () => pendingView

/** `getStore` returns the page's lazy store, or null on the server; a stable, module-level getter. */
export function useLazyStore<TMachine extends AnyStateMachine>(
  getStore: () => LazyPersistentStore<TMachine> | null,
): LazyStoreView<SnapshotFrom<TMachine>, EventFromLogic<TMachine>> {
  const subscribe = useCallback((listener: () => void) => getStore()?.subscribe(listener) ?? noop, [getStore])
  const getSnapshot = useCallback(() => getStore()?.getView() ?? pendingView, [getStore])
  return useSyncExternalStore(subscribe, getSnapshot, getServerView)
}

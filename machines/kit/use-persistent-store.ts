/**
 * React binding of a persistent store, safe for server rendering and
 * hydration: the server and the hydration pass render `pending` (nothing
 * selection-dependent), the store loads the journal after hydration (in
 * `subscribe`, an effect), and the next render shows the real state. Once
 * loaded, client-side navigations render the real state at once.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import { pendingView, type PersistentStore, type StoreView } from './persistent-store.ts'

const noop = () => undefined
const getServerView = () => pendingView

/**
 * `getStore` returns the page's store, or null on the server. It must be a
 * stable function (a module-level getter).
 */
export function usePersistentStore<TMachine extends AnyStateMachine>(getStore: () => PersistentStore<TMachine> | null): StoreView<SnapshotFrom<TMachine>> {
  const subscribe = useCallback((listener: () => void) => getStore()?.subscribe(listener) ?? noop, [getStore])
  const getSnapshot = useCallback(() => getStore()?.getView() ?? pendingView, [getStore])
  return useSyncExternalStore(subscribe, getSnapshot, getServerView)
}

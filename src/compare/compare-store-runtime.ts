/**
 * The page's compare store: the compare machine with its availability check
 * provided by a server function, its journal in localStorage, and its
 * notices shown as toasts. Created lazily in the browser only.
 */
import { fromPromise } from 'xstate'
import { compareDefinition, compareMachine, compareSelectionState, type CompareMachine, type CompareSnapshot, type SelectionState } from '../../machines/compare/compare-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'
import { usePersistentStore } from '../../machines/kit/use-persistent-store.ts'
import type { VehicleRef } from '../../machines/shared/vehicle-list.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../ui/toast/toast-store.ts'
import { checkVehicleAvailability } from './vehicle-lookup.ts'

let store: PersistentStore<CompareMachine> | null = null

export function getCompareStore(): PersistentStore<CompareMachine> | null {
  if (typeof window === 'undefined') return null
  if (!store) {
    const machine = compareMachine.provide({
      actors: {
        checkAvailability: fromPromise(({ input }) => checkVehicleAvailability({ data: { vehicleIds: input.vehicleIds } })),
      },
    })
    store = createPersistentStore(compareDefinition, {
      storage: browserJournalStorage(),
      machine,
      startEvents: [{ type: 'availability.check' }],
    })
    store.onEmitted((notice) => {
      if (notice.type === 'notice.limitReached') showToast(m.compare_limit_reached({ max: notice.max }), 'error')
      else if (notice.type === 'notice.pruned') showToast(m.compare_pruned({ count: notice.count }), 'info')
    })
  }
  return store
}

export type CompareView =
  | { status: 'pending' }
  | { status: 'ready'; selection: SelectionState; vehicles: readonly VehicleRef[]; snapshot: CompareSnapshot }

/** The compare selection; `pending` on the server and until the journal is loaded after hydration. */
export function useCompare(): CompareView {
  const view = usePersistentStore(getCompareStore)
  if (view.status === 'pending') return view
  return { status: 'ready', selection: compareSelectionState(view.snapshot), vehicles: view.snapshot.context.vehicles, snapshot: view.snapshot }
}

export function sendCompare(event: Parameters<PersistentStore<CompareMachine>['send']>[0]): void {
  getCompareStore()?.send(event)
}

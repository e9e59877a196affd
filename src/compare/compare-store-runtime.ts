/**
 * The compare store itself: the compare machine with its availability check
 * provided by a server function, its journal in localStorage, and its
 * notices shown as toasts. Loaded on demand by compare-store.ts, so xstate
 * and the machine stay off first load until a visitor compares.
 */
import { fromPromise } from 'xstate'
import { compareDefinition, compareMachine, type CompareMachine } from '../../machines/compare/compare-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../ui/toast/toast-store.ts'
import { checkVehicleAvailability } from './vehicle-lookup.functions.ts'

export function createCompareStore(): PersistentStore<CompareMachine> {
  const machine = compareMachine.provide({
    actors: {
      checkAvailability: fromPromise(({ input }) => checkVehicleAvailability({ data: { vehicleIds: input.vehicleIds } })),
    },
  })
  const store = createPersistentStore(compareDefinition, {
    storage: browserJournalStorage(),
    machine,
    startEvents: [{ type: 'availability.check' }],
  })
  store.onEmitted((notice) => {
    if (notice.type === 'notice.limitReached') showToast(m.compare_limit_reached({ max: notice.max }), 'error')
    else if (notice.type === 'notice.pruned') showToast(m.compare_pruned({ count: notice.count }), 'info')
  })
  return store
}

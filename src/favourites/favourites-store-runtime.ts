/**
 * The favourites store itself: the favourites machine with its availability
 * check provided by a server function, its journal in localStorage, and its
 * notices shown as toasts. Loaded on demand by favourites-store.ts, so xstate
 * and the machine stay off first load until a visitor saves a vehicle.
 */
import { fromPromise } from 'xstate'
import { favouritesDefinition, favouritesMachine, type FavouritesMachine } from '../../machines/favourites/favourites-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'
import { checkVehicleAvailability } from '../compare/vehicle-lookup.functions.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../ui/toast/toast-store.ts'

export function createFavouritesStore(): PersistentStore<FavouritesMachine> {
  const machine = favouritesMachine.provide({
    actors: {
      checkAvailability: fromPromise(({ input }) => checkVehicleAvailability({ data: { vehicleIds: input.vehicleIds } })),
    },
  })
  const store = createPersistentStore(favouritesDefinition, {
    storage: browserJournalStorage(),
    machine,
    startEvents: [{ type: 'availability.check' }],
  })
  store.onEmitted((notice) => {
    if (notice.type === 'notice.pruned') showToast(m.favourites_pruned({ count: notice.count }), 'info')
  })
  return store
}

/**
 * The page's favourites store: the favourites machine with its availability
 * check provided by a server function, its journal in localStorage, and its
 * notices shown as toasts. Created lazily in the browser only.
 */
import { fromPromise } from 'xstate'
import {
  favouritesDefinition,
  favouritesMachine,
  type FavouritesMachine,
  type FavouritesSnapshot,
} from '../../machines/favourites/favourites-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '../../machines/kit/persistent-store.ts'
import { usePersistentStore } from '../../machines/kit/use-persistent-store.ts'
import type { VehicleRef } from '../../machines/shared/vehicle-list.ts'
import { checkVehicleAvailability } from '../compare/vehicle-lookup.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../ui/toast/toast-store.ts'

let store: PersistentStore<FavouritesMachine> | null = null

export function getFavouritesStore(): PersistentStore<FavouritesMachine> | null {
  if (typeof window === 'undefined') return null
  if (!store) {
    const machine = favouritesMachine.provide({
      actors: {
        checkAvailability: fromPromise(({ input }) => checkVehicleAvailability({ data: { vehicleIds: input.vehicleIds } })),
      },
    })
    store = createPersistentStore(favouritesDefinition, {
      storage: browserJournalStorage(),
      machine,
      startEvents: [{ type: 'availability.check' }],
    })
    store.onEmitted((notice) => {
      if (notice.type === 'notice.pruned') showToast(m.favourites_pruned({ count: notice.count }), 'info')
    })
  }
  return store
}

export type FavouritesView =
  | { status: 'pending' }
  | { status: 'ready'; vehicles: readonly VehicleRef[]; snapshot: FavouritesSnapshot }

/** The favourites; `pending` on the server and until the journal is loaded after hydration. */
export function useFavourites(): FavouritesView {
  const view = usePersistentStore(getFavouritesStore)
  if (view.status === 'pending') return view
  return { status: 'ready', vehicles: view.snapshot.context.vehicles, snapshot: view.snapshot }
}

export function sendFavourites(event: Parameters<PersistentStore<FavouritesMachine>['send']>[0]): void {
  getFavouritesStore()?.send(event)
}

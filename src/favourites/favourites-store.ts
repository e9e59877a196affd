/**
 * The page's favourites, as components use them. The machine and xstate are
 * loaded on demand (machines/kit/lazy-store.ts): at once when saved
 * favourites exist, otherwise when the visitor reaches for a favourite
 * control or ticks one. Until then an empty list is known without them.
 */
import type { FavouritesEvent, FavouritesMachine } from '../../machines/favourites/favourites-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { browserLazyStore, type LazyPersistentStore } from '../../machines/kit/lazy-store.ts'
import { useLazyStore } from '../../machines/kit/use-lazy-store.ts'
import { previewList, type ListChange } from '../../machines/shared/vehicle-list-operations.ts'
import type { VehicleRef } from '../../machines/shared/vehicle-list.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'

const getFavouritesStore = browserLazyStore<FavouritesMachine>(() => ({
  machineId: 'favourites',
  storage: browserJournalStorage(),
  load: () => import('./favourites-store-runtime.ts').then((module) => module.createFavouritesStore()),
  onLoadError: reportLazyStoreError,
}))

export type FavouritesView = { status: 'pending' } | { status: 'ready'; vehicles: readonly VehicleRef[] }

function toChange(event: FavouritesEvent): ListChange {
  if (event.type === 'favourites.add') return { add: event.vehicle }
  if (event.type === 'favourites.remove') return { remove: event.vehicleId }
  return null
}

/** The favourites; `pending` on the server and during hydration. */
export function useFavourites(): FavouritesView {
  const view = useLazyStore(getFavouritesStore)
  if (view.status === 'pending') return view
  if (view.status === 'empty') return { status: 'ready', vehicles: previewList(view.queued.map(toChange), Infinity) }
  return { status: 'ready', vehicles: view.snapshot.context.vehicles }
}

export function sendFavourites(event: Parameters<LazyPersistentStore<FavouritesMachine>['send']>[0]): void {
  getFavouritesStore()?.send(event)
}

/** Loads the machine ahead of a likely first use (pointer over or focus on a favourite control). */
export function preloadFavourites(): void {
  getFavouritesStore()?.preload()
}

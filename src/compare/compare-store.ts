/**
 * The page's compare list, as components use it. The machine and xstate are
 * loaded on demand (machines/kit/lazy-store.ts): at once when a saved list
 * exists, otherwise when the visitor reaches for a compare control or ticks
 * one. Until then an empty list is known without them.
 */
import { constants } from '../../app.config.ts'
import type { CompareEvent, CompareMachine } from '../../machines/compare/compare-machine.ts'
import { browserJournalStorage } from '../../machines/kit/journal-storage.ts'
import { browserLazyStore, type LazyPersistentStore } from '../../machines/kit/lazy-store.ts'
import { useLazyStore } from '../../machines/kit/use-lazy-store.ts'
import { previewList, type ListChange } from '../../machines/shared/vehicle-list-operations.ts'
import type { VehicleRef } from '../../machines/shared/vehicle-list.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'

const getCompareStore = browserLazyStore<CompareMachine>(() => ({
  machineId: 'compare',
  storage: browserJournalStorage(),
  load: () => import('./compare-store-runtime.ts').then((module) => module.createCompareStore()),
  onLoadError: reportLazyStoreError,
}))

export type CompareView = { status: 'pending' } | { status: 'ready'; vehicles: readonly VehicleRef[] }

function toChange(event: CompareEvent): ListChange {
  if (event.type === 'compare.add') return { add: event.vehicle }
  if (event.type === 'compare.remove') return { remove: event.vehicleId }
  return event.type === 'compare.clear' ? 'clear' : null
}

/** The compare list; `pending` on the server and during hydration. */
export function useCompare(): CompareView {
  const view = useLazyStore(getCompareStore)
  if (view.status === 'pending') return view
  if (view.status === 'empty') return { status: 'ready', vehicles: previewList(view.queued.map(toChange), constants.compare.max) }
  return { status: 'ready', vehicles: view.snapshot.context.vehicles }
}

export function sendCompare(event: Parameters<LazyPersistentStore<CompareMachine>['send']>[0]): void {
  getCompareStore()?.send(event)
}

/** Loads the machine ahead of a likely first use (pointer over or focus on a compare control). */
export function preloadCompare(): void {
  getCompareStore()?.preload()
}

/**
 * A list of stock vehicles the visitor keeps in the browser (compare,
 * favourites), as components use it. Each list is one
 * `createVehicleListStore(...)` with its id, maximum, machine and notices;
 * the machine is the vehicle-list machine (machines/shared), loaded on demand
 * (machines/kit/lazy-machine.ts): at once when a saved list exists, otherwise
 * when the visitor reaches for one of its controls or ticks one. Until then an
 * empty list is known without it, and the ticks sent while it loads are shown
 * as a preview.
 */
import { useEffect } from 'react'
import type { StateValue } from 'xstate'
import type { PersistedMachineDefinition } from '#machines/kit/persisted-machine.ts'
import { lazyMachine, useLazyMachine, type LazyMachine } from '#machines/kit/lazy-machine.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import type {
  VehicleListEvent,
  VehicleListJournalEvent,
  VehicleListLimits,
  VehicleListMachine,
  VehicleListContext,
} from '#machines/shared/vehicle-list-machine.ts'
import { previewList, type ListChange } from '#machines/shared/vehicle-list-operations.ts'
import type { VehicleRef } from '#machines/shared/vehicle-list.ts'
import { m } from '../i18n/paraglide/messages.js'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'
import { showToast } from '../channels/toast-store.ts'

/**
 * What components show of a list: its vehicles, its limits and the machine's
 * state (`state`, for the flow's `data-state` attribute). Limits and state come
 * from the machine's snapshot once it runs; before that (server rendering,
 * hydration, the preview of ticks sent while it loads) from the limits the
 * machine is created with, and the state says `loading` (or `unloaded`: no
 * list was saved, so the machine is not needed until the visitor acts).
 */
export type VehicleListView =
  | { status: 'pending'; limits: VehicleListLimits; state: 'loading' }
  | { status: 'ready'; vehicles: readonly VehicleRef[]; limits: VehicleListLimits; state: string }

/** The view of a running list machine: everything from its snapshot. */
export function vehicleListView(snapshot: { value: StateValue; context: VehicleListContext }): VehicleListView {
  return { status: 'ready', vehicles: snapshot.context.vehicles, limits: snapshot.context.limits, state: stateAttribute(snapshot.value) }
}

export interface VehicleListStoreOptions<Id extends string> {
  id: Id
  /**
   * The limits the list's machine is created with (machines/<id>/<id>-limits.ts): shown before the
   * machine runs, and the preview never holds more than the maximum. Once it runs, its context's limits are shown.
   */
  limits: VehicleListLimits
  /** A dynamic import of the list's machine definition (machines/<id>/<id>-machine.ts). */
  load: () => Promise<PersistedMachineDefinition<VehicleListMachine<Id>, VehicleListJournalEvent<Id>>>
  /** The list's own Danish notices (toasts). */
  notices: { limitReached?: (max: number) => string; pruned: (count: number) => string }
}

export interface VehicleListStore<Id extends string> {
  readonly id: Id
  readonly limits: VehicleListLimits
  readonly machine: LazyMachine<VehicleListMachine<Id>>
  add(vehicle: VehicleRef): void
  remove(vehicleId: string): void
  clear(): void
  /** Asks the product API (through the server) whether the vehicles are still for sale; sold ones are removed. */
  checkAvailability(): void
  /** Loads the machine ahead of a likely first use (pointer over or focus on a control). */
  preload(): void
}

export function createVehicleListStore<Id extends string>(options: VehicleListStoreOptions<Id>): VehicleListStore<Id> {
  const { id, notices } = options
  const machine = lazyMachine<VehicleListMachine<Id>>({
    machineId: id,
    async load() {
      const [definition, { withAvailabilityCheck }] = await Promise.all([options.load(), import('./availability-check.ts')])
      return {
        definition: definition as PersistedMachineDefinition<VehicleListMachine<Id>, VehicleListEvent<Id>>,
        machine: withAvailabilityCheck(definition.machine),
        startEvents: [{ type: 'availability.check' }],
      }
    },
    onEmitted(notice) {
      if (notice.type === 'notice.limitReached' && notices.limitReached) showToast(notices.limitReached(notice.max), 'error')
      else if (notice.type === 'notice.pruned') showToast(notices.pruned(notice.count), 'info')
    },
    onLoadError: reportLazyStoreError,
    onJournalLost: () => showToast(m.saved_list_lost(), 'info'),
    // Where loading the list's code stands (the lazy-loader machine's state, machines/lazy-loader/), on
    // `<html data-compare-loader>` / `data-favourites-loader`: invisible to the visitor, read by the path
    // tests. Set in the browser only, once the page first uses the list, so the server's HTML is unchanged.
    onLoadState: (state) => document.documentElement.setAttribute(`data-${id}-loader`, state),
  })
  const send = (event: VehicleListEvent<Id>) => machine.send(event)
  return {
    id,
    limits: options.limits,
    machine,
    add: (vehicle) => send({ type: `${id}.add`, vehicle }),
    remove: (vehicleId) => send({ type: `${id}.remove`, vehicleId }),
    clear: () => send({ type: `${id}.clear` }),
    checkAvailability: () => send({ type: 'availability.check' }),
    preload: () => machine.preload(),
  }
}

/** The list's vehicles; `pending` on the server and during hydration. */
export function useVehicleList<Id extends string>(list: VehicleListStore<Id>): VehicleListView {
  const view = useLazyMachine(list.machine)
  if (view.status === 'pending') return { status: 'pending', limits: list.limits, state: 'loading' }
  if (view.status === 'ready') return vehicleListView(view.snapshot)
  // Ticks sent while the machine loads: adds and removals, in order (a prune or a check changes nothing yet).
  const toChange = (event: VehicleListEvent<Id>): ListChange => {
    if ('vehicle' in event) return { add: event.vehicle }
    if ('vehicleId' in event) return { remove: event.vehicleId }
    return event.type === `${list.id}.clear` ? 'clear' : null
  }
  const queued = view.queued.length > 0
  // No journal: the list is known to be empty without the machine, apart from the ticks it has not taken yet.
  return {
    status: 'ready',
    vehicles: previewList(view.queued.map(toChange), list.limits.max),
    limits: list.limits,
    state: queued ? 'loading' : 'unloaded',
  }
}

/**
 * Checks the list's availability when its page is shown (the first use in a
 * page load already checks) and when the product API no longer knows some of
 * its vehicles (`missingIds`, from useVehicleFacts): the check removes the
 * sold ones with a notice.
 */
export function useAvailabilityRecheck<Id extends string>(list: VehicleListStore<Id>, ready: boolean, missingIds: readonly string[]): void {
  useEffect(() => {
    if (ready) list.checkAvailability()
  }, [list, ready])
  const missing = missingIds.join(',')
  useEffect(() => {
    if (missing) list.checkAvailability()
  }, [list, missing])
}

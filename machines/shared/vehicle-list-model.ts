/**
 * The test model of a vehicle-list machine (vehicle-list-machine.ts): the
 * events tried in each state, what counts as the same state, the notices each
 * step must emit, and Danish descriptions from the list's own texts (QA
 * paths, charts, /statecharts).
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import type { StepContext } from '../kit/model-runner.ts'
import { vehicleListState, type VehicleListConfig, type VehicleListMachine, type VehicleListSnapshot } from './vehicle-list-machine.ts'
import type { VehicleRef } from './vehicle-list.ts'

/** The list's own Danish texts for its model. */
export interface VehicleListModelTexts {
  title: string
  summary: string
  add(vehicle: VehicleRef): string
  remove(vehicleId: string): string
  /** Clearable lists only. */
  clear?: string
  check: string
  /** A snapshot's list part, e.g. "for få (1 valgt: bil-1)". */
  describeList(state: string, ids: readonly string[]): string
  /** Legend of the list's own events (`<id>.*`) and `availability.check`. */
  eventTypes: Record<string, string>
}

export interface VehicleListModel<Id extends string> extends MachineModel<VehicleListMachine<Id>> {
  /** The model's vehicles, `bil-1` … `bil-n`: one more than fit, or a few when there is no maximum. */
  vehicles: readonly VehicleRef[]
  /** The events a visitor can cause in the browser: add (a checkbox), remove, clear. */
  uiEvents(snapshot: VehicleListSnapshot<Id>): AnyEventObject[]
}

const availabilityNames: Record<string, string> = { idle: 'intet tjek', checking: 'tjekker', failed: 'tjek fejlede' }
const availabilityOf = (snapshot: { value: unknown }) => (snapshot.value as { availability: string }).availability

export function createVehicleListModel<Id extends string>(
  config: VehicleListConfig<Id>,
  machine: VehicleListMachine<Id>,
  texts: VehicleListModelTexts,
): VehicleListModel<Id> {
  type Snapshot = VehicleListSnapshot<Id>
  const { id } = config
  const count = Number.isFinite(config.max) ? config.max + 1 : config.min + 2
  const vehicles: readonly VehicleRef[] = Array.from({ length: count }, (_, i) => ({ id: `bil-${i + 1}`, label: `Bil ${i + 1}` }))
  const ids = (snapshot: Snapshot) => snapshot.context.vehicles.map((v) => v.id)

  /*
   * The model keeps the list canonical: adds append the next model vehicle,
   * removals take the last one. So every list of n vehicles is exactly
   * bil-1 … bil-n, a state of the test graph (value + count) is one concrete
   * snapshot, and each path's events apply to the state the path reaches.
   */
  function uiEvents(snapshot: Snapshot): AnyEventObject[] {
    const taken = new Set(ids(snapshot))
    const fresh = vehicles.find((v) => !taken.has(v.id))
    const last = ids(snapshot).at(-1)
    const events: AnyEventObject[] = []
    if (fresh) events.push({ type: `${id}.add`, vehicle: fresh })
    if (last) events.push({ type: `${id}.remove`, vehicleId: last })
    if (last && config.clearable) events.push({ type: `${id}.clear` })
    return events
  }

  /** Every event the model tries: the visitor's, a duplicate add, a clear of nothing, the availability check and its outcomes. */
  function events(snapshot: Snapshot): AnyEventObject[] {
    const result = uiEvents(snapshot)
    const current = ids(snapshot)
    const first = snapshot.context.vehicles[0]
    if (first) result.push({ type: `${id}.add`, vehicle: first })
    else if (config.clearable) result.push({ type: `${id}.clear` })
    result.push({ type: 'availability.check' })
    if (availabilityOf(snapshot) === 'checking') {
      const sold = [...new Set([0, 1, 2, current.length - 1, current.length])].filter((k) => k >= 0 && k <= current.length)
      for (const k of sold) {
        result.push({ type: 'xstate.done.actor.checkAvailability', output: { unavailableIds: current.slice(current.length - k) } })
      }
      result.push({ type: 'xstate.error.actor.checkAvailability', error: new Error('netværksfejl') })
    }
    return result
  }

  return {
    id,
    title: texts.title,
    summary: texts.summary,
    machine,
    persisted: true,
    vehicles,
    uiEvents,
    events,
    stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.vehicles.length]),
    describeEvent(event) {
      switch (event.type) {
        case `${id}.add`:
          return texts.add((event as unknown as { vehicle: VehicleRef }).vehicle)
        case `${id}.remove`:
          return texts.remove((event as unknown as { vehicleId: string }).vehicleId)
        case `${id}.clear`:
          return texts.clear ?? event.type
        case `${id}.prune`:
          return `Fjern solgte køretøjer: ${(event as unknown as { vehicleIds: string[] }).vehicleIds.join(', ')}`
        case 'availability.check':
          return texts.check
        case 'xstate.done.actor.checkAvailability': {
          const unavailable = (event as unknown as { output: { unavailableIds: string[] } }).output.unavailableIds
          return unavailable.length ? `Tjekket svarer: ${unavailable.join(', ')} er solgt` : 'Tjekket svarer: alle er stadig til salg'
        }
        case 'xstate.error.actor.checkAvailability':
          return 'Tjekket fejler (fx netværksfejl)'
        default:
          return event.type
      }
    },
    describeSnapshot(snapshot) {
      const availability = availabilityOf(snapshot)
      return `${texts.describeList(vehicleListState(config, snapshot), ids(snapshot))}, ${availabilityNames[availability] ?? availability}`
    },
    eventTypes: {
      ...texts.eventTypes,
      'xstate.done.actor.checkAvailability': 'Svar fra tjekket med de køretøjer, der ikke længere er til salg.',
      'xstate.error.actor.checkAvailability': 'Tjekket fejlede (fx netværksfejl).',
    },
  }
}

/**
 * What the visitor must be told after a model step (spec 4, 5, 9): a new
 * vehicle refused by a full list gives one `notice.limitReached` with the
 * maximum and leaves the list full; a check that finds sold vehicles gives
 * one `notice.pruned` with how many it removed; nothing else gives a notice.
 * Throws on a mismatch (model-runner's onStep).
 */
export function checkVehicleListNotices<Id extends string>(max: number) {
  return ({ event, before, after, emitted }: StepContext<VehicleListMachine<Id>>): void => {
    const notices = emitted.filter((e) => e.type.startsWith('notice.'))
    const beforeIds = before.context.vehicles.map((v) => v.id)
    const added = (event as { vehicle?: VehicleRef }).vehicle
    let expected: unknown[] = []
    if (event.type.endsWith('.add') && added && beforeIds.length === max && !beforeIds.includes(added.id)) {
      expected = [{ type: 'notice.limitReached', max }]
      if (after.context.vehicles.length !== max) throw new Error(`a full list changed: ${after.context.vehicles.length} vehicles`)
    }
    const removedByCheck = event.type === 'xstate.done.actor.checkAvailability' ? beforeIds.length - after.context.vehicles.length : 0
    if (removedByCheck > 0) expected = [{ type: 'notice.pruned', count: removedByCheck }]
    if (JSON.stringify(notices) !== JSON.stringify(expected)) {
      throw new Error(`notices: expected ${JSON.stringify(expected)}, got ${JSON.stringify(notices)}`)
    }
  }
}

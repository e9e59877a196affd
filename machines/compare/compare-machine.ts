/**
 * Compare list (spec 4, 5 and 9): the visitor selects up to 6 stock
 * vehicles to compare side by side; at least 2 are needed to compare.
 * Vehicles that are no longer for sale are removed, with a notice of how many.
 *
 * Persisted: the accepted add/remove/clear/prune events are journaled
 * (`record`) and replayed on load; see docs/machines/README.md.
 */
import { assertEvent, assign, emit, raise, setup, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { constants } from '../../app.config.ts'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'
import { requiredActor } from '../kit/required-actor.ts'
import {
  vehicleIdSchema,
  vehicleRefSchema,
  type AvailabilityCheckInput,
  type AvailabilityReport,
  type VehicleRef,
} from '../shared/vehicle-list.ts'
import { countPresent, includesVehicle, withVehicle, withoutVehicles } from '../shared/vehicle-list-operations.ts'

export const compareMax: number = constants.compare.max
export const compareMin: number = constants.compare.min

export const compareJournalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('compare.add'), vehicle: vehicleRefSchema }),
  z.object({ type: z.literal('compare.remove'), vehicleId: vehicleIdSchema }),
  z.object({ type: z.literal('compare.clear') }),
  z.object({ type: z.literal('compare.prune'), vehicleIds: z.array(vehicleIdSchema).min(1).max(100) }),
])
export type CompareJournalEvent = z.infer<typeof compareJournalEventSchema>

export type CompareEvent = CompareJournalEvent | { type: 'availability.check' }

export type CompareNotice = { type: 'notice.limitReached'; max: number } | { type: 'notice.pruned'; count: number }

export interface CompareContext {
  vehicles: VehicleRef[]
}

export type SelectionState = 'empty' | 'tooFew' | 'comparable' | 'full'

/** The vehicle counts each selection state stands for. */
const selectionRanges: Record<SelectionState, readonly [number, number]> = {
  empty: [0, 0],
  tooFew: [1, compareMin - 1],
  comparable: [compareMin, compareMax - 1],
  full: [compareMax, compareMax],
}
const selectionOrder: readonly SelectionState[] = ['empty', 'tooFew', 'comparable', 'full']

export function selectionStateFor(count: number): SelectionState {
  return selectionOrder.find((s) => count >= selectionRanges[s][0] && count <= selectionRanges[s][1]) ?? 'full'
}

/** The list an event would lead to (ignoring the maximum, which the `full` state enforces). */
function nextVehicles(context: CompareContext, event: CompareEvent): VehicleRef[] {
  switch (event.type) {
    case 'compare.add':
      return withVehicle(context.vehicles, event.vehicle)
    case 'compare.remove':
      return withoutVehicles(context.vehicles, [event.vehicleId])
    case 'compare.prune':
      return withoutVehicles(context.vehicles, event.vehicleIds)
    case 'compare.clear':
      return []
    case 'availability.check':
      return context.vehicles
  }
}

function leaves(state: SelectionState) {
  return ({ context, event }: { context: CompareContext; event: CompareEvent }) => {
    const next = nextVehicles(context, event)
    return next.length !== context.vehicles.length && selectionStateFor(next.length) === state
  }
}

type Change = 'add' | 'remove' | 'prune'
const leavesGuard = {
  empty: 'leavesEmpty',
  tooFew: 'leavesTooFew',
  comparable: 'leavesComparable',
  full: 'leavesFull',
} as const

/**
 * The guarded transitions of a change from `from`: one per selection state
 * the resulting count can fall in (so every transition is reachable and the
 * chart shows exactly the possible moves).
 */
function routes<const A extends readonly string[]>(from: SelectionState, change: Change, actions: A) {
  const [lo, hi] = selectionRanges[from]
  const [min, max] = change === 'add' ? [lo + 1, hi + 1] : change === 'remove' ? [lo - 1, hi - 1] : [0, hi - 1]
  return selectionOrder
    .filter((target) => {
      const [tlo, thi] = selectionRanges[target]
      return tlo <= thi && tlo <= max && thi >= Math.max(min, 0)
    })
    .map((target) => ({ guard: leavesGuard[target], target, actions }))
}

const add = ['addVehicle', 'record'] as const
const remove = ['removeVehicle', 'record'] as const
const prune = ['notifyPruned', 'pruneVehicles', 'record'] as const
const clear = { target: 'empty', actions: ['clearVehicles', 'record'] } as const

export const compareMachine = setup({
  types: {
    context: {} as CompareContext,
    events: {} as CompareEvent,
    emitted: {} as JournalRecordEmitted<CompareJournalEvent> | CompareNotice,
  },
  actors: {
    checkAvailability: requiredActor<AvailabilityReport, AvailabilityCheckInput>('compare', 'checkAvailability'),
  },
  guards: {
    leavesEmpty: leaves('empty'),
    leavesTooFew: leaves('tooFew'),
    leavesComparable: leaves('comparable'),
    leavesFull: leaves('full'),
    isNewVehicle: ({ context, event }) => event.type === 'compare.add' && !includesVehicle(context.vehicles, event.vehicle.id),
    hasVehicles: ({ context }) => context.vehicles.length > 0,
    someUnavailable: ({ context, event }) =>
      countPresent(context.vehicles, (event as unknown as { output: AvailabilityReport }).output.unavailableIds) > 0,
  },
  actions: {
    addVehicle: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'compare.add')
        return withVehicle(context.vehicles, event.vehicle)
      },
    }),
    removeVehicle: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'compare.remove')
        return withoutVehicles(context.vehicles, [event.vehicleId])
      },
    }),
    pruneVehicles: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'compare.prune')
        return withoutVehicles(context.vehicles, event.vehicleIds)
      },
    }),
    clearVehicles: assign({ vehicles: () => [] }),
    /** Journals the accepted event (the store appends it; replay never runs actions). */
    record: emit(({ event }) => ({ type: journalRecordType, event: event as CompareJournalEvent })),
    notifyLimitReached: emit({ type: 'notice.limitReached', max: compareMax }),
    notifyPruned: emit(({ context, event }) => {
      assertEvent(event, 'compare.prune')
      return { type: 'notice.pruned' as const, count: countPresent(context.vehicles, event.vehicleIds) }
    }),
    requestPrune: raise(({ event }) => ({
      type: 'compare.prune' as const,
      vehicleIds: (event as unknown as { output: AvailabilityReport }).output.unavailableIds,
    })),
  },
}).createMachine({
  id: 'compare',
  type: 'parallel',
  context: { vehicles: [] },
  states: {
    selection: {
      description: 'Hvilke køretøjer den besøgende har valgt at sammenligne (højst 6).',
      initial: 'empty',
      states: {
        empty: {
          description: 'Ingen køretøjer valgt. Sammenligningslinjen er skjult.',
          on: { 'compare.add': routes('empty', 'add', add) },
        },
        tooFew: {
          description:
            'Ét køretøj valgt. Sammenligningssiden viser "Ikke nok køretøjer valgt til sammenligning endnu, vælg mindst to."',
          on: {
            'compare.add': routes('tooFew', 'add', add),
            'compare.remove': routes('tooFew', 'remove', remove),
            'compare.prune': routes('tooFew', 'prune', prune),
            'compare.clear': clear,
          },
        },
        comparable: {
          description: '2-5 køretøjer valgt: de kan sammenlignes side om side, og flere kan tilføjes.',
          on: {
            'compare.add': routes('comparable', 'add', add),
            'compare.remove': routes('comparable', 'remove', remove),
            'compare.prune': routes('comparable', 'prune', prune),
            'compare.clear': clear,
          },
        },
        full: {
          description:
            '6 køretøjer valgt (maksimum). Et 7. afvises med "Kan ikke tilføje køretøj. Vælg maksimalt 6 køretøjer at sammenligne."',
          on: {
            'compare.add': {
              guard: 'isNewVehicle',
              actions: 'notifyLimitReached',
              description: 'Afvist: listen er fuld. Intet gemmes.',
            },
            'compare.remove': routes('full', 'remove', remove),
            'compare.prune': routes('full', 'prune', prune),
            'compare.clear': clear,
          },
        },
      },
    },
    availability: {
      description: 'Tjek af, om de valgte køretøjer stadig er til salg (produkt-API, via serveren).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Intet tjek i gang. Et tjek startes, når siden er indlæst.',
          on: { 'availability.check': { guard: 'hasVehicles', target: 'checking' } },
        },
        checking: {
          description: 'Spørger, om køretøjerne stadig er til salg.',
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({ context }) => ({ vehicleIds: context.vehicles.map((v) => v.id) }),
            onDone: [
              {
                guard: 'someUnavailable',
                target: 'idle',
                actions: 'requestPrune',
                description: 'Nogle er solgt: de fjernes (compare.prune), og der vises en besked med antallet.',
              },
              { target: 'idle', description: 'Alle er stadig til salg.' },
            ],
            onError: { target: 'failed' },
          },
        },
        failed: {
          description: 'Tjekket mislykkedes (fx netværksfejl). Listen er uændret; et nyt tjek kan startes.',
          on: { 'availability.check': { guard: 'hasVehicles', target: 'checking' } },
        },
      },
    },
  },
})

export type CompareMachine = typeof compareMachine
export type CompareSnapshot = SnapshotFrom<CompareMachine>

export function compareSelectionState(snapshot: CompareSnapshot): SelectionState {
  return (snapshot.value as { selection: SelectionState }).selection
}

export const compareDefinition: PersistedMachineDefinition<CompareMachine, CompareJournalEvent> = {
  machine: compareMachine,
  journal: { machineId: 'compare', version: 1, eventSchema: compareJournalEventSchema, compactAfter: 30 },
  project: (snapshot) => ({ selection: compareSelectionState(snapshot), vehicles: snapshot.context.vehicles }),
  compact: (snapshot) => snapshot.context.vehicles.map((vehicle) => ({ type: 'compare.add', vehicle })),
}

/**
 * The one machine behind every list of stock vehicles a visitor keeps in the
 * browser (compare, favourites): `createVehicleListMachine(config)` builds it
 * from the list's id, its minimum and maximum and its own Danish texts.
 *
 * Two parallel regions:
 * - the list (named by the config, e.g. `selection`): one state per range of
 *   counts the list treats alike: `empty` (0), `tooFew` (1 … min-1, only when
 *   min > 1), the "enough" state (min … max-1, named by the config, e.g.
 *   `comparable`) and `full` (max, only when there is a maximum). A new vehicle
 *   added to a full list is refused with a `notice.limitReached`.
 * - availability: the check whether the vehicles are still for sale (an
 *   invoked actor the feature provides); sold ones are pruned with a
 *   `notice.pruned` of how many.
 *
 * Persisted: the accepted `<id>.add/remove/clear/prune` events are journaled
 * (`record`) and replayed on load (docs/machines/README.md);
 * `vehicleListDefinition` gives the journal's schema and compaction.
 */
import { assign, emit, raise, setup, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'
import { requiredActor } from '../kit/required-actor.ts'
import { vehicleIdSchema, vehicleRefSchema, type AvailabilityCheckInput, type AvailabilityReport, type VehicleRef } from './vehicle-list.ts'
import { countPresent, includesVehicle, withVehicle, withoutVehicles } from './vehicle-list-operations.ts'

export type VehicleListJournalEvent<Id extends string> =
  | { type: `${Id}.add`; vehicle: VehicleRef }
  | { type: `${Id}.remove`; vehicleId: string }
  | { type: `${Id}.clear` }
  | { type: `${Id}.prune`; vehicleIds: string[] }

export type VehicleListEvent<Id extends string> = VehicleListJournalEvent<Id> | { type: 'availability.check' }

/** What the visitor must be told; the feature turns it into a Danish toast. */
export type VehicleListNotice = { type: 'notice.limitReached'; max: number } | { type: 'notice.pruned'; count: number }

/** The list's limits as the machine holds them: components show these, never a constant of their own. */
export interface VehicleListLimits {
  /** Fewest vehicles the list is meant for (compare: 2). */
  min: number
  /** Most vehicles the list holds; `Infinity` for no maximum. */
  max: number
}

export interface VehicleListContext {
  vehicles: VehicleRef[]
  /** From the config the machine was created with (fixed; the guards enforce the same numbers). */
  limits: VehicleListLimits
}

interface FullTexts {
  state: string
  refused: string
}

/** Danish descriptions for the charts, docs/machines and /statecharts. */
export interface VehicleListTexts {
  /** The list region. */
  list: string
  empty: string
  /** Required when `min` > 1. */
  tooFew?: string
  enough: string
  /** Required when `max` is finite: the full state and the refused add. */
  full?: FullTexts
  /** The availability region and its idle state (when a check starts). */
  availability: string
  idle: string
}

export interface VehicleListConfig<Id extends string> {
  /** Machine id, event prefix (`<id>.add`) and journal name. */
  id: Id
  /** Fewest vehicles the list is meant for (compare: 2); at least 1. */
  min: number
  /** Most vehicles the list holds (compare: 6); `Infinity` for no maximum. */
  max: number
  /** The visitor can empty the list at once (`<id>.clear`). */
  clearable: boolean
  /** State names the list's own language uses: the list region and its "enough" state. */
  names: { list: string; enough: string }
  texts: VehicleListTexts
  /** A journal longer than this is compacted to one add per vehicle. */
  compactAfter: number
}

/** A prune names at most this many vehicles (bounds a journal entry). */
const maxPruneIds = 1000

type Kind = 'add' | 'remove' | 'clear' | 'prune'

/** The list states of a config: name, description and the counts each stands for. */
export function vehicleListLevels(config: VehicleListConfig<string>): { name: string; description: string; lo: number; hi: number }[] {
  const { min, max, texts, names } = config
  if (!(min >= 1 && max > min)) throw new Error(`${config.id}: a vehicle list needs 1 <= min < max (got min ${min}, max ${max})`)
  const finite = Number.isFinite(max)
  if (min > 1 && !texts.tooFew) throw new Error(`${config.id}: min > 1 needs a tooFew text`)
  if (finite && !texts.full) throw new Error(`${config.id}: a maximum needs full texts`)
  // The texts checked above are there when their state is.
  return [
    { name: 'empty', description: texts.empty, lo: 0, hi: 0 },
    ...(min > 1 ? [{ name: 'tooFew', description: texts.tooFew as string, lo: 1, hi: min - 1 }] : []),
    { name: names.enough, description: texts.enough, lo: min, hi: max - 1 },
    ...(finite ? [{ name: 'full', description: (texts.full as FullTexts).state, lo: max, hi: max }] : []),
  ]
}

const guardName = (state: string) => `leaves${state.charAt(0).toUpperCase()}${state.slice(1)}`

export function createVehicleListMachine<const Id extends string>(config: VehicleListConfig<Id>) {
  type Event = VehicleListEvent<Id>
  type JournalEvent = VehicleListJournalEvent<Id>
  const { id, max, texts } = config
  const levels = vehicleListLevels(config)
  // Every count a list can reach (0 … max) falls in one level.
  const levelOf = (count: number) => levels.find((l) => count >= l.lo && count <= l.hi) as (typeof levels)[number]
  const eventType = (kind: Kind) => `${id}.${kind}` as JournalEvent['type']
  const kindOf = (event: { type: string }): Kind | null => (['add', 'remove', 'clear', 'prune'] as const).find((kind) => event.type === eventType(kind)) ?? null

  /** The list an event would lead to (ignoring the maximum, which the full state enforces). */
  function nextVehicles(vehicles: VehicleRef[], event: Event): VehicleRef[] {
    switch (kindOf(event)) {
      case 'add':
        return withVehicle(vehicles, (event as { vehicle: VehicleRef }).vehicle)
      case 'remove':
        return withoutVehicles(vehicles, [(event as { vehicleId: string }).vehicleId])
      case 'prune':
        return withoutVehicles(vehicles, (event as { vehicleIds: string[] }).vehicleIds)
      case 'clear':
        return []
      default:
        return vehicles
    }
  }

  /** Updates the list with an event of `kind` (one named action per kind, for the charts). */
  const update = (kind: Kind) =>
    assign<VehicleListContext, Event, undefined, Event, never>({
      vehicles: ({ context, event }) => {
        // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent; each action is wired to its own event only, this catches a wiring mistake
        if (kindOf(event) !== kind) throw new Error(`${id}: expected ${eventType(kind)}, got ${event.type}`)
        return nextVehicles(context.vehicles, event)
      },
    })

  const guards = Object.fromEntries(
    levels.map((level) => [
      guardName(level.name),
      ({ context, event }: { context: VehicleListContext; event: Event }) => {
        const next = nextVehicles(context.vehicles, event)
        return next.length !== context.vehicles.length && levelOf(next.length).name === level.name
      },
    ]),
  )

  /**
   * The guarded transitions of a change from `from`: one per list state the
   * resulting count can fall in (so every transition is reachable and the
   * chart shows exactly the possible moves).
   */
  function routes(from: (typeof levels)[number], kind: 'add' | 'remove' | 'prune', actions: readonly string[]) {
    const [lo, hi] = kind === 'add' ? [from.lo + 1, from.hi + 1] : kind === 'remove' ? [from.lo - 1, from.hi - 1] : [0, from.hi - 1]
    return levels
      .filter((target) => target.lo <= hi && target.hi >= Math.max(lo, 0))
      .map((target) => ({ guard: guardName(target.name), target: target.name, actions }))
  }

  const record = ['record'] as const
  const listStates = Object.fromEntries(
    levels.map((level) => {
      const on: Record<string, unknown> = {}
      on[eventType('add')] =
        level.name === 'full'
          ? // The refused tick is journaled too (issue 32): a replayed journal shows the visitor tried a 7th; replay refuses it again.
            { guard: 'isNewVehicle', actions: ['notifyLimitReached', ...record], description: (texts.full as FullTexts).refused }
          : routes(level, 'add', ['addVehicle', ...record])
      if (level.name !== 'empty') {
        on[eventType('remove')] = routes(level, 'remove', ['removeVehicle', ...record])
        on[eventType('prune')] = routes(level, 'prune', ['notifyPruned', 'pruneVehicles', ...record])
        if (config.clearable) on[eventType('clear')] = { target: 'empty', actions: ['clearVehicles', ...record] }
      }
      return [level.name, { description: level.description, on }]
    }),
  )

  const unavailableIds = (event: unknown) => (event as { output: AvailabilityReport }).output.unavailableIds
  const check = { 'availability.check': { guard: 'hasVehicles', target: 'checking' } } as const

  const listSetup = setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as VehicleListContext,
      events: {} as Event,
      emitted: {} as JournalRecordEmitted<JournalEvent> | VehicleListNotice,
    },
    actors: {
      checkAvailability: requiredActor<AvailabilityReport, AvailabilityCheckInput>(id, 'checkAvailability'),
    },
    guards: {
      ...guards,
      isNewVehicle: ({ context, event }) => kindOf(event) === 'add' && !includesVehicle(context.vehicles, (event as { vehicle: VehicleRef }).vehicle.id),
      hasVehicles: ({ context }) => context.vehicles.length > 0,
      someUnavailable: ({ context, event }) => countPresent(context.vehicles, unavailableIds(event)) > 0,
    },
    actions: {
      addVehicle: update('add'),
      removeVehicle: update('remove'),
      pruneVehicles: update('prune'),
      clearVehicles: update('clear'),
      /** Journals the accepted event (the store appends it; replay never runs actions). */
      record: emit(({ event }) => ({ type: journalRecordType, event: event as JournalEvent })),
      notifyLimitReached: emit({ type: 'notice.limitReached', max } as VehicleListNotice),
      notifyPruned: emit(
        ({ context, event }) =>
          ({ type: 'notice.pruned', count: countPresent(context.vehicles, (event as { vehicleIds: string[] }).vehicleIds) }) as VehicleListNotice,
      ),
      requestPrune: raise(({ event }) => ({ type: eventType('prune'), vehicleIds: unavailableIds(event) }) as Event),
    },
  })
  // The list states are built from the config, so their keys are not literal types.
  type ListMachineConfig = Parameters<typeof listSetup.createMachine>[0]
  const machineConfig = {
    id,
    type: 'parallel',
    context: { vehicles: [], limits: { min: config.min, max: config.max } },
    states: {
      [config.names.list]: { description: texts.list, initial: 'empty', states: listStates },
      availability: {
        description: texts.availability,
        initial: 'idle',
        states: {
          idle: { description: texts.idle, on: check },
          checking: {
            description: 'Spørger, om køretøjerne stadig er til salg.',
            invoke: {
              id: 'checkAvailability',
              src: 'checkAvailability',
              input: ({ context }: { context: VehicleListContext }) => ({ vehicleIds: context.vehicles.map((v) => v.id) }),
              onDone: [
                {
                  guard: 'someUnavailable',
                  target: 'idle',
                  actions: 'requestPrune',
                  description: `Nogle er solgt: de fjernes (${eventType('prune')}), og der vises en besked med antallet.`,
                },
                { target: 'idle', description: 'Alle er stadig til salg.' },
              ],
              onError: { target: 'failed' },
            },
          },
          failed: {
            description: 'Tjekket mislykkedes (fx netværksfejl). Listen er uændret; et nyt tjek kan startes.',
            on: check,
          },
        },
      },
    },
  } as const
  return listSetup.createMachine(machineConfig as unknown as ListMachineConfig)
}

export type VehicleListMachine<Id extends string> = ReturnType<typeof createVehicleListMachine<Id>>
export type VehicleListSnapshot<Id extends string> = SnapshotFrom<VehicleListMachine<Id>>

/** The list state a snapshot is in (`empty`, `tooFew`, the "enough" state's name or `full`). */
export function vehicleListState(config: VehicleListConfig<string>, snapshot: { value: unknown }): string {
  return (snapshot.value as Record<string, string>)[config.names.list] as string
}

/** The journal of a vehicle list: its accepted events, compacted to one add per vehicle. */
export function vehicleListDefinition<Id extends string>(
  config: VehicleListConfig<Id>,
  machine: VehicleListMachine<Id>,
): PersistedMachineDefinition<VehicleListMachine<Id>, VehicleListJournalEvent<Id>> {
  const literal = (kind: Kind) => z.literal(`${config.id}.${kind}`)
  const eventSchema = z.discriminatedUnion('type', [
    z.object({ type: literal('add'), vehicle: vehicleRefSchema }),
    z.object({ type: literal('remove'), vehicleId: vehicleIdSchema }),
    z.object({ type: literal('prune'), vehicleIds: z.array(vehicleIdSchema).min(1).max(maxPruneIds) }),
    ...(config.clearable ? [z.object({ type: literal('clear') })] : []),
  ]) as unknown as z.ZodType<VehicleListJournalEvent<Id>>
  return {
    machine,
    journal: { machineId: config.id, version: 1, eventSchema, compactAfter: config.compactAfter },
    project: (snapshot) => ({ list: vehicleListState(config, snapshot), vehicles: snapshot.context.vehicles }),
    compact: (snapshot) => snapshot.context.vehicles.map((vehicle) => ({ type: `${config.id}.add`, vehicle }) as VehicleListJournalEvent<Id>),
  }
}

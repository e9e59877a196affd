/**
 * Favourites: stock vehicles the visitor saved. Vehicles that are no longer
 * for sale are removed, with a notice of how many (spec 4).
 *
 * Persisted like compare: accepted events are journaled (`record`) and
 * replayed on load; see docs/machines/README.md.
 */
import { assertEvent, assign, emit, raise, setup, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
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

export const favouritesJournalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('favourites.add'), vehicle: vehicleRefSchema }),
  z.object({ type: z.literal('favourites.remove'), vehicleId: vehicleIdSchema }),
  z.object({ type: z.literal('favourites.prune'), vehicleIds: z.array(vehicleIdSchema).min(1).max(1000) }),
])
export type FavouritesJournalEvent = z.infer<typeof favouritesJournalEventSchema>

export type FavouritesEvent = FavouritesJournalEvent | { type: 'availability.check' }

export type FavouritesNotice = { type: 'notice.pruned'; count: number }

export interface FavouritesContext {
  vehicles: VehicleRef[]
}

function remaining(context: FavouritesContext, event: FavouritesEvent): VehicleRef[] {
  switch (event.type) {
    case 'favourites.remove':
      return withoutVehicles(context.vehicles, [event.vehicleId])
    case 'favourites.prune':
      return withoutVehicles(context.vehicles, event.vehicleIds)
    default:
      return context.vehicles
  }
}

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as JournalRecordEmitted<FavouritesJournalEvent> | FavouritesNotice,
  },
  actors: {
    checkAvailability: requiredActor<AvailabilityReport, AvailabilityCheckInput>('favourites', 'checkAvailability'),
  },
  guards: {
    isNewVehicle: ({ context, event }) =>
      event.type === 'favourites.add' && !includesVehicle(context.vehicles, event.vehicle.id),
    leavesEmpty: ({ context, event }) => {
      const next = remaining(context, event)
      return next.length !== context.vehicles.length && next.length === 0
    },
    leavesSome: ({ context, event }) => {
      const next = remaining(context, event)
      return next.length !== context.vehicles.length && next.length > 0
    },
    hasVehicles: ({ context }) => context.vehicles.length > 0,
    someUnavailable: ({ context, event }) =>
      countPresent(context.vehicles, (event as unknown as { output: AvailabilityReport }).output.unavailableIds) > 0,
  },
  actions: {
    addVehicle: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'favourites.add')
        return withVehicle(context.vehicles, event.vehicle)
      },
    }),
    removeVehicle: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'favourites.remove')
        return withoutVehicles(context.vehicles, [event.vehicleId])
      },
    }),
    pruneVehicles: assign({
      vehicles: ({ context, event }) => {
        assertEvent(event, 'favourites.prune')
        return withoutVehicles(context.vehicles, event.vehicleIds)
      },
    }),
    /** Journals the accepted event (the store appends it; replay never runs actions). */
    record: emit(({ event }) => ({ type: journalRecordType, event: event as FavouritesJournalEvent })),
    notifyPruned: emit(({ context, event }) => {
      assertEvent(event, 'favourites.prune')
      return { type: 'notice.pruned' as const, count: countPresent(context.vehicles, event.vehicleIds) }
    }),
    requestPrune: raise(({ event }) => ({
      type: 'favourites.prune' as const,
      vehicleIds: (event as unknown as { output: AvailabilityReport }).output.unavailableIds,
    })),
  },
}).createMachine({
  id: 'favourites',
  type: 'parallel',
  context: { vehicles: [] },
  states: {
    list: {
      description: 'De køretøjer, den besøgende har gemt som favoritter.',
      initial: 'empty',
      states: {
        empty: {
          description: 'Ingen favoritter. Favoritsiden viser en tom tilstand med et link til lageret.',
          on: {
            'favourites.add': { guard: 'isNewVehicle', target: 'saved', actions: ['addVehicle', 'record'] },
          },
        },
        saved: {
          description: 'Mindst én favorit gemt; favoritsiden viser dem som kort.',
          on: {
            'favourites.add': { guard: 'isNewVehicle', target: 'saved', actions: ['addVehicle', 'record'] },
            'favourites.remove': [
              { guard: 'leavesEmpty', target: 'empty', actions: ['removeVehicle', 'record'] },
              { guard: 'leavesSome', target: 'saved', actions: ['removeVehicle', 'record'] },
            ],
            'favourites.prune': [
              { guard: 'leavesEmpty', target: 'empty', actions: ['notifyPruned', 'pruneVehicles', 'record'] },
              { guard: 'leavesSome', target: 'saved', actions: ['notifyPruned', 'pruneVehicles', 'record'] },
            ],
          },
        },
      },
    },
    availability: {
      description: 'Tjek af, om favoritterne stadig er til salg (produkt-API, via serveren).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Intet tjek i gang. Et tjek startes, når favoritterne vises.',
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
                description: 'Nogle er solgt: de fjernes (favourites.prune), og der vises en besked med antallet.',
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

export type FavouritesMachine = typeof favouritesMachine
export type FavouritesSnapshot = SnapshotFrom<FavouritesMachine>

export function favouritesListState(snapshot: FavouritesSnapshot): 'empty' | 'saved' {
  return (snapshot.value as { list: 'empty' | 'saved' }).list
}

export const favouritesDefinition: PersistedMachineDefinition<FavouritesMachine, FavouritesJournalEvent> = {
  machine: favouritesMachine,
  journal: { machineId: 'favourites', version: 1, eventSchema: favouritesJournalEventSchema, compactAfter: 40 },
  project: (snapshot) => ({ list: favouritesListState(snapshot), vehicles: snapshot.context.vehicles }),
  compact: (snapshot) => snapshot.context.vehicles.map((vehicle) => ({ type: 'favourites.add', vehicle })),
}

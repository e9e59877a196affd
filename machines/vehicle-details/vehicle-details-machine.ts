/**
 * Loading the product data of a list of vehicles (the compare table, the
 * favourite cards): loading, loaded, failed with retry. Not persisted.
 *
 * The page tells the machine which ids to show (`details.show`); a smaller
 * list of already loaded vehicles needs no new request, new ids do.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

export interface VehicleDetailsInput {
  vehicleIds: string[]
}

export interface VehicleDetailsOutput<TVehicle extends { id: string }> {
  vehicles: TVehicle[]
  /** Ids the product API does not know (sold since the list was checked). */
  missingIds: string[]
}

export type VehicleDetailsEvent = { type: 'details.show'; vehicleIds: string[] } | { type: 'details.retry' }

export interface VehicleDetailsContext<TVehicle extends { id: string }> {
  vehicleIds: string[]
  vehicles: TVehicle[]
  missingIds: string[]
}

/** Whether two lists name the same vehicles (in any order). */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id))
}

/** The machine for a vehicle type (the data each page shows). */
export function createVehicleDetailsMachine<TVehicle extends { id: string }>() {
  type Context = VehicleDetailsContext<TVehicle>
  const requestedIds = (event: VehicleDetailsEvent) => (event.type === 'details.show' ? event.vehicleIds : [])
  return setup({
    types: {
      context: {} as Context,
      events: {} as VehicleDetailsEvent,
    },
    actors: {
      loadVehicles: requiredActor<VehicleDetailsOutput<TVehicle>, VehicleDetailsInput>('vehicleDetails', 'loadVehicles'),
    },
    guards: {
      hasNoIds: ({ event }) => requestedIds(event).length === 0,
      hasIds: ({ event }) => requestedIds(event).length > 0,
      changesIds: ({ context, event }) => !sameIds(requestedIds(event), context.vehicleIds),
      allLoaded: ({ context, event }) => {
        const known = new Set([...context.vehicles.map((v) => v.id), ...context.missingIds])
        return requestedIds(event).every((id) => known.has(id))
      },
    },
    actions: {
      takeIds: assign({
        vehicleIds: ({ event }) => {
          assertEvent(event, 'details.show')
          return [...event.vehicleIds]
        },
      }),
      takeVehicles: assign(({ event }) => {
        const output = (event as unknown as { output: VehicleDetailsOutput<TVehicle> }).output
        return { vehicles: output.vehicles, missingIds: output.missingIds }
      }),
    },
  }).createMachine({
    id: 'vehicleDetails',
    context: { vehicleIds: [], vehicles: [], missingIds: [] },
    initial: 'idle',
    states: {
      idle: {
        description: 'Ingen køretøjer at vise.',
        on: { 'details.show': { guard: 'hasIds', target: 'loading', actions: 'takeIds' } },
      },
      loading: {
        description: 'Henter køretøjernes data fra produkt-API’et (via serveren).',
        invoke: {
          id: 'loadVehicles',
          src: 'loadVehicles',
          input: ({ context }) => ({ vehicleIds: context.vehicleIds }),
          onDone: { target: 'loaded', actions: 'takeVehicles' },
          onError: { target: 'failed' },
        },
        on: {
          'details.show': [
            { guard: 'hasNoIds', target: 'idle', actions: 'takeIds' },
            {
              guard: 'changesIds',
              target: 'loading',
              reenter: true,
              actions: 'takeIds',
              description: 'Listen ændrede sig undervejs: hentningen startes forfra.',
            },
          ],
        },
      },
      loaded: {
        description: 'Data vist. Fjernes et køretøj, vises resten uden ny hentning.',
        on: {
          'details.show': [
            { guard: 'hasNoIds', target: 'idle', actions: 'takeIds' },
            { guard: 'allLoaded', target: 'loaded', actions: 'takeIds' },
            { target: 'loading', actions: 'takeIds', description: 'Nye køretøjer i listen: hent igen.' },
          ],
        },
      },
      failed: {
        description: 'Hentningen mislykkedes. Den besøgende ser en fejlbesked og kan prøve igen.',
        on: {
          'details.retry': { target: 'loading' },
          'details.show': [
            { guard: 'hasNoIds', target: 'idle', actions: 'takeIds' },
            { target: 'loading', actions: 'takeIds' },
          ],
        },
      },
    },
  })
}

/** The machine as drawn, model-tested and shown on /statecharts (the vehicle type does not change its states). */
export const vehicleDetailsMachine = createVehicleDetailsMachine<{ id: string }>()

export type VehicleDetailsMachine = typeof vehicleDetailsMachine
export type VehicleDetailsSnapshot = SnapshotFrom<VehicleDetailsMachine>

/** The loaded vehicles that are currently asked for, in the asked order. */
export function shownVehicles<TVehicle extends { id: string }>(context: VehicleDetailsContext<TVehicle>): TVehicle[] {
  const byId = new Map(context.vehicles.map((v) => [v.id, v]))
  return context.vehicleIds.flatMap((id) => {
    const vehicle = byId.get(id)
    return vehicle ? [vehicle] : []
  })
}

/**
 * Test model of the vehicle-details machine: lists of ids the page may ask
 * for, and the loader's outcomes.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { sameIds, vehicleDetailsMachine, type VehicleDetailsMachine, type VehicleDetailsSnapshot } from './vehicle-details-machine.ts'

/** The lists the model shows: none, two, one of them (smaller), three (a new one). */
const lists: readonly string[][] = [[], ['bil-1', 'bil-2'], ['bil-1'], ['bil-1', 'bil-2', 'bil-3']]

function vehicleDetailsModelEvents(snapshot: VehicleDetailsSnapshot): AnyEventObject[] {
  const events: AnyEventObject[] = lists.map((vehicleIds) => ({ type: 'details.show', vehicleIds }))
  events.push({ type: 'details.retry' })
  if (snapshot.matches('loading')) {
    const requested = snapshot.context.vehicleIds
    events.push({
      type: 'xstate.done.actor.loadVehicles',
      output: { vehicles: requested.map((id) => ({ id })), missingIds: [] },
    })
    events.push({ type: 'xstate.error.actor.loadVehicles', error: new Error('produkt-API utilgængeligt') })
  }
  return events
}

const stateNames: Record<string, string> = { idle: 'intet at vise', loading: 'henter', loaded: 'vist', failed: 'fejl' }

export const vehicleDetailsModel: MachineModel<VehicleDetailsMachine> = {
  id: 'vehicle-details',
  title: 'Køretøjsdata til sammenligning og favoritter',
  summary:
    'Henter de valgte køretøjers data (pris, udstyr, mål …) fra produkt-API’et via serveren, når sammenlignings- eller ' +
    'favoritsiden vises. Fjernes et køretøj, vises resten uden ny hentning; fejler hentningen, kan den besøgende prøve igen.',
  machine: vehicleDetailsMachine,
  persisted: false,
  events: vehicleDetailsModelEvents,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.vehicleIds, snapshot.context.vehicles.map((v) => v.id)]),
  describeEvent(event) {
    switch (event.type) {
      case 'details.show': {
        const ids = (event as unknown as { vehicleIds: string[] }).vehicleIds
        return ids.length ? `Siden viser ${ids.join(', ')}` : 'Siden viser ingen køretøjer'
      }
      case 'details.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'xstate.done.actor.loadVehicles':
        return 'Hentningen lykkes'
      case 'xstate.error.actor.loadVehicles':
        return 'Hentningen fejler'
      default:
        return event.type
    }
  },
  describeSnapshot(snapshot) {
    const ids = snapshot.context.vehicleIds
    return `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (${ids.length ? ids.join(', ') : 'ingen'})`
  },
  eventTypes: {
    'details.show': 'Siden skal vise disse køretøjer (sammenligningen eller favoritterne ændrede sig).',
    'details.retry': 'Den besøgende trykker "Prøv igen" efter en fejl.',
    'xstate.done.actor.loadVehicles': 'Data er hentet.',
    'xstate.error.actor.loadVehicles': 'Hentningen fejlede (produkt-API’et svarede ikke).',
  },
}

/**
 * What a browser test can make happen (tests/vehicle-details-paths.spec.ts): the page tells the machine a
 * list only when it changed (the favourites or compare page's effect is keyed on the ids), so the same list
 * again never reaches it, and "Prøv igen" exists only after a failure.
 */
export function vehicleDetailsUiEvents(snapshot: VehicleDetailsSnapshot): AnyEventObject[] {
  return vehicleDetailsModelEvents(snapshot).filter((e) => {
    if (e.type === 'details.retry') return snapshot.matches('failed')
    if (e.type !== 'details.show') return true
    return !sameIds((e as unknown as { vehicleIds: string[] }).vehicleIds, snapshot.context.vehicleIds)
  })
}

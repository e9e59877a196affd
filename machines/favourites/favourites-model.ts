/**
 * Test model of the favourites machine: the events tried in each state, what
 * counts as the same state, and Danish descriptions (QA paths, /statecharts).
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import type { VehicleRef } from '../shared/vehicle-list.ts'
import { favouritesListState, favouritesMachine, type FavouritesMachine, type FavouritesSnapshot } from './favourites-machine.ts'

/** Favourites have no maximum; the model stops adding at three, enough to show every move. */
const modelLimit = 3
export const favouritesModelVehicles: readonly VehicleRef[] = Array.from({ length: modelLimit }, (_, i) => ({
  id: `bil-${i + 1}`,
  label: `Bil ${i + 1}`,
}))

function ids(snapshot: FavouritesSnapshot): string[] {
  return snapshot.context.vehicles.map((v) => v.id)
}

function favouritesModelEvents(snapshot: FavouritesSnapshot): AnyEventObject[] {
  const current = ids(snapshot)
  const events: AnyEventObject[] = []
  const fresh = favouritesModelVehicles.find((v) => !current.includes(v.id))
  if (fresh) events.push({ type: 'favourites.add', vehicle: fresh })
  // Canonical lists (bil-1 … bil-n): removals take the last, so a test state is one concrete snapshot.
  const firstVehicle = snapshot.context.vehicles[0]
  const lastVehicle = snapshot.context.vehicles.at(-1)
  if (firstVehicle) events.push({ type: 'favourites.add', vehicle: firstVehicle })
  if (lastVehicle) events.push({ type: 'favourites.remove', vehicleId: lastVehicle.id })
  events.push({ type: 'availability.check' })
  if (snapshot.matches({ availability: 'checking' })) {
    for (const k of [...new Set([0, 1, current.length])]) {
      events.push({ type: 'xstate.done.actor.checkAvailability', output: { unavailableIds: current.slice(current.length - k) } })
    }
    events.push({ type: 'xstate.error.actor.checkAvailability', error: new Error('netværksfejl') })
  }
  return events
}

const availabilityNames: Record<string, string> = { idle: 'intet tjek', checking: 'tjekker', failed: 'tjek fejlede' }

export const favouritesModel: MachineModel<FavouritesMachine> = {
  id: 'favourites',
  title: 'Favoritter',
  summary:
    'Den besøgende gemmer lagerbiler som favoritter og ser dem samlet på favoritsiden. Favoritterne gemmes i browseren ' +
    '(som en logbog over hændelser), overlever genindlæsning og deles mellem faner. Biler, der ikke længere er til salg, ' +
    'fjernes automatisk med en besked om, hvor mange der blev fjernet.',
  machine: favouritesMachine,
  persisted: true,
  events: favouritesModelEvents,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.vehicles.length]),
  describeEvent(event) {
    switch (event.type) {
      case 'favourites.add': {
        const vehicle = (event as unknown as { vehicle: VehicleRef }).vehicle
        return `Gem ${vehicle.label} (${vehicle.id}) som favorit`
      }
      case 'favourites.remove':
        return `Fjern ${(event as unknown as { vehicleId: string }).vehicleId} fra favoritter`
      case 'favourites.prune':
        return `Fjern solgte køretøjer: ${(event as unknown as { vehicleIds: string[] }).vehicleIds.join(', ')}`
      case 'availability.check':
        return 'Tjek om favoritterne stadig er til salg'
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
    const list = ids(snapshot)
    const availability = (snapshot.value as { availability: string }).availability
    const listName = favouritesListState(snapshot) === 'empty' ? 'ingen favoritter' : `${list.length} gemt: ${list.join(', ')}`
    return `${listName}, ${availabilityNames[availability] ?? availability}`
  },
  eventTypes: {
    'favourites.add': 'Den besøgende sætter flueben i "Gem som favorit" ved et køretøj.',
    'favourites.remove': 'Den besøgende fjerner fluebenet ved en favorit.',
    'favourites.prune': 'Intern: fjerner favoritter, som tjekket har fundet solgt.',
    'availability.check': 'Favoritterne vises: tjek om de stadig er til salg.',
    'xstate.done.actor.checkAvailability': 'Svar fra tjekket med de køretøjer, der ikke længere er til salg.',
    'xstate.error.actor.checkAvailability': 'Tjekket fejlede (fx netværksfejl).',
  },
}

/**
 * Test model of the compare machine: the events tried in each state, what
 * counts as the same state, and Danish descriptions (QA paths, /statecharts).
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import type { VehicleRef } from '../shared/vehicle-list.ts'
import { compareMachine, compareMax, compareSelectionState, type CompareMachine, type CompareSnapshot } from './compare-machine.ts'

/** Model vehicles: one more than fit, so the refused add is reachable. */
export const compareModelVehicles: readonly VehicleRef[] = Array.from({ length: compareMax + 1 }, (_, i) => ({
  id: `bil-${i + 1}`,
  label: `Bil ${i + 1}`,
}))

function ids(snapshot: CompareSnapshot): string[] {
  return snapshot.context.vehicles.map((v) => v.id)
}

/*
 * The model keeps the list canonical: adds append the next model vehicle,
 * removals take the last one. So every list of n vehicles is exactly
 * bil-1 … bil-n, a state of the test graph (value + count) is one concrete
 * snapshot, and each path's events apply to the state the path reaches.
 */
function freshVehicle(snapshot: CompareSnapshot): VehicleRef | undefined {
  const taken = new Set(ids(snapshot))
  return compareModelVehicles.find((v) => !taken.has(v.id))
}

/** The events a visitor can cause in the browser: add (checkbox), remove (compare bar), clear. */
export function compareUiEvents(snapshot: CompareSnapshot): AnyEventObject[] {
  const events: AnyEventObject[] = []
  const fresh = freshVehicle(snapshot)
  const last = ids(snapshot).at(-1)
  if (fresh) events.push({ type: 'compare.add', vehicle: fresh })
  if (last) events.push({ type: 'compare.remove', vehicleId: last })
  if (last) events.push({ type: 'compare.clear' })
  return events
}

/** Every event the model tries: the visitor's, a duplicate add, the availability check and its outcomes. */
function compareModelEvents(snapshot: CompareSnapshot): AnyEventObject[] {
  const events = compareUiEvents(snapshot)
  const current = ids(snapshot)
  const firstVehicle = snapshot.context.vehicles[0]
  if (firstVehicle) events.push({ type: 'compare.add', vehicle: firstVehicle })
  if (!firstVehicle) events.push({ type: 'compare.clear' })
  events.push({ type: 'availability.check' })
  if (snapshot.matches({ availability: 'checking' })) {
    const counts = [...new Set([0, 1, 2, current.length - 1, current.length])].filter((k) => k >= 0 && k <= current.length)
    for (const k of counts) {
      events.push({ type: 'xstate.done.actor.checkAvailability', output: { unavailableIds: current.slice(current.length - k) } })
    }
    events.push({ type: 'xstate.error.actor.checkAvailability', error: new Error('netværksfejl') })
  }
  return events
}

const selectionNames = { empty: 'tom', tooFew: 'for få', comparable: 'kan sammenlignes', full: 'fuld' } as const
const availabilityNames: Record<string, string> = { idle: 'intet tjek', checking: 'tjekker', failed: 'tjek fejlede' }

export const compareModel: MachineModel<CompareMachine> = {
  id: 'compare',
  title: 'Sammenligning',
  summary:
    'Den besøgende vælger op til 6 lagerbiler at sammenligne side om side; der skal mindst 2 til en sammenligning. ' +
    'Valget gemmes i browseren (som en logbog over hændelser) og deles mellem faner. Biler, der ikke længere er til salg, ' +
    'fjernes automatisk med en besked om, hvor mange der blev fjernet.',
  machine: compareMachine,
  persisted: true,
  events: compareModelEvents,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.vehicles.length]),
  describeEvent(event) {
    switch (event.type) {
      case 'compare.add': {
        const vehicle = (event as unknown as { vehicle: VehicleRef }).vehicle
        return `Tilføj ${vehicle.label} (${vehicle.id}) til sammenligningen`
      }
      case 'compare.remove':
        return `Fjern ${(event as unknown as { vehicleId: string }).vehicleId} fra sammenligningen`
      case 'compare.clear':
        return 'Ryd sammenligningen'
      case 'compare.prune':
        return `Fjern solgte køretøjer: ${(event as unknown as { vehicleIds: string[] }).vehicleIds.join(', ')}`
      case 'availability.check':
        return 'Tjek om køretøjerne stadig er til salg'
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
    const selection = compareSelectionState(snapshot)
    const availability = (snapshot.value as { availability: string }).availability
    const list = ids(snapshot)
    return `${selectionNames[selection]} (${list.length} valgt${list.length ? `: ${list.join(', ')}` : ''}), ${availabilityNames[availability] ?? availability}`
  },
  eventTypes: {
    'compare.add': 'Den besøgende sætter flueben i "Sammenlign" ved et køretøj.',
    'compare.remove': 'Den besøgende fjerner et køretøj (fluebenet eller "Fjern" i sammenligningslinjen).',
    'compare.clear': 'Den besøgende rydder hele sammenligningen.',
    'compare.prune': 'Intern: fjerner køretøjer, som tjekket har fundet solgt.',
    'availability.check': 'Siden er indlæst: tjek om de valgte køretøjer stadig er til salg.',
    'xstate.done.actor.checkAvailability': 'Svar fra tjekket med de køretøjer, der ikke længere er til salg.',
    'xstate.error.actor.checkAvailability': 'Tjekket fejlede (fx netværksfejl).',
  },
}

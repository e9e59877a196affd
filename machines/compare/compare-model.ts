/**
 * Test model of the compare machine: the vehicle-list model
 * (machines/shared/vehicle-list-model.ts) with compare's Danish texts.
 */
import { createVehicleListModel } from '../shared/vehicle-list-model.ts'
import { compareConfig, compareMachine, compareMax, compareMin } from './compare-machine.ts'

const selectionNames: Record<string, string> = { empty: 'tom', tooFew: 'for få', comparable: 'kan sammenlignes', full: 'fuld' }

export const compareModel = createVehicleListModel(compareConfig, compareMachine, {
  title: 'Sammenligning',
  summary:
    `Den besøgende vælger op til ${compareMax} lagerbiler at sammenligne side om side; der skal mindst ${compareMin} til en sammenligning. ` +
    'Valget gemmes i browseren (som en logbog over hændelser) og deles mellem faner. Biler, der ikke længere er til salg, ' +
    'fjernes automatisk med en besked om, hvor mange der blev fjernet.',
  add: (vehicle) => `Tilføj ${vehicle.label} (${vehicle.id}) til sammenligningen`,
  remove: (vehicleId) => `Fjern ${vehicleId} fra sammenligningen`,
  clear: 'Ryd sammenligningen',
  check: 'Tjek om køretøjerne stadig er til salg',
  describeList: (state, ids) => `${selectionNames[state] ?? state} (${ids.length} valgt${ids.length ? `: ${ids.join(', ')}` : ''})`,
  eventTypes: {
    'compare.add': 'Den besøgende sætter flueben i "Sammenlign" ved et køretøj.',
    'compare.remove': 'Den besøgende fjerner et køretøj (fluebenet eller "Fjern" i sammenligningslinjen).',
    'compare.clear': 'Den besøgende rydder hele sammenligningen.',
    'compare.prune': 'Intern: fjerner køretøjer, som tjekket har fundet solgt.',
    'availability.check': 'Siden er indlæst: tjek om de valgte køretøjer stadig er til salg.',
  },
})

/** Model vehicles: one more than fit, so the refused add is reachable. */
export const compareModelVehicles = compareModel.vehicles
export const compareUiEvents = compareModel.uiEvents

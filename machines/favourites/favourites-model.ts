/**
 * Test model of the favourites machine: the vehicle-list model
 * (machines/shared/vehicle-list-model.ts) with favourites' Danish texts.
 * Favourites have no maximum; the model adds three, enough to show every move.
 */
import { createVehicleListModel } from '../shared/vehicle-list-model.ts'
import { favouritesConfig, favouritesMachine } from './favourites-machine.ts'

export const favouritesModel = createVehicleListModel(favouritesConfig, favouritesMachine, {
  title: 'Favoritter',
  summary:
    'Den besøgende gemmer lagerbiler som favoritter og ser dem samlet på favoritsiden. Favoritterne gemmes i browseren ' +
    '(som en logbog over hændelser), overlever genindlæsning og deles mellem faner. Biler, der ikke længere er til salg, ' +
    'fjernes automatisk med en besked om, hvor mange der blev fjernet.',
  add: (vehicle) => `Gem ${vehicle.label} (${vehicle.id}) som favorit`,
  remove: (vehicleId) => `Fjern ${vehicleId} fra favoritter`,
  check: 'Tjek om favoritterne stadig er til salg',
  describeList: (state, ids) => (state === 'empty' ? 'ingen favoritter' : `${ids.length} gemt: ${ids.join(', ')}`),
  eventTypes: {
    'favourites.add': 'Den besøgende sætter flueben i "Gem som favorit" ved et køretøj.',
    'favourites.remove': 'Den besøgende fjerner fluebenet ved en favorit.',
    'favourites.prune': 'Intern: fjerner favoritter, som tjekket har fundet solgt.',
    'availability.check': 'Favoritterne vises: tjek om de stadig er til salg.',
  },
})

/** What a visitor can do to favourites in the browser: tick and untick "Gem som favorit". */
export const favouritesUiEvents = favouritesModel.uiEvents

/** The visitor's favourites: saved stock vehicles, without a maximum. Its machine is loaded on demand. */
import { m } from '#src/i18n/paraglide/messages.js'
import { createVehicleListStore } from '../vehicle-list-store.ts'

export const favouritesList = createVehicleListStore<'favourites'>({
  id: 'favourites',
  max: Infinity,
  load: () => import('#machines/favourites/favourites-machine.ts').then((module) => module.favouritesDefinition),
  notices: { pruned: (count) => m.favourites_pruned({ count }) },
})

/** The visitor's favourites: saved stock vehicles, without a maximum. Its machine is loaded on demand. */
import { favouritesLimits } from '#machines/favourites/favourites-limits.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { createVehicleListStore } from '../vehicle-list-store.ts'

export const favouritesList = createVehicleListStore<'favourites'>({
  id: 'favourites',
  limits: favouritesLimits,
  load: () => import('#machines/favourites/favourites-machine.ts').then((module) => module.favouritesDefinition),
  notices: { pruned: (count) => m.favourites_pruned({ count }) },
})

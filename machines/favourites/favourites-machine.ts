/**
 * Favourites: stock vehicles the visitor saved, without a maximum. Vehicles
 * that are no longer for sale are removed, with a notice of how many (spec 4).
 *
 * Built by the vehicle-list factory (machines/shared/vehicle-list-machine.ts)
 * with favourites' texts; persisted like every vehicle list (docs/machines/README.md).
 */
import { favouritesLimits } from './favourites-limits.ts'
import { createVehicleListMachine, vehicleListDefinition, type VehicleListConfig } from '../shared/vehicle-list-machine.ts'

export const favouritesConfig: VehicleListConfig<'favourites'> = {
  id: 'favourites',
  min: favouritesLimits.min,
  max: favouritesLimits.max,
  clearable: false,
  names: { list: 'list', enough: 'saved' },
  compactAfter: 40,
  texts: {
    list: 'De køretøjer, den besøgende har gemt som favoritter.',
    empty: 'Ingen favoritter. Favoritsiden viser en tom tilstand med et link til lageret.',
    enough: 'Mindst én favorit gemt; favoritsiden viser dem som kort.',
    availability: 'Tjek af, om favoritterne stadig er til salg (produkt-API, via serveren).',
    idle: 'Intet tjek i gang. Et tjek startes, når favoritterne vises.',
  },
}

export const favouritesMachine = createVehicleListMachine(favouritesConfig)

export const favouritesDefinition = vehicleListDefinition(favouritesConfig, favouritesMachine)

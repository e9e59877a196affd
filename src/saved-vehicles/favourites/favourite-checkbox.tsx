import { m } from '#src/i18n/paraglide/messages.js'
import { VehicleListToggle, type VehicleControlProps } from '../vehicle-list-toggle.tsx'
import { favouritesList } from './favourites-list.ts'

/** "Gem som favorit" checkbox for stock cards, the vehicle detail page, the compare table and the favourites page. */
export function FavouriteCheckbox(props: VehicleControlProps) {
  return <VehicleListToggle {...props} list={favouritesList} text={m.favourites_checkbox_label()} />
}

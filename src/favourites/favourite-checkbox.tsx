import { Heart } from 'lucide-react'
import { VehicleToggle } from '../compare/vehicle-toggle.tsx'
import { m } from '../i18n/paraglide/messages.js'
import { preloadFavourites, sendFavourites, useFavourites } from './favourites-store.ts'

export interface FavouriteCheckboxProps {
  /** The stock vehicle's id: its URL slug (`104233-1-mercedes-benz-glc-300e-4matic`). */
  vehicleId: string
  /** The vehicle's name as the visitor sees it ("Mercedes-Benz GLC 300e 4MATIC"). */
  label: string
  className?: string
}

/**
 * "Gem som favorit" checkbox for stock cards, the vehicle detail page and the
 * favourites page. Disabled until the favourites are loaded after hydration.
 */
export function FavouriteCheckbox({ vehicleId, label, className }: FavouriteCheckboxProps) {
  const favourites = useFavourites()
  const checked = favourites.status === 'ready' && favourites.vehicles.some((v) => v.id === vehicleId)
  return (
    <VehicleToggle
      className={className}
      checked={checked}
      pending={favourites.status === 'pending'}
      icon={Heart}
      text={m.favourites_checkbox_label()}
      hiddenText={label}
      onIntent={preloadFavourites}
      onChange={(save) =>
        sendFavourites(save ? { type: 'favourites.add', vehicle: { id: vehicleId, label } } : { type: 'favourites.remove', vehicleId })
      }
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { CompareCheckbox } from '#src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouritesPage } from '#src/saved-vehicles/favourites/favourites-page.tsx'
import favouritesCss from '../src/saved-vehicles/favourites/favourites.css?url'
import { listPageHead } from '#src/saved-vehicles/list-page-head.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'

/** /lager/favoritter: the visitor's saved vehicles, each card with its compare checkbox (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/favorite')({
  head: () => listPageHead(withSiteName(m.favourites_page_title()), favouritesCss),
  component: () => <FavouritesPage vehicleActions={(vehicle) => <CompareCheckbox vehicleId={vehicle.id} label={vehicle.label} />} />,
})

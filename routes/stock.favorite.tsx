import { createFileRoute } from '@tanstack/react-router'
import { CompareCheckbox } from '../src/saved-vehicles/compare/compare-checkbox.tsx'
import { FavouritesPage } from '../src/saved-vehicles/favourites/favourites-page.tsx'
import favouritesCss from '../src/saved-vehicles/favourites/favourites.css?url'
import listPageCss from '../src/saved-vehicles/vehicle-list-page.css?url'
import { m } from '../src/i18n/paraglide/messages.js'
import { withSiteName } from '../src/navigation/page-title.ts'

/** /lager/favoritter: the visitor's saved vehicles (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/favorite')({
  head: () => ({
    meta: [{ title: withSiteName(m.favourites_page_title()) }, { name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: listPageCss },
      { rel: 'stylesheet', href: favouritesCss },
    ],
  }),
  component: FavouritesRoute,
})

function FavouritesRoute() {
  return <FavouritesPage vehicleActions={(vehicle) => <CompareCheckbox vehicleId={vehicle.id} label={vehicle.label} />} />
}

import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '#src/saved-vehicles/compare/compare-page.tsx'
import comparePageCss from '../src/saved-vehicles/compare/compare-page.css?url'
import { FavouriteCheckbox } from '#src/saved-vehicles/favourites/favourite-checkbox.tsx'
import { listPageHead } from '#src/saved-vehicles/list-page-head.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { withSiteName } from '#src/navigation/page-title.ts'

/** /lager/sammenligne: the visitor's compare list side by side (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/compare')({
  head: () => listPageHead(withSiteName(m.compare_page_title()), comparePageCss),
  component: () => <ComparePage vehicleActions={(vehicle) => <FavouriteCheckbox vehicleId={vehicle.id} label={vehicle.title} />} />,
})

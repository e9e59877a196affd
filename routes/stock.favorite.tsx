import { createFileRoute } from '@tanstack/react-router'
import { FavouritesPage } from '../src/favourites/favourites-page.tsx'
import favouritesCss from '../src/favourites/favourites.css?url'
import { m } from '../src/i18n/paraglide/messages.js'
import { withSiteName } from '../src/navigation/page-title.ts'

/** /lager/favoritter: the visitor's saved vehicles (public path via the router's URL rewrite). */
export const Route = createFileRoute('/stock/favorite')({
  head: () => ({
    meta: [{ title: withSiteName(m.favourites_page_title()) }, { name: 'robots', content: 'noindex' }],
    links: [{ rel: 'stylesheet', href: favouritesCss }],
  }),
  component: FavouritesPage,
})

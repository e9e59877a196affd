import { m } from '../i18n/paraglide/messages.js'
import { routeSegments } from '../../app.config.ts'
import { AppLink } from '../ui/app-link.tsx'
import { inCopenhagen } from '../clock/clock.ts'
import { usePageInstant } from '../clock/use-now.ts'
import { siteName } from './site-identity.ts'

const columns = (): { heading: string; links: { label: string; href: string }[] }[] => [
  {
    heading: m.footer_heading_cars(),
    links: [
      { label: m.nav_new_cars(), href: '/nye-biler' },
      { label: m.nav_used_cars(), href: '/brugte-biler' },
      { label: m.nav_vans(), href: '/varevogne' },
      { label: m.nav_stock(), href: `/${routeSegments.stock}` },
      { label: 'Minilease', href: '/minilease' },
    ],
  },
  {
    heading: m.footer_heading_service(),
    links: [
      { label: m.nav_service(), href: '/service' },
      { label: 'Serviceaftaler', href: '/service/serviceaftaler' },
      { label: 'Lejebiler', href: '/service/lejebiler' },
      { label: 'Tilbehør', href: '/tilbehor' },
      { label: m.nav_locations(), href: `/${routeSegments.locations}` },
    ],
  },
  {
    heading: m.footer_heading_company(),
    links: [
      { label: m.nav_about(), href: '/om-os' },
      { label: 'Udforsk', href: '/udforsk' },
      { label: 'Events', href: '/events' },
      { label: 'Kontakt', href: '/directcontact' },
    ],
  },
]

export function SiteFooter() {
  // The year in Copenhagen when the server rendered the page: the same in the browser's hydration.
  const year = inCopenhagen(usePageInstant()).year
  return (
    <footer className="site-footer" id="sidefod">
      <div className="container">
        <div className="site-footer__grid">
          {columns().map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2>{col.heading}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.href}>
                    <AppLink href={link.href}>{link.label}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__legal">
          <p>
            {siteName} · {m.footer_cvr()}
          </p>
          <p>{m.footer_copyright({ year: String(year) })}</p>
        </div>
      </div>
    </footer>
  )
}

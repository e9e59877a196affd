import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import { inCopenhagen } from '../clock/clock.ts'
import { usePageInstant } from '../clock/use-now.ts'
import { footerNavigation } from './main-navigation.ts'
import { groupCompany, legalPages, socialProfiles } from '../site-identity/site-identity.ts'
import { formatCvr, mailtoHref } from '../format/phone.ts'
import { openCookieSettings } from './consent-manager.tsx'

export function SiteFooter() {
  // The year in Copenhagen when the server rendered the page: the same in the browser's hydration.
  const year = inCopenhagen(usePageInstant()).year
  return (
    <footer className="site-footer" id="sidefod">
      <div className="container">
        <div className="site-footer__grid">
          {footerNavigation().map((col) => (
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
          <nav aria-label={m.footer_follow_us()}>
            <h2>{m.footer_follow_us()}</h2>
            <ul>
              {socialProfiles.map((profile) => (
                <li key={profile.network}>
                  <AppLink href={profile.href} external>
                    {profile.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="site-footer__legal">
          {/* The company behind the site, from the one record of it (site-identity.ts). */}
          <address className="site-footer__company">
            <span>{groupCompany.legalName}</span> ·{' '}
            <span>
              {groupCompany.street}, {groupCompany.postcode} {groupCompany.town}
            </span>{' '}
            · <span>{m.footer_cvr({ cvr: formatCvr(groupCompany.cvr) })}</span> · <a href={mailtoHref(groupCompany.email)}>{groupCompany.email}</a>
          </address>
          <nav aria-label={m.footer_legal_heading()}>
            <ul className="site-footer__legal-links">
              <li>
                <AppLink href={legalPages.privacy}>{m.footer_privacy()}</AppLink>
              </li>
              <li>
                <AppLink href={legalPages.cookies}>{m.footer_cookie_policy()}</AppLink>
              </li>
              <li>
                <AppLink href={legalPages.terms}>{m.footer_terms()}</AppLink>
              </li>
              <li>
                <AppLink href={legalPages.accessibility}>{m.footer_accessibility()}</AppLink>
              </li>
            </ul>
          </nav>
          <p>{m.footer_copyright({ year: String(year) })}</p>
          <p>
            <button type="button" className="site-footer__cookie-settings" onClick={openCookieSettings}>
              {m.footer_cookie_settings()}
            </button>
          </p>
        </div>
      </div>
    </footer>
  )
}

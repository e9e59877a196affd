/**
 * The consent banner and settings dialog: vanilla-cookieconsent (ADR 0018),
 * loaded on demand — when the visitor has not answered the current policy, or
 * opens "Cookieindstillinger". The library is the user interface only; the
 * choice it reports goes to the consent machine (./consent.ts), which is the
 * one source of truth, kept in sync across tabs. The library's own record
 * (the necessary `cc_cookie`) is brought in line with the machine before the
 * settings open.
 */
import type * as CookieConsent from 'vanilla-cookieconsent'
import { consentPolicyVersion, consentCategories, type ConsentCategory } from '#machines/consent/consent-policy.ts'
import { m } from '../i18n/paraglide/messages.js'
import { legalPages } from '../shell/site-identity.ts'
import { currentConsent, saveConsent } from './consent.ts'

type Library = typeof CookieConsent

let library: Promise<Library> | null = null
let loadedLibrary: Library | null = null

function chosen(categories: readonly string[]): Record<ConsentCategory, boolean> {
  return { functional: categories.includes('functional'), statistics: categories.includes('statistics'), marketing: categories.includes('marketing') }
}

function config(): CookieConsent.CookieConsentConfig {
  const report = ({ cookie }: { cookie: CookieConsent.CookieValue }) => saveConsent(chosen(cookie.categories))
  return {
    mode: 'opt-in',
    autoShow: false,
    // Browser tests run with navigator.webdriver set; a banner shown to a crawler does no harm.
    hideFromBots: false,
    revision: consentPolicyVersion,
    disablePageInteraction: false,
    cookie: { name: 'cc_cookie', expiresAfterDays: 365, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: {},
      statistics: {},
      marketing: {},
    },
    onFirstConsent: report,
    onChange: report,
    language: {
      default: 'da',
      translations: {
        da: {
          consentModal: {
            title: m.consent_banner_title(),
            description: `${m.consent_banner_text()} {{revisionMessage}}`,
            revisionMessage: m.consent_revision_message(),
            acceptAllBtn: m.consent_accept_all(),
            acceptNecessaryBtn: m.consent_reject_all(),
            showPreferencesBtn: m.consent_customise(),
            // Informed consent: the policies are one click away (plain links: the dialog is not React).
            footer: `<a href="${legalPages.cookies}">${m.footer_cookie_policy()}</a><a href="${legalPages.privacy}">${m.footer_privacy()}</a>`,
          },
          preferencesModal: {
            title: m.consent_settings_title(),
            acceptAllBtn: m.consent_accept_all(),
            acceptNecessaryBtn: m.consent_reject_all(),
            savePreferencesBtn: m.consent_save(),
            closeIconLabel: m.consent_close(),
            sections: [
              { description: m.consent_settings_intro() },
              { title: m.consent_necessary_title(), description: m.consent_necessary_text(), linkedCategory: 'necessary' },
              { title: m.consent_functional_title(), description: m.consent_functional_text(), linkedCategory: 'functional' },
              { title: m.consent_statistics_title(), description: m.consent_statistics_text(), linkedCategory: 'statistics' },
              { title: m.consent_marketing_title(), description: m.consent_marketing_text(), linkedCategory: 'marketing' },
              { title: m.consent_more_title(), description: `${m.consent_more_text()} <a href="${legalPages.cookies}">${m.footer_cookie_policy()}</a>.` },
            ],
          },
        },
      },
    },
  }
}

function load(): Promise<Library> {
  library ??= Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css'), import('./consent-dialog.css')])
    .then(async ([cc]) => {
      await cc.run(config())
      loadedLibrary = cc
      return cc
    })
    .catch((error: unknown) => {
      library = null
      throw error
    })
  return library
}

/** Brings the library's record in line with the machine (a choice made in another tab or on a map). */
function syncLibrary(cc: Library): void {
  const view = currentConsent()
  if (view.status !== 'answered') return
  const wanted = consentCategories.filter((c) => view.choice[c])
  const accepted = cc.getUserPreferences().acceptedCategories.filter((c) => c !== 'necessary')
  if (!cc.validConsent() || wanted.length !== accepted.length || wanted.some((c) => !accepted.includes(c))) {
    cc.acceptCategory(['necessary', ...wanted])
  }
}

/** Shows the first layer (the visitor has not answered the current policy). */
export async function showConsentBanner(): Promise<void> {
  const cc = await load()
  cc.show()
}

/** Opens the settings ("Cookieindstillinger" in the footer, the map notice). */
export async function openConsentSettings(): Promise<void> {
  const cc = await load()
  syncLibrary(cc)
  cc.hide()
  cc.showPreferences()
}

/** An answer given in another tab closes this tab's banner (if it was ever loaded). */
export function hideConsentBanner(): void {
  loadedLibrary?.hide()
}

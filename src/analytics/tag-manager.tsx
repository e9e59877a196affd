import { useEffect } from 'react'
import { siteClock } from '../clock/clock.ts'
import { consentAllows } from '#machines/consent/consent-view.ts'
import { useConsent } from '../consent/consent.ts'
import { consentModeDefaults, consentModeState, gtag } from './consent-mode.ts'

let defaultsPushed = false
import { cspNonce } from '../config/csp-nonce.ts'

/**
 * Loads the Google Tag Manager container from its third-party host (spec 7)
 * only after the visitor has consented to statistics or marketing (ADR 0018).
 * Google Consent Mode v2 defaults (all denied) are pushed first, and an
 * update follows every choice, in this tab or another (a revocation in
 * another tab denies again here). Without a container id nothing is loaded
 * and pushes stay in window.dataLayer.
 */
export function TagManager({ gtmId }: { gtmId: string }) {
  const consent = useConsent()
  const functional = consentAllows(consent, 'functional')
  const statistics = consentAllows(consent, 'statistics')
  const marketing = consentAllows(consent, 'marketing')
  const answered = consent.status === 'answered'

  useEffect(() => {
    if (!gtmId) return
    if (!defaultsPushed) {
      defaultsPushed = true
      gtag('consent', 'default', { ...consentModeDefaults, wait_for_update: 500 })
    }
    if (!answered) return
    gtag('consent', 'update', consentModeState({ functional, statistics, marketing }))
    if (!(statistics || marketing) || document.getElementById('gtm-script')) return
    window.dataLayer ??= []
    window.dataLayer.push({ event: 'gtm.js', 'gtm.start': siteClock().now().getTime() })
    const script = document.createElement('script')
    script.id = 'gtm-script'
    script.async = true
    // Tag Manager passes the page's CSP nonce on to the tags it adds, where the page has one (ADR 0016:
    // pages shared caches keep have none, so a tag there must be a template or an external script).
    const nonce = cspNonce()
    if (nonce) script.nonce = nonce
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
    document.head.append(script)
  }, [gtmId, answered, functional, statistics, marketing])
  return null
}

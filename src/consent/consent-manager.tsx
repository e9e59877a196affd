import { useEffect } from 'react'
import { useConsent } from './consent.ts'

/**
 * Mounted once by the composition root: when the visitor has not answered the
 * current cookie policy, loads and shows the consent banner. Renders nothing.
 */
export function ConsentManager() {
  const status = useConsent().status
  useEffect(() => {
    if (status === 'unknown') return
    if (status === 'answered') {
      // Answered here or in another tab: a banner still open in this tab closes.
      void import('./consent-dialog.ts').then((dialog) => dialog.hideConsentBanner())
      return
    }
    void import('./consent-dialog.ts').then((dialog) => dialog.showConsentBanner())
  }, [status])
  return null
}

/** Opens the cookie settings (loads the dialog on demand). */
export function openCookieSettings(): void {
  void import('./consent-dialog.ts').then((dialog) => dialog.openConsentSettings())
}

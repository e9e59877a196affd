/**
 * The consent banner (ADR 0018), the first layer: a non-modal dialog fixed
 * at the bottom with "Accepter alle", "Afvis alle" and "Tilpas" of the same
 * weight. It is in the server's HTML of every page, so a first visit sees it
 * with the page's first paint instead of after hydration (on /lager its text
 * was a first visit's largest paint, 1.1 s after the page's own, issue 21).
 *
 * - Whether it shows before hydration is decided by `consentAskScript` in
 *   the document's head: it marks `<html data-consent="ask">` when no answer
 *   to the current policy is stored, and the stylesheet shows the server's
 *   banner (`data-pending`) only then. A visitor who answered never sees it,
 *   not even for a frame; without JavaScript nothing tracks, so it stays
 *   hidden too.
 * - Until hydration its buttons are disabled (nothing could handle a click
 *   yet): a click is never lost.
 * - Once the stored answer is read (`useConsent`) it takes focus if the
 *   visitor is not already somewhere on the page (screen readers announce
 *   it), and while it shows, a focused element scrolls clear of it (WCAG 2.2
 *   SC 2.4.11). Escape does not dismiss it: only an answer does.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { consentPolicyVersion, type ConsentCategory } from '#machines/consent/consent-policy.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import { m } from '../i18n/paraglide/messages.js'
import { legalPages } from '../site-identity/site-identity.ts'
import { AppLink } from '../ui/app-link.tsx'
import { Button } from '../ui/button.tsx'
import { saveConsent } from '../consent/consent.ts'

export type ConsentAnswer = Record<ConsentCategory, boolean>
export const acceptAll: ConsentAnswer = { functional: true, statistics: true, marketing: true }
export const rejectAll: ConsentAnswer = { functional: false, statistics: false, marketing: false }

/**
 * The cookie vanilla-cookieconsent kept as its own copy of the choice (up to
 * release 2026-11); the consent journal always was the truth, so a returning
 * visitor keeps their answer. It is removed with the next choice.
 */
function forgetLegacyCookie(): void {
  const expired = 'cc_cookie=; Path=/; Max-Age=0; SameSite=Lax'
  document.cookie = expired
  document.cookie = `${expired}; Domain=${window.location.hostname}`
}

/** The visitor's answer, from the banner or the settings. */
export function answerConsent(choice: ConsentAnswer): void {
  saveConsent(choice)
  forgetLegacyCookie()
}

/** Whether the visitor answered an earlier policy version (the banner then says why it asks again). */
function answeredEarlierPolicy(): boolean {
  try {
    const raw = window.localStorage.getItem(journalKey('consent'))
    if (raw === null) return false
    const journal = JSON.parse(raw) as { machine?: unknown; version?: unknown }
    return journal.machine === 'consent' && typeof journal.version === 'number' && journal.version !== consentPolicyVersion
  } catch {
    return false
  }
}

/**
 * The head script that decides, before the first paint, whether the
 * server's banner shows: `data-consent="ask"` on `<html>` unless a journal
 * of the current policy with at least one answer is stored. It checks less
 * than `peekStoredConsent` (the entries' events are not read): a journal it
 * takes for an answer but the consent store does not gets the banner once
 * the page has hydrated.
 */
export const consentAskScript = `try{var j=JSON.parse(localStorage.getItem(${JSON.stringify(journalKey('consent'))})||"null");document.documentElement.setAttribute("data-consent",j&&j.machine==="consent"&&j.version===${consentPolicyVersion}&&j.entries&&j.entries.length>0?"answered":"ask")}catch(e){document.documentElement.setAttribute("data-consent","ask")}`

function PolicyLinks() {
  return (
    <p className="consent-dialog__links">
      <AppLink href={legalPages.cookies}>{m.footer_cookie_policy()}</AppLink>
      <AppLink href={legalPages.privacy}>{m.footer_privacy()}</AppLink>
    </p>
  )
}

/** `pending`: rendered on the server or hydrating, before the stored answer is read. */
export function ConsentBanner({ pending, onCustomise }: { pending: boolean; onCustomise: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  const [policyChanged, setPolicyChanged] = useState(false)
  useEffect(() => {
    const banner = ref.current
    if (pending || !banner) return
    setPolicyChanged(answeredEarlierPolicy())
    const active = document.activeElement
    if (active === null || active === document.body) banner.focus({ preventScroll: true })
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--consent-banner-height')
    }
  }, [pending])
  return (
    <div
      ref={ref}
      className="consent-banner"
      data-pending={pending ? '' : undefined}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="consent-dialog__title">
        {m.consent_banner_title()}
      </h2>
      <p id={textId}>
        {m.consent_banner_text()}
        {policyChanged && ` ${m.consent_revision_message()}`}
      </p>
      <div className="consent-dialog__buttons">
        <Button variant="primary" disabled={pending} onClick={() => answerConsent(acceptAll)}>
          {m.consent_accept_all()}
        </Button>
        <Button variant="primary" disabled={pending} onClick={() => answerConsent(rejectAll)}>
          {m.consent_reject_all()}
        </Button>
        <Button variant="primary" disabled={pending} onClick={onCustomise}>
          {m.consent_customise()}
        </Button>
      </div>
      <PolicyLinks />
    </div>
  )
}

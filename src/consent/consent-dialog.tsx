/**
 * The consent banner and settings dialog (ADR 0018), the site's own markup:
 * loaded on demand by ./consent-manager.tsx when the visitor has not answered
 * the current policy, or opens "Cookieindstillinger". It only asks; the choice
 * goes to the consent machine (./consent.ts), the one source of truth, kept
 * in sync across tabs.
 *
 * - The banner is a non-modal dialog, fixed at the bottom: the page stays
 *   usable. "Accepter alle", "Afvis alle" and "Tilpas" look the same (refusal
 *   as easy as acceptance). It takes focus when it appears unless the visitor
 *   is already somewhere on the page, and while it shows the page scrolls a
 *   focused element clear of it (WCAG 2.2 SC 2.4.11). Escape does not dismiss
 *   it: only an answer does.
 * - The settings are a modal <dialog> (the browser keeps focus inside and
 *   makes the page inert): one checkbox per category, necessary always on.
 *   Escape or "Luk" closes it without saving; focus returns to what opened it,
 *   and a visitor who has not answered sees the banner again.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { consentCategories, consentPolicyVersion, type ConsentCategory } from '#machines/consent/consent-policy.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import { m } from '../i18n/paraglide/messages.js'
import { legalPages } from '../shell/site-identity.ts'
import { AppLink } from '../ui/app-link.tsx'
import { Button } from '../ui/button.tsx'
import { currentConsent, saveConsent } from './consent.ts'
import './consent-dialog.css'

type Choice = Record<ConsentCategory, boolean>
const all: Choice = { functional: true, statistics: true, marketing: true }
const none: Choice = { functional: false, statistics: false, marketing: false }

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

function answer(choice: Choice): void {
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

function PolicyLinks() {
  return (
    <p className="consent-dialog__links">
      <AppLink href={legalPages.cookies}>{m.footer_cookie_policy()}</AppLink>
      <AppLink href={legalPages.privacy}>{m.footer_privacy()}</AppLink>
    </p>
  )
}

function ConsentBanner({ onCustomise }: { onCustomise: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  const [policyChanged] = useState(answeredEarlierPolicy)
  useEffect(() => {
    const banner = ref.current
    if (!banner) return
    const active = document.activeElement
    if (active === null || active === document.body) banner.focus({ preventScroll: true })
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--consent-banner-height')
    }
  }, [])
  return (
    <div ref={ref} className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <h2 id={titleId} className="consent-dialog__title">
        {m.consent_banner_title()}
      </h2>
      <p id={textId}>
        {m.consent_banner_text()}
        {policyChanged && ` ${m.consent_revision_message()}`}
      </p>
      <div className="consent-dialog__buttons">
        <Button variant="primary" onClick={() => answer(all)}>
          {m.consent_accept_all()}
        </Button>
        <Button variant="primary" onClick={() => answer(none)}>
          {m.consent_reject_all()}
        </Button>
        <Button variant="primary" onClick={onCustomise}>
          {m.consent_customise()}
        </Button>
      </div>
      <PolicyLinks />
    </div>
  )
}

const categoryTexts: Record<ConsentCategory | 'necessary', { title: () => string; text: () => string }> = {
  necessary: { title: m.consent_necessary_title, text: m.consent_necessary_text },
  functional: { title: m.consent_functional_title, text: m.consent_functional_text },
  statistics: { title: m.consent_statistics_title, text: m.consent_statistics_text },
  marketing: { title: m.consent_marketing_title, text: m.consent_marketing_text },
}

function Category({ category, checked, onChange }: { category: ConsentCategory | 'necessary'; checked: boolean; onChange?: (checked: boolean) => void }) {
  const id = useId()
  const texts = categoryTexts[category]
  return (
    <li className="consent-settings__category">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={onChange === undefined}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-text`}
      />
      <label htmlFor={id}>{texts.title()}</label>
      <p id={`${id}-text`}>{texts.text()}</p>
    </li>
  )
}

function ConsentSettings({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [choice, setChoice] = useState<Choice>(() => {
    const view = currentConsent()
    return view.status === 'answered' ? { functional: view.choice.functional, statistics: view.choice.statistics, marketing: view.choice.marketing } : none
  })
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])
  const save = (chosen: Choice) => {
    answer(chosen)
    onClose()
  }
  return (
    // Escape closes the modal dialog natively; its close event tells the manager.
    <dialog ref={ref} className="consent-settings" aria-labelledby={titleId} onClose={onClose}>
      <div className="consent-settings__header">
        <h2 id={titleId} className="consent-dialog__title">
          {m.consent_settings_title()}
        </h2>
        <button type="button" className="consent-settings__close" aria-label={m.consent_close()} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="consent-settings__body">
        <p>{m.consent_settings_intro()}</p>
        <ul className="consent-settings__categories">
          <Category category="necessary" checked />
          {consentCategories.map((category) => (
            <Category key={category} category={category} checked={choice[category]} onChange={(on) => setChoice((c) => ({ ...c, [category]: on }))} />
          ))}
        </ul>
        <h3 className="consent-settings__more">{m.consent_more_title()}</h3>
        <p>
          {m.consent_more_text()}{' '}
          <AppLink href={legalPages.cookies} onClick={onClose}>
            {m.footer_cookie_policy()}
          </AppLink>
          .
        </p>
      </div>
      <div className="consent-dialog__buttons">
        <Button variant="primary" onClick={() => save(all)}>
          {m.consent_accept_all()}
        </Button>
        <Button variant="primary" onClick={() => save(none)}>
          {m.consent_reject_all()}
        </Button>
        <Button variant="primary" onClick={() => save(choice)}>
          {m.consent_save()}
        </Button>
      </div>
    </dialog>
  )
}

/** The banner or the settings, at the end of the body (outside the page's landmarks, above the page). */
export function ConsentDialog({ layer, onCustomise, onCloseSettings }: { layer: 'banner' | 'settings'; onCustomise: () => void; onCloseSettings: () => void }) {
  return createPortal(layer === 'banner' ? <ConsentBanner onCustomise={onCustomise} /> : <ConsentSettings onClose={onCloseSettings} />, document.body)
}

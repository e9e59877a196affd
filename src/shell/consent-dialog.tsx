/**
 * The cookie settings (ADR 0018), the second layer: loaded on demand by
 * ./consent-manager.tsx when the visitor opens them ("Tilpas" in the banner,
 * "Cookieindstillinger" in the footer, the map notice). It only asks; the
 * choice goes to the consent machine (./consent.ts), the one source of
 * truth, kept in sync across tabs.
 *
 * A modal <dialog> (the browser keeps focus inside and makes the page
 * inert): one checkbox per category, necessary always on. Escape or "Luk"
 * closes it without saving; focus returns to what opened it, and a visitor
 * who has not answered sees the banner (./consent-banner.tsx) again.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { consentCategories, type ConsentCategory } from '#machines/consent/consent-policy.ts'
import { m } from '../i18n/paraglide/messages.js'
import { legalPages } from '../site-identity/site-identity.ts'
import { AppLink } from '../ui/app-link.tsx'
import { Button } from '../ui/button.tsx'
import { acceptAll, answerConsent, rejectAll, type ConsentAnswer } from './consent-banner.tsx'
import { currentConsent } from '../consent/consent.ts'
import './consent-dialog.css'

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
  const [choice, setChoice] = useState<ConsentAnswer>(() => {
    const view = currentConsent()
    return view.status === 'answered' ? { functional: view.choice.functional, statistics: view.choice.statistics, marketing: view.choice.marketing } : rejectAll
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
  const save = (chosen: ConsentAnswer) => {
    answerConsent(chosen)
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
        <Button variant="primary" onClick={() => save(acceptAll)}>
          {m.consent_accept_all()}
        </Button>
        <Button variant="primary" onClick={() => save(rejectAll)}>
          {m.consent_reject_all()}
        </Button>
        <Button variant="primary" onClick={() => save(choice)}>
          {m.consent_save()}
        </Button>
      </div>
    </dialog>
  )
}

/** The settings, in the top layer (at the end of the body, outside the page's landmarks). */
export function ConsentSettingsDialog({ onClose }: { onClose: () => void }) {
  return createPortal(<ConsentSettings onClose={onClose} />, document.body)
}

/**
 * What a lead form tells the visitor about the lead: the status region
 * (sending, queued, sent or failed, with retry, edit and start over) and the
 * form-level alert (the validation problem, or the site's answer).
 */
import type { FailureReason, FormSubmissionSnapshot } from '#machines/form-submission/form-submission-machine.ts'
import { inCopenhagen } from '../clock/clock.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { AppLink } from '../ui/app-link.tsx'
import { legalPages } from '../site-identity/site-identity.ts'
import { fieldDomId } from './field-control.tsx'
import { focusField } from './lead-form-focus.ts'
import { danishRuleMessages } from './rule-messages.ts'
import type { FieldToFix, LeadFormStatus } from './use-lead-form.ts'

/**
 * The form-level messages: the validation problem, or what the site answered.
 * Once every field the summary listed is fixed (`allFixed`), only the site's own
 * form-level errors still stand.
 */
function alertText(snapshot: FormSubmissionSnapshot | null, allFixed: boolean): string[] {
  if (!snapshot || snapshot.value !== 'editing') return []
  const { problem, rejection } = snapshot.context
  const messages = danishRuleMessages()
  if (problem === 'incomplete') return allFixed ? [] : [messages.formIncomplete()]
  if (problem === 'invalid') return allFixed ? [] : [messages.formInvalid()]
  if (rejection) return rejection.formErrors.length > 0 ? rejection.formErrors : allFixed ? [] : [messages.formInvalid()]
  return []
}

/**
 * The alert region is always there, so screen readers announce a message when it appears.
 * It is an error summary (issue 17): the form-level message, then each field to fix as a
 * link (its label; the message is at the field) that takes focus to the field.
 */
export function FormAlert({
  snapshot,
  fieldsToFix,
  allFixed,
  formDomId,
}: {
  snapshot: FormSubmissionSnapshot | null
  /** The fields still to fix (they leave the list as the visitor fixes them). */
  fieldsToFix: readonly FieldToFix[]
  allFixed: boolean
  formDomId: string
}) {
  const alert = alertText(snapshot, allFixed)
  return (
    <div className="lead-form__alert" role="alert">
      {alert.length > 0 && (
        <ul>
          {alert.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {alert.length > 0 && fieldsToFix.length > 0 && <p className="lead-form__alert-fields-intro">{m.forms_error_summary_fields()}</p>}
      {alert.length > 0 && fieldsToFix.length > 0 && (
        // A primary area: the floating contact button and chat bubble step aside while it lies under them.
        <ul className="lead-form__alert-fields" data-primary-area="">
          {fieldsToFix.map(({ name, label }) => {
            const id = fieldDomId(formDomId, name)
            return (
              <li key={name}>
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    event.preventDefault()
                    focusField(document.getElementById(id))
                  }}
                >
                  {label}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

function failureText(reason: FailureReason | null): string {
  switch (reason) {
    case 'rate-limited':
      return m.forms_failed_rate_limited()
    case 'spam':
      return m.forms_failed_spam()
    default:
      return m.forms_failed_conflict()
  }
}

/**
 * Every confirmation links the terms of sale (issue 30); an order made here
 * with a right of withdrawal (the minilease order) links its section and form.
 */
function TermsNote({ withdrawal }: { withdrawal: boolean }) {
  return (
    <p className="submission-notice__terms" data-testid="terms-note">
      {withdrawal ? (
        <>
          {m.forms_status_terms_withdrawal()} <AppLink href={legalPages.withdrawal}>{m.forms_status_terms_withdrawal_link()}</AppLink>.
        </>
      ) : (
        <>
          {m.forms_status_terms()} <AppLink href={legalPages.terms}>{m.forms_status_terms_link()}</AppLink>.
        </>
      )}
    </p>
  )
}

/**
 * When a held-back lead goes, on Copenhagen's wall clock ("10.10"): the
 * site's instant (its clock), rounded up to the minute so the lead is never
 * sent after the time shown.
 */
export function deferredTime(retryAt: string): string {
  const minute = 60_000
  const { minutes } = inCopenhagen(new Date(Math.ceil(Date.parse(retryAt) / minute) * minute))
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}.${String(minutes % 60).padStart(2, '0')}`
}

export function SubmissionStatusView(props: {
  status: LeadFormStatus
  snapshot: FormSubmissionSnapshot | null
  Heading: 'h2' | 'h3'
  /** The lead is an order with a right of withdrawal (the minilease order): the confirmation says so. */
  withdrawal: boolean
  onRetry: () => void
  onEdit: () => void
  onStartOver: () => void
}) {
  const { status, snapshot, Heading } = props
  switch (status) {
    case 'sending':
      return <p className="lead-form__sending">{m.forms_status_sending()}</p>
    case 'queued': {
      // Held back by the lead limit: it goes at the time the site gave; "Prøv igen nu" would be held back again.
      const deferral = snapshot?.context.deferral
      return (
        <div className="submission-notice submission-notice--queued" data-deferred={deferral ? '' : undefined}>
          <Heading>{m.forms_status_queued_title()}</Heading>
          <p>{deferral ? m.forms_status_deferred_text({ time: deferredTime(deferral.retryAt) }) : m.forms_status_queued_text()}</p>
          {!deferral && (
            <Button variant="secondary" onClick={props.onRetry}>
              {m.forms_action_retry_now()}
            </Button>
          )}
        </div>
      )
    }
    case 'failed':
      return (
        <div className="submission-notice submission-notice--failed">
          <Heading>{m.forms_status_failed_title()}</Heading>
          <p>{failureText(snapshot?.context.failure ?? null)}</p>
          <div className="submission-notice__actions">
            <Button onClick={props.onRetry}>{m.forms_action_retry()}</Button>
            <Button variant="secondary" onClick={props.onEdit}>
              {m.forms_action_edit()}
            </Button>
          </div>
        </div>
      )
    case 'sent': {
      const receipt = snapshot?.context.receipt
      return (
        <div className="submission-notice submission-notice--sent">
          <Heading>{m.forms_status_sent_title()}</Heading>
          {receipt && <p>{receipt.message}</p>}
          {receipt && <p className="submission-notice__reference">{m.forms_status_reference({ reference: receipt.submissionId })}</p>}
          <TermsNote withdrawal={props.withdrawal} />
          <Button variant="secondary" onClick={props.onStartOver}>
            {m.forms_action_new()}
          </Button>
        </div>
      )
    }
    default:
      return null
  }
}

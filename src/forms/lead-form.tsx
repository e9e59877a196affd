/**
 * A lead form: the status region, the form-level alert, the field groups
 * from the form's definition, the privacy notice (what happens to the data,
 * with a link to the privacy policy) and the submit button, composed over
 * `useLeadForm` (the TanStack form and the submission machine, through the
 * outbox). The status shows sending, queued, sent or failed, also after a
 * reload.
 *
 * Accessibility: every field has a label, its error and hint are tied to it
 * with aria-describedby; a submit with errors announces the form-level
 * message (role="alert") and moves focus to the first invalid field; status
 * changes are announced (role="status") and focus moves to the status when
 * the form is replaced or locked. Everything works with the keyboard.
 */
import { useId, type FormEvent, type ReactNode } from 'react'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { AppLink } from '../ui/app-link.tsx'
import { legalPages } from '../site-identity/site-identity.ts'
import type { FormAnalyticsSubject } from './form-analytics.ts'
import type { FormId, FormSubject } from './form-catalogue.ts'
import type { FormContextData } from './definitions/field.ts'
import { honeypotFieldName } from './honeypot.ts'
import { LeadFormGroups } from './lead-form-fields.tsx'
import { FormAlert, SubmissionStatusView } from './submission-status.tsx'
import { useLeadForm, type LeadFormApi } from './use-lead-form.ts'

export interface LeadFormProps {
  formId: FormId
  subject: FormSubject
  data: FormContextData
  analytics: FormAnalyticsSubject
  submitLabel: string
  /** Level of the status headings (2 on form pages, 3 inside content blocks). */
  headingLevel?: 2 | 3
  /** Extra content at the end of a group (the trade-in valuation). */
  afterGroup?: (groupId: string, api: LeadFormApi) => ReactNode
  /** Shown right after a field (the trade-in's plate lookup after "Nummerplade"). */
  afterField?: (fieldName: string, api: LeadFormApi) => ReactNode
  /** Called when a field changes (the trade-in valuation is dropped when the car changes). */
  onFieldChange?: (name: string) => void
}

export function LeadForm(props: LeadFormProps) {
  const { formId, subject, data, analytics, submitLabel, headingLevel = 2, afterGroup, afterField, onFieldChange } = props
  const domId = `lead-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const {
    form,
    definition,
    snapshot,
    status,
    ready,
    locked,
    draftApplied,
    fieldsToFix,
    allFixed,
    containerRef,
    statusRef,
    trapRef,
    submit,
    retry,
    edit,
    startOver,
    api,
  } = useLeadForm({
    formId,
    subject,
    data,
    analytics,
    onFieldChange,
  })
  const busy = status === 'validating' || status === 'sending'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  return (
    <div
      className="lead-form"
      id={`${domId}-container`}
      ref={containerRef}
      data-form-id={formId}
      data-submission-status={ready ? status : 'loading'}
      data-state={snapshot ? String(snapshot.value) : 'loading'}
    >
      <div className="lead-form__status" role="status" tabIndex={-1} ref={statusRef}>
        <SubmissionStatusView
          status={status}
          snapshot={snapshot}
          Heading={headingLevel === 2 ? 'h2' : 'h3'}
          withdrawal={formId === 'minilease-order'}
          onRetry={retry}
          onEdit={edit}
          onStartOver={startOver}
        />
      </div>
      {status !== 'sent' && (
        <form id={domId} className="lead-form__form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <p className="lead-form__required-note">{m.forms_required_note()}</p>
          {draftApplied && status === 'editing' && <p className="lead-form__draft-note">{m.forms_draft_from_chat()}</p>}
          {/* Emptied while the form checks itself, so a repeated message is announced again. */}
          <FormAlert snapshot={status === 'editing' ? snapshot : null} fieldsToFix={fieldsToFix} allFixed={allFixed} formDomId={domId} />
          <LeadFormGroups form={form} definition={definition} formDomId={domId} locked={locked} api={api} afterGroup={afterGroup} afterField={afterField} />
          <div className="lead-form__trap" aria-hidden="true">
            <label htmlFor={`${domId}-${honeypotFieldName}`}>{m.forms_honeypot_label()}</label>
            <input ref={trapRef} id={`${domId}-${honeypotFieldName}`} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          {/* Informs instead of asking consent: answering an inquiry needs none (issue 17). */}
          <p className="lead-form__privacy" data-testid="privacy-notice">
            {m.forms_privacy_notice()} <AppLink href={legalPages.privacy}>{m.forms_privacy_link()}</AppLink>.
          </p>
          <div className="lead-form__actions">
            <Button type="submit" size="large" disabled={!ready || locked || busy}>
              {busy ? m.forms_action_sending() : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

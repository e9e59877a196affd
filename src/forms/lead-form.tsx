/**
 * A lead form: fields from its definition (TanStack Form, validated with the
 * rule set at the configured timing), the submission machine (through the
 * outbox) and the visitor-facing status: sending, queued, sent or failed,
 * also after a reload.
 *
 * Accessibility: every field has a label, its error and hint are tied to it
 * with aria-describedby; a submit with errors announces the form-level
 * message (role="alert") and moves focus to the first invalid field; status
 * changes are announced (role="status") and focus moves to the status when
 * the form is replaced or locked. Everything works with the keyboard.
 */
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@tanstack/react-form'
import type { FailureReason, FormSubmissionSnapshot, ValidationResult } from '../../machines/form-submission/form-submission-machine.ts'
import { submissionStatus } from '../../machines/form-submission/form-submission-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { registerFormValidator, startOutboxCourier } from './browser-outbox.ts'
import { FieldControl } from './field-control.tsx'
import { trackFormReady, trackFormSubmit, type FormAnalyticsSubject } from './form-analytics.ts'
import { formKey as formKeyOf, type FormId, type FormSubject } from './form-catalogue.ts'
import {
  buildFormDefinition,
  defaultValues,
  textInputDelayMs,
  type FieldDefinition,
  type FormContextData,
} from './form-definitions.ts'
import { honeypotFieldName } from './honeypot.ts'
import { danishRuleMessages } from './rule-messages.ts'
import { checkField, checkFields, formProblem, formValuesSchema, isBlank, type FieldValue, type FormValues, type RuleEnv } from './rules.ts'
import { todayInCopenhagen } from '../clock/clock.ts'
import { submissionStore, useFormSubmission } from './use-form-submission.ts'

/** The rules' environment in the browser: "today" from the browser's clock, in Copenhagen. */
export function clientRuleEnv(): RuleEnv {
  return { messages: danishRuleMessages(), today: todayInCopenhagen(), locale: 'da-DK' }
}

/** A fresh idempotency key for a validated submission. */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Focuses the first field marked invalid (a radio group: its checked or first option). */
function focusFirstInvalid(container: HTMLElement | null): void {
  window.setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!invalid) return
    const target =
      invalid.tagName === 'FIELDSET'
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
        : invalid
    target?.focus()
  }, 0)
}

/** What the trade-in form's valuation needs from the form. */
export interface LeadFormApi {
  values(): FormValues
  /** Validates these fields and shows their errors; true when all are valid (else focus moves to the first error). */
  validateFields(names: readonly string[]): Promise<boolean>
  showFieldErrors(errors: Record<string, readonly string[]>): void
  /** The form cannot be changed (a lead is on its way). */
  locked: boolean
}

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
  /** Called when a field changes (the trade-in valuation is dropped when the car changes). */
  onFieldChange?: (name: string) => void
}

const contactFields = ['name', 'email', 'phone', 'postcode'] as const

export function LeadForm(props: LeadFormProps) {
  const { formId, subject, data, analytics, submitLabel, headingLevel = 2, afterGroup, onFieldChange } = props
  const definition = useMemo(() => buildFormDefinition(formId, data, subject), [formId, data, subject])
  const key = formKeyOf(formId, subject)
  const domId = `lead-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const { view, send } = useFormSubmission(key)
  const snapshot: FormSubmissionSnapshot | null = view.status === 'ready' ? view.snapshot : null
  const status = snapshot ? submissionStatus(snapshot) : 'editing'
  const ready = snapshot !== null
  const locked = status !== 'editing'

  const containerId = `${domId}-container`
  const statusRef = useRef<HTMLDivElement>(null)
  const trapRef = useRef<HTMLInputElement>(null)
  const latest = useRef({ subject, definition, analytics, onFieldChange })
  useEffect(() => {
    latest.current = { subject, definition, analytics, onFieldChange }
  })
  /** A submit on this page (not a restored lead): focus follows the outcome. */
  const submittedHere = useRef(false)
  const restoredKey = useRef<string | null>(null)

  const form = useForm({
    defaultValues: defaultValues(definition) as Record<string, FieldValue>,
    listeners: {
      onChange: ({ fieldApi }) => latest.current.onFieldChange?.(fieldApi.name),
    },
  })

  // Validation of one field with the shared rules; untouched empty fields stay quiet until submit.
  const validatorsFor = (field: FieldDefinition) => {
    const check = ({ value, fieldApi }: { value: FieldValue; fieldApi: { state: { meta: { isTouched: boolean } }; form: { state: { values: FormValues } } } }) => {
      if (!fieldApi.state.meta.isTouched && isBlank(value)) return undefined
      return checkField(field, { ...fieldApi.form.state.values, [field.name]: value }, clientRuleEnv()) ?? undefined
    }
    switch (field.timing) {
      case 'dirty':
        return { onChange: check, onChangeListenTo: field.listenTo }
      case 'live':
        return {
          onChangeAsync: async (props: Parameters<typeof check>[0]) => check(props),
          onChangeAsyncDebounceMs: textInputDelayMs,
          onChangeListenTo: field.listenTo,
        }
      case 'submit':
        return { onSubmit: check }
      default:
        return { onBlur: check, onBlurListenTo: field.listenTo }
    }
  }

  const api: LeadFormApi = {
    values: () => ({ ...form.state.values }),
    async validateFields(names) {
      for (const name of names) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }))
      await Promise.all(names.map((name) => form.validateField(name, 'submit')))
      const fields = definition.fields.filter((f) => names.includes(f.name))
      const valid = checkFields(fields, form.state.values, clientRuleEnv()).length === 0
      if (!valid) focusFirstInvalid(document.getElementById(containerId))
      return valid
    },
    showFieldErrors(errors) {
      for (const [name, messages] of Object.entries(errors)) {
        if (!definition.fields.some((f) => f.name === name)) continue
        form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: messages[0] } }))
      }
      focusFirstInvalid(document.getElementById(containerId))
    },
    locked,
  }

  // The machine's `validating` state runs this: the same rules and zod schema as the site.
  useEffect(() => {
    return registerFormValidator(key, async (): Promise<ValidationResult> => {
      const { definition: current, subject: currentSubject } = latest.current
      for (const f of current.fields) form.setFieldMeta(f.name, (meta) => ({ ...meta, isTouched: true }))
      await form.validateAllFields('submit')
      const env = clientRuleEnv()
      const values = { ...form.state.values }
      const problem = formProblem(checkFields(current.fields, values, env))
      if (problem) return { valid: false, problem }
      const parsed = formValuesSchema(current.fields, env).safeParse(values)
      if (!parsed.success) return { valid: false, problem: 'invalid' }
      const cleanSubject = Object.fromEntries(Object.entries(currentSubject).filter(([, v]) => typeof v === 'string' && v !== ''))
      return {
        valid: true,
        lead: { key: newIdempotencyKey(), formId, subject: cleanSubject, values: parsed.data as Record<string, FieldValue>, honeypot: trapRef.current?.value ?? '' },
      }
    })
  }, [key, form, formId])

  // Leads waiting from earlier visits (any form) are posted again.
  useEffect(() => startOutboxCourier(), [])

  // Effects of the machine's notices: focus, field errors from the site, analytics.
  useEffect(() => {
    const store = submissionStore(key)
    if (!store) return
    return store.onEmitted((notice) => {
      switch (notice.type) {
        case 'notice.invalid':
          focusFirstInvalid(document.getElementById(containerId))
          break
        case 'notice.validated':
          submittedHere.current = true
          trackFormSubmit(formId, latest.current.definition.kind, latest.current.analytics)
          break
        case 'notice.rejected':
          api.showFieldErrors(notice.rejection.fieldErrors)
          if (Object.keys(notice.rejection.fieldErrors).length === 0) window.setTimeout(() => statusRef.current?.focus(), 0)
          break
        default:
          break
      }
    })
    // api is rebuilt each render; the handlers only use the form and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, formId])

  // form_ready once the form can be used.
  const readyTracked = useRef(false)
  useEffect(() => {
    if (!ready || readyTracked.current) return
    readyTracked.current = true
    trackFormReady(formId, latest.current.analytics)
  }, [ready, formId])

  // A lead on its way (also after a reload) is shown in the fields it was sent with.
  const lead = snapshot?.context.lead ?? null
  useEffect(() => {
    if (!lead || lead.key === restoredKey.current) return
    restoredKey.current = lead.key
    for (const f of latest.current.definition.fields) {
      const value = lead.values[f.name]
      if (value !== undefined && form.state.values[f.name] !== value) form.setFieldValue(f.name, value, { dontUpdateMeta: true })
    }
  }, [lead, form])

  // When the outcome of a submit made here replaces or locks the form, focus moves to the status.
  useEffect(() => {
    if (!submittedHere.current) return
    if (status === 'sent' || status === 'queued' || status === 'failed') statusRef.current?.focus()
  }, [status])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'form.submit' })
  }

  const startOver = () => {
    // A new lead: the contact details stay, the rest starts afresh.
    for (const f of definition.fields) {
      if (!(contactFields as readonly string[]).includes(f.name)) form.setFieldValue(f.name, f.defaultValue, { dontUpdateMeta: true })
      form.setFieldMeta(f.name, (meta) => ({ ...meta, isTouched: false, errorMap: {} }))
    }
    submittedHere.current = false
    send({ type: 'form.reset' })
  }

  const edit = () => {
    submittedHere.current = false
    send({ type: 'form.edit' })
    focusFirstField(document.getElementById(containerId))
  }

  const alert = alertText(snapshot)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <div className="lead-form" id={containerId} data-form-id={formId} data-submission-status={ready ? status : 'loading'}>
      <div className="lead-form__status" role="status" tabIndex={-1} ref={statusRef}>
        <StatusContent
          status={status}
          snapshot={snapshot}
          Heading={Heading}
          onRetry={() => send({ type: 'lead.retry' })}
          onEdit={edit}
          onStartOver={startOver}
        />
      </div>
      {status !== 'sent' && (
        <form id={domId} className="lead-form__form" method="post" noValidate onSubmit={onSubmit} aria-busy={status === 'validating' || status === 'sending'}>
          <p className="lead-form__required-note">{m.forms_required_note()}</p>
          <div className="lead-form__alert" role="alert">
            {alert.length > 0 && (
              <ul>
                {alert.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </div>
          {definition.groups.map((group) => (
            <fieldset key={group.id} className="lead-form__group" disabled={locked}>
              <legend className="lead-form__legend">{group.legend}</legend>
              <div className="lead-form__fields">
                {group.fields.map((f) => (
                  <div key={f.name} className={f.narrow ? 'lead-form__field lead-form__field--narrow' : 'lead-form__field'}>
                    <form.Field name={f.name} validators={validatorsFor(f) as never}>
                      {(field) => (
                        <FieldControl
                          definition={f}
                          formDomId={domId}
                          field={{
                            value: field.state.value,
                            errors: field.state.meta.errors,
                            onChange: (value) => {
                              field.handleChange(value)
                              // A message shown on blur follows the typing once it is there (and disappears when fixed).
                              if (f.timing === 'blur' && field.state.meta.errorMap.onBlur) void form.validateField(f.name, 'blur')
                            },
                            onBlur: field.handleBlur,
                          }}
                        />
                      )}
                    </form.Field>
                  </div>
                ))}
              </div>
              {afterGroup?.(group.id, api)}
            </fieldset>
          ))}
          <div className="lead-form__trap" aria-hidden="true">
            <label htmlFor={`${domId}-${honeypotFieldName}`}>{m.forms_honeypot_label()}</label>
            <input ref={trapRef} id={`${domId}-${honeypotFieldName}`} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className="lead-form__actions">
            <Button type="submit" size="large" disabled={!ready || locked}>
              {status === 'validating' || status === 'sending' ? m.forms_action_sending() : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

function focusFirstField(container: HTMLElement | null): void {
  window.setTimeout(() => container?.querySelector<HTMLElement>('form input:not([type="hidden"]):not([tabindex="-1"]), form textarea')?.focus(), 0)
}

/** The form-level messages: the validation problem, or what the site answered. */
function alertText(snapshot: FormSubmissionSnapshot | null): string[] {
  if (!snapshot || snapshot.value !== 'editing') return []
  const { problem, rejection } = snapshot.context
  const messages = danishRuleMessages()
  if (problem === 'incomplete') return [messages.formIncomplete()]
  if (problem === 'invalid') return [messages.formInvalid()]
  if (rejection) return rejection.formErrors.length > 0 ? rejection.formErrors : [messages.formInvalid()]
  return []
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

function StatusContent(props: {
  status: ReturnType<typeof submissionStatus>
  snapshot: FormSubmissionSnapshot | null
  Heading: 'h2' | 'h3'
  onRetry: () => void
  onEdit: () => void
  onStartOver: () => void
}) {
  const { status, snapshot, Heading } = props
  switch (status) {
    case 'sending':
      return <p className="lead-form__sending">{m.forms_status_sending()}</p>
    case 'queued':
      return (
        <div className="submission-notice submission-notice--queued">
          <Heading>{m.forms_status_queued_title()}</Heading>
          <p>{m.forms_status_queued_text()}</p>
          <Button variant="secondary" onClick={props.onRetry}>
            {m.forms_action_retry_now()}
          </Button>
        </div>
      )
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

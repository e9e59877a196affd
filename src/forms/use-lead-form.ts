/**
 * Connects a lead form's TanStack form with its submission machine
 * (machines/form-submission, through the outbox). The direction is one way:
 * on "Send" the form validates itself (lead-validation.ts) and sends the
 * machine the lead (`form.submit`) or the form-level problem
 * (`form.invalid`); the machine's state and notices flow back as the status,
 * field errors from the site, focus and analytics. A lead on its way (also
 * after a reload) is shown in the fields it was sent with.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useForm, useStore } from '@tanstack/react-form'
import type { FormSubmissionSnapshot, Lead, SubmissionStatus } from '#machines/form-submission/form-submission-machine.ts'
import { submissionStatus } from '#machines/form-submission/form-submission-machine.ts'
import { markFormOnPage, startOutboxCourier } from './browser-outbox.ts'
import { trackFormReady, trackFormSubmit, type FormAnalyticsSubject } from './form-analytics.ts'
import { formKey as formKeyOf, type FormId, type FormSubject } from './form-catalogue.ts'
import { buildFormDefinition, defaultValues } from './definitions/form-definitions.ts'
import { type FieldDefinition, type FormContextData, type FormDefinition } from './definitions/field.ts'
import { focusFirstField, focusFirstInvalid, focusSoon } from './lead-form-focus.ts'
import { buildLead, checkLeadValues, clientRuleEnv } from './lead-validation.ts'
import { type FieldValue, type FormValues } from './rules/values.ts'
import { checkFields } from './rules/check.ts'
import { submissionStore, useFormSubmission } from './use-form-submission.ts'
import { clearLeadDraft, readLeadDraft, useLeadDraftMessage } from '../channels/lead-draft.ts'

/** What the visitor is shown: the machine's status, or `validating` while the form checks itself. */
export type LeadFormStatus = SubmissionStatus | 'validating'

/** A field the visitor has to fix, as the error summary lists it (issue 17). */
export interface FieldToFix {
  name: string
  /** The field's label (its message shows at the field). */
  label: string
}

/** What the trade-in form's valuation needs from the form. */
export interface LeadFormApi {
  values(): FormValues
  /** Validates these fields and shows their errors; true when all are valid (else focus moves to the first error). */
  validateFields(names: readonly string[]): Promise<boolean>
  showFieldErrors(errors: Record<string, readonly string[]>): void
  /** Fills fields (the trade-in's car from its plate) and checks them, so a filled value that breaks a rule shows its message. */
  setValues(values: Record<string, string>): void
  /** The form cannot be changed (a lead is on its way). */
  locked: boolean
}

function useLeadTanStackForm(initialValues: Record<string, FieldValue>, onFieldChange: (name: string) => void) {
  return useForm({
    defaultValues: initialValues,
    listeners: { onChange: ({ fieldApi }) => onFieldChange(fieldApi.name) },
  })
}

export type LeadTanStackForm = ReturnType<typeof useLeadTanStackForm>

/** Contact details stay when the visitor starts a new lead; the rest starts afresh. */
const contactFields: readonly string[] = ['name', 'email', 'phone', 'postcode']

function markTouched(form: LeadTanStackForm, names: readonly string[]): void {
  for (const name of names) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }))
}

/** Shows errors from the site (or the product API) at their fields; unknown fields are skipped. */
function applyFieldErrors(form: LeadTanStackForm, fields: readonly FieldDefinition[], errors: Record<string, readonly string[]>): void {
  for (const [name, messages] of Object.entries(errors)) {
    if (!fields.some((f) => f.name === name)) continue
    form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: messages[0] } }))
  }
}

/** The form counts as on the page (no toast for its own lead), and the courier resends waiting leads of any form. */
function useOutboxPresence(formKey: string): void {
  useEffect(() => {
    const unmark = markFormOnPage(formKey)
    startOutboxCourier()
    return unmark
  }, [formKey])
}

/** The latest props, for callbacks that outlive a render (listeners, notices, async validation). */
interface LatestProps {
  subject: FormSubject
  definition: FormDefinition
  analytics: FormAnalyticsSubject
  onFieldChange?: (name: string) => void
}

/** form_ready once, when the form can be used. */
function useReadyTracking(ready: boolean, formId: FormId, latest: RefObject<LatestProps>): void {
  const tracked = useRef(false)
  useEffect(() => {
    if (!ready || tracked.current) return
    tracked.current = true
    trackFormReady(formId, latest.current.analytics)
  }, [ready, formId, latest])
}

/** A lead on its way (also after a reload) is shown in the fields it was sent with. */
function useRestoredLead(lead: Lead | null, form: LeadTanStackForm, latest: RefObject<LatestProps>): void {
  const restoredKey = useRef<string | null>(null)
  useEffect(() => {
    if (!lead || lead.key === restoredKey.current) return
    restoredKey.current = lead.key
    for (const f of latest.current.definition.fields) {
      const value = lead.values[f.name]
      if (value !== undefined && form.state.values[f.name] !== value) form.setFieldValue(f.name, value, { dontUpdateMeta: true })
    }
  }, [lead, form, latest])
}

/**
 * A draft handed over by another part of the site (the chat's conversation,
 * src/channels/lead-draft.ts) fills the message field once the form can be edited,
 * unless the visitor has written something else there. True while the
 * message field holds the draft.
 */
function useLeadDraft(formId: FormId, form: LeadTanStackForm, editable: boolean, latest: RefObject<LatestProps>): boolean {
  const draft = useLeadDraftMessage(formId)
  const applied = useRef<string | null>(null)
  useEffect(() => {
    if (!editable || draft === null || applied.current === draft) return
    if (!latest.current.definition.fields.some((f) => f.name === 'message')) return
    const current = form.state.values.message
    if (typeof current === 'string' && current.trim() !== '' && current !== draft) return
    applied.current = draft
    form.setFieldValue('message', draft, { dontUpdateMeta: true })
  }, [editable, draft, formId, form, latest])
  return editable && draft !== null
}

/**
 * Of the fields a "Send" (or the site's answer) listed, those that still show
 * an error at the field: a value fixed, or checked again by the trade-in's
 * valuation, takes its field off the error summary.
 */
function useStillWrong(form: LeadTanStackForm, listed: readonly FieldToFix[]): readonly FieldToFix[] {
  // A string, so the form's other changes (every keystroke) do not re-render the summary.
  const withErrors = useStore(form.store, (state) =>
    Object.entries(state.fieldMeta)
      .filter(([, meta]) => (meta?.errors.length ?? 0) > 0)
      .map(([name]) => name)
      .join('\n'),
  )
  return useMemo(() => {
    const names = new Set(withErrors.split('\n'))
    return listed.filter((f) => names.has(f.name))
  }, [withErrors, listed])
}

export interface UseLeadFormOptions {
  formId: FormId
  subject: FormSubject
  data: FormContextData
  analytics: FormAnalyticsSubject
  onFieldChange?: (name: string) => void
}

export interface LeadFormController {
  form: LeadTanStackForm
  definition: FormDefinition
  snapshot: FormSubmissionSnapshot | null
  status: LeadFormStatus
  /** The submission store has loaded (the form can be sent). */
  ready: boolean
  /** A lead is on its way (or sent): the fields cannot be changed. */
  locked: boolean
  /** The message field was filled from a draft (the chat's conversation). */
  draftApplied: boolean
  /**
   * The fields the last "Send" (or the site's answer) found wrong that still show an error, in form
   * order: the error summary follows the fields, so a field the visitor has fixed leaves it (issue 29).
   */
  fieldsToFix: readonly FieldToFix[]
  /** Every field the last "Send" found wrong has been fixed since: its form-level message is no longer true. */
  allFixed: boolean
  containerRef: RefObject<HTMLDivElement | null>
  statusRef: RefObject<HTMLDivElement | null>
  /** The spam trap field (its content goes with the lead). */
  trapRef: RefObject<HTMLInputElement | null>
  submit(): Promise<void>
  retry(): void
  edit(): void
  startOver(): void
  api: LeadFormApi
}

export function useLeadForm({ formId, subject, data, analytics, onFieldChange }: UseLeadFormOptions): LeadFormController {
  const definition = useMemo(() => buildFormDefinition(formId, data, subject), [formId, data, subject])
  const key = formKeyOf(formId, subject)
  const { view, send } = useFormSubmission(key)
  const snapshot = view.status === 'ready' ? view.snapshot : null
  const [validating, setValidating] = useState(false)
  const [fieldsToFix, setFieldsToFix] = useState<readonly FieldToFix[]>([])
  const machineStatus = snapshot ? submissionStatus(snapshot) : 'editing'
  const status: LeadFormStatus = validating ? 'validating' : machineStatus
  const ready = snapshot !== null
  // The fields stay enabled during the short local check, so focus can move to the first invalid one.
  const locked = machineStatus !== 'editing'

  const containerRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const trapRef = useRef<HTMLInputElement>(null)
  const latest = useRef<LatestProps>({ subject, definition, analytics, onFieldChange })
  useEffect(() => {
    latest.current = { subject, definition, analytics, onFieldChange }
  })
  /** A submit on this page (not a restored lead): focus follows the outcome. */
  const submittedHere = useRef(false)
  const validatingNow = useRef(false)

  const form = useLeadTanStackForm(defaultValues(definition), (name) => latest.current.onFieldChange?.(name))
  const stillWrong = useStillWrong(form, fieldsToFix)

  useOutboxPresence(key)
  useReadyTracking(ready, formId, latest)
  useRestoredLead(snapshot?.context.lead ?? null, form, latest)
  const draftApplied = useLeadDraft(formId, form, ready && !locked, latest)

  // The machine's notices: the lead is on its way (analytics), or the site rejected fields.
  useEffect(() => {
    const store = submissionStore(key)
    if (!store) return
    return store.onEmitted((notice) => {
      if (notice.type === 'notice.queued') {
        submittedHere.current = true
        // The handed-over draft went with this lead: a later visit starts empty.
        if (readLeadDraft(formId)) clearLeadDraft()
        trackFormSubmit(formId, latest.current.definition.kind, latest.current.analytics)
      } else if (notice.type === 'notice.rejected') {
        applyFieldErrors(form, latest.current.definition.fields, notice.rejection.fieldErrors)
        setFieldsToFix(
          latest.current.definition.fields
            .filter((f) => (notice.rejection.fieldErrors[f.name]?.length ?? 0) > 0)
            .map((f) => ({ name: f.name, label: f.label })),
        )
        if (Object.keys(notice.rejection.fieldErrors).length === 0) focusSoon(statusRef)
        else focusFirstInvalid(containerRef.current)
      }
    })
  }, [key, formId, form])

  // When the outcome of a submit made here replaces or locks the form, focus moves to the status.
  useEffect(() => {
    if (!submittedHere.current) return
    if (status === 'sent' || status === 'queued' || status === 'failed') statusRef.current?.focus()
  }, [status])

  /** "Send": the whole form is checked as the site will check it; then the machine gets the lead or the problem. */
  async function submit(): Promise<void> {
    if (!ready || locked || validatingNow.current) return
    validatingNow.current = true
    setValidating(true)
    try {
      const { definition: current, subject: currentSubject } = latest.current
      markTouched(
        form,
        current.fields.map((f) => f.name),
      )
      await form.validateAllFields('submit')
      const values = { ...form.state.values }
      const checked = checkLeadValues(current.fields, values, clientRuleEnv())
      const failed = new Set(checked.valid ? [] : checkFields(current.fields, values, clientRuleEnv()).map((f) => f.field))
      setFieldsToFix(current.fields.filter((f) => failed.has(f.name)).map((f) => ({ name: f.name, label: f.label })))
      if (!checked.valid) {
        send({ type: 'form.invalid', problem: checked.problem })
        focusFirstInvalid(containerRef.current)
        return
      }
      const lead = buildLead({ formId, subject: currentSubject, values: checked.values, honeypot: trapRef.current?.value ?? '' })
      send({ type: 'form.submit', lead })
    } finally {
      validatingNow.current = false
      setValidating(false)
    }
  }

  const api: LeadFormApi = {
    values: () => ({ ...form.state.values }),
    async validateFields(names) {
      markTouched(form, names)
      await Promise.all(names.map((name) => form.validateField(name, 'submit')))
      const valid =
        checkFields(
          definition.fields.filter((f) => names.includes(f.name)),
          form.state.values,
          clientRuleEnv(),
        ).length === 0
      if (!valid) focusFirstInvalid(containerRef.current)
      return valid
    },
    showFieldErrors(errors) {
      applyFieldErrors(form, definition.fields, errors)
      focusFirstInvalid(containerRef.current)
    },
    setValues(values) {
      const names = Object.keys(values).filter((name) => definition.fields.some((f) => f.name === name))
      for (const name of names) form.setFieldValue(name, values[name] ?? '')
      markTouched(form, names)
      void Promise.all(names.map((name) => form.validateField(name, 'change')))
    },
    locked,
  }

  return {
    form,
    definition,
    snapshot,
    status,
    ready,
    locked,
    draftApplied,
    fieldsToFix: stillWrong,
    allFixed: fieldsToFix.length > 0 && stillWrong.length === 0,
    containerRef,
    statusRef,
    trapRef,
    submit,
    retry: () => send({ type: 'lead.retry' }),
    edit() {
      submittedHere.current = false
      setFieldsToFix([])
      send({ type: 'form.edit' })
      focusFirstField(containerRef.current)
    },
    startOver() {
      for (const f of definition.fields) {
        if (!contactFields.includes(f.name)) form.setFieldValue(f.name, f.defaultValue, { dontUpdateMeta: true })
        form.setFieldMeta(f.name, (meta) => ({ ...meta, isTouched: false, errorMap: {} }))
      }
      submittedHere.current = false
      setFieldsToFix([])
      send({ type: 'form.reset' })
    },
    api,
  }
}

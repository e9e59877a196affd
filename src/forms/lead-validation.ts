/**
 * A lead form's validation in the browser (ADR 0008): the shared rule set
 * as TanStack Form field validators at each field's timing, the whole-form
 * check on submit with the same rules and zod schema the site applies, and
 * the lead built from valid values with a fresh idempotency key. The form
 * sends that lead to its submission machine (`form.submit`) or the
 * form-level problem (`form.invalid`); the machine never calls back here.
 */
import type { FormProblem, Lead } from '#machines/form-submission/form-submission-machine.ts'
import type { FormId, FormSubject } from './form-catalogue.ts'
import { textInputDelayMs, type FieldDefinition } from './definitions/field.ts'
import { danishRuleMessages } from './rule-messages.ts'
import { interfaceLocale } from '#app.config'
import { inCopenhagen, siteClock } from '../clock/clock.ts'
import { isBlank, type FieldValue, type FormValues } from './rules/values.ts'
import { type RuleEnv } from './rules/rule-set.ts'
import { checkField, checkFields, formProblem, formValuesSchema } from './rules/check.ts'

/** The rules' environment in the browser: "today" and the time of day from the site's clock, in Copenhagen. */
export function clientRuleEnv(): RuleEnv {
  const now = inCopenhagen(siteClock().now())
  return { messages: danishRuleMessages(), today: now.date, nowMinutes: now.minutes, locale: 'da-DK' }
}

/** What a field validator is given by TanStack Form (the parts used here). */
interface FieldCheckInput {
  value: FieldValue
  fieldApi: { state: { meta: { isTouched: boolean } }; form: { state: { values: FormValues } } }
}

/**
 * The TanStack Form validators of one field at its timing: on blur by
 * default, on change for checkboxes and toggles (dirty), debounced on change
 * (live) or only on submit. Untouched empty fields stay quiet until submit.
 */
export function fieldValidators(field: FieldDefinition) {
  const check = ({ value, fieldApi }: FieldCheckInput) => {
    if (!fieldApi.state.meta.isTouched && isBlank(value)) return undefined
    return checkField(field, { ...fieldApi.form.state.values, [field.name]: value }, clientRuleEnv()) ?? undefined
  }
  switch (field.timing) {
    case 'dirty':
      return { onChange: check, onChangeListenTo: field.listenTo }
    case 'live':
      return {
        onChangeAsync: async (input: FieldCheckInput) => check(input),
        onChangeAsyncDebounceMs: textInputDelayMs,
        onChangeListenTo: field.listenTo,
      }
    case 'submit':
      return { onSubmit: check }
    default:
      return { onBlur: check, onBlurListenTo: field.listenTo }
  }
}

export type LeadValuesCheck = { valid: true; values: Record<string, FieldValue> } | { valid: false; problem: FormProblem }

/**
 * The whole form as the site will judge it: every field's rules (the
 * form-level problem: 'incomplete' when only required fields are missing),
 * then the form's zod schema, whose output is what the lead carries.
 */
export function checkLeadValues(fields: readonly FieldDefinition[], values: FormValues, env: RuleEnv): LeadValuesCheck {
  const problem = formProblem(checkFields(fields, values, env))
  if (problem) return { valid: false, problem }
  const parsed = formValuesSchema(fields, env).safeParse(values)
  if (!parsed.success) return { valid: false, problem: 'invalid' }
  return { valid: true, values: parsed.data as Record<string, FieldValue> }
}

/** A fresh idempotency key for a validated submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The lead of a valid submission: a fresh key, the subject without empty entries, the checked values. */
export function buildLead(input: {
  formId: FormId
  subject: FormSubject
  values: Record<string, FieldValue>
  honeypot: string
  /** The interface locale (spec 4); default the site's, Danish. */
  locale?: string
}): Lead {
  const subject = Object.fromEntries(
    Object.entries(input.subject).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )
  return { key: newIdempotencyKey(), formId: input.formId, subject, values: input.values, honeypot: input.honeypot, locale: input.locale ?? interfaceLocale }
}

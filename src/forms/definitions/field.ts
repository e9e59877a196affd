/**
 * What a lead form is made of: the data it is built from (loaded with the
 * page, and by the site for a post), its fields with their rules
 * (../rules/rule-set.ts), labels and validation timing, and its groups. The
 * browser renders and validates a form from its definition; the site builds
 * the same definition from the same data to validate the post. Pure module.
 */
import type { SubmissionKind } from '#src/product-api/contract/submissions.ts'
import type { AcquisitionType } from '#src/product-api/contract/vocabulary.ts'
import type { FormId, FormSubject } from '../form-catalogue.ts'
import type { FieldRules } from '../rules/check.ts'
import type { DayHoursLike } from '../rules/opening-hours.ts'
import type { Rule, RuleEnv } from '../rules/rule-set.ts'
import type { FieldValue, FormValues } from '../rules/values.ts'

export interface LocationChoice {
  slug: string
  /** "Bilhuset Nord Greve". */
  name: string
  /** "Greve": what the visitor picks. */
  label: string
  brands: string[]
  /** Showroom hours, Monday first. */
  hours: DayHoursLike[]
}

export interface ModelChoice {
  brand: string
  model: string
  /** "Mercedes-Benz GLC". */
  label: string
}

export interface FormContextData {
  /** Today (yyyy-mm-dd, Copenhagen) when the data was loaded. */
  today: string
  /** The locations the visitor can choose, already narrowed to the form's brand. */
  locations: LocationChoice[]
  /** Vehicle interest: the acquisition types the vehicle is offered with. */
  acquisitionTypes: AcquisitionType[]
  /** Embedded test drive: the models the visitor can choose. */
  models: ModelChoice[]
}

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'radio' | 'select' | 'autocomplete' | 'checkbox' | 'toggle'

/**
 * When a field's message shows (spec 5): on blur by default, when changed
 * ("dirty") for checkboxes, while typing ("live", debounced 20 ms) or only
 * on submit, as the form is configured.
 */
export type ValidationTiming = 'blur' | 'dirty' | 'live' | 'submit'

/** Spec 5: the default input delay of text inputs, used to debounce live validation. */
export const textInputDelayMs = 20

export interface FieldOption {
  value: string
  label: string
}

export interface FieldDefinition extends FieldRules {
  kind: FieldKind
  label: string
  hint?: string
  options?: readonly FieldOption[]
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal'
  defaultValue: FieldValue
  timing: ValidationTiming
  /** Other fields whose change validates this one again (from its rules). */
  listenTo: string[]
  /** Narrow fields sit two to a row on wide screens. */
  narrow?: boolean
  /** Date fields: the first and last date offered (yyyy-mm-dd, the native date input's min and max). */
  min?: string
  max?: string
  /**
   * Options that follow the other values (the test-drive times of the chosen
   * location and date); null while those are not chosen yet.
   */
  optionsFor?: (values: FormValues, env: RuleEnv) => FieldOption[] | null
}

export interface FieldGroup {
  id: string
  legend: string
  fields: FieldDefinition[]
}

export interface FormDefinition {
  formId: FormId
  kind: SubmissionKind
  groups: FieldGroup[]
  /** Every field, in order. */
  fields: FieldDefinition[]
}

export type FormValidationMode = 'blur' | 'live' | 'submit'

interface FieldSpec {
  name: string
  kind: FieldKind
  label: string
  messageName?: string
  hint?: string
  rules: Rule[]
  options?: readonly FieldOption[]
  autoComplete?: string
  inputMode?: FieldDefinition['inputMode']
  defaultValue?: FieldValue
  narrow?: boolean
  min?: string
  max?: string
  optionsFor?: FieldDefinition['optionsFor']
}

export function field(spec: FieldSpec, mode: FormValidationMode): FieldDefinition {
  const boolean = spec.kind === 'checkbox' || spec.kind === 'toggle'
  const timing: ValidationTiming = boolean ? (mode === 'submit' ? 'submit' : 'dirty') : mode
  return {
    name: spec.name,
    kind: spec.kind,
    label: spec.label,
    messageName: spec.messageName ?? spec.label,
    hint: spec.hint,
    valueType: boolean ? 'boolean' : 'text',
    rules: spec.rules,
    options: spec.options,
    autoComplete: spec.autoComplete,
    inputMode: spec.inputMode,
    defaultValue: spec.defaultValue ?? (boolean ? false : ''),
    timing,
    listenTo: [...new Set(spec.rules.flatMap((r) => r.dependsOn ?? []))],
    narrow: spec.narrow,
    min: spec.min,
    max: spec.max,
    optionsFor: spec.optionsFor,
  }
}

// ---------------------------------------------------------------------------
// Building blocks

export function group(id: string, legend: string, fields: FieldDefinition[]): FieldGroup {
  return { id, legend, fields }
}

/** What each form's groups are built from. */
export interface FormBuild {
  data: FormContextData
  subject: FormSubject
  mode: FormValidationMode
}

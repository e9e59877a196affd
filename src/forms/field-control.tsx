/**
 * One field of a lead form: the UI kit's field for the definition's kind
 * (spec 2.5: text, autocomplete, checkbox, toggle, radio), bound to its
 * TanStack Form field.
 */
import { AutocompleteField } from '../ui/form-fields/autocomplete-field.tsx'
import { CheckboxField } from '../ui/form-fields/checkbox-field.tsx'
import { RadioGroupField } from '../ui/form-fields/radio-group-field.tsx'
import { SelectField } from '../ui/form-fields/select-field.tsx'
import { TextField, type TextFieldProps } from '../ui/form-fields/text-field.tsx'
import { ToggleField } from '../ui/form-fields/toggle-field.tsx'
import type { FieldDefinition, FieldOption } from './definitions/field.ts'
import { m } from '../i18n/paraglide/messages.js'
import { type FieldValue } from './rules/values.ts'
import { isRequiredField } from './rules/check.ts'

/** What the control needs of a TanStack Form field. */
export interface BoundField {
  value: FieldValue
  errors: readonly unknown[]
  onChange(value: FieldValue): void
  onBlur(): void
}

function messages(errors: readonly unknown[]): string[] {
  return errors.filter((e): e is string => typeof e === 'string' && e.length > 0)
}

export function fieldDomId(formDomId: string, name: string): string {
  return `${formDomId}-${name}`
}

/**
 * `options` are the field's options of the moment when they follow other
 * values (`optionsFor`: the test-drive times); null while those are missing.
 */
export function FieldControl({
  definition,
  field,
  formDomId,
  options,
}: {
  definition: FieldDefinition
  field: BoundField
  formDomId: string
  options?: FieldOption[] | null
}) {
  const choices = options === undefined ? (definition.options ?? []) : (options ?? [])
  // The hint says why a list of times is empty.
  const hint = options === null ? m.forms_hint_time_choose_first() : options?.length === 0 ? m.forms_hint_time_none() : definition.hint
  const common = {
    id: fieldDomId(formDomId, definition.name),
    name: definition.name,
    label: definition.label,
    hint,
    errors: messages(field.errors),
    required: isRequiredField(definition),
    onBlur: field.onBlur,
  }
  const text = typeof field.value === 'string' ? field.value : ''
  switch (definition.kind) {
    case 'radio':
      return <RadioGroupField {...common} options={choices} value={text} onChange={field.onChange} />
    case 'select':
      return <SelectField {...common} options={choices} value={text} onChange={field.onChange} placeholder={m.forms_time_placeholder()} />
    case 'autocomplete':
      return <AutocompleteField {...common} options={definition.options ?? []} value={text} onChange={field.onChange} />
    case 'checkbox':
      return <CheckboxField {...common} label={definition.label} checked={field.value === true} onChange={field.onChange} />
    case 'toggle':
      return <ToggleField {...common} checked={field.value === true} onChange={field.onChange} />
    case 'textarea':
      return <TextField {...common} value={text} onChange={field.onChange} multiline rows={5} />
    default: {
      // A native date input (issue 17: the phone's own date picker), bounded by the field's first and last date.
      const type: TextFieldProps['type'] = definition.kind === 'number' ? 'text' : definition.kind
      return (
        <TextField
          {...common}
          value={text}
          onChange={field.onChange}
          type={type}
          autoComplete={definition.autoComplete ?? 'off'}
          inputMode={definition.inputMode}
          {...(definition.kind === 'date' ? { min: definition.min, max: definition.max } : {})}
        />
      )
    }
  }
}

/**
 * One field of a lead form: the UI kit's field for the definition's kind
 * (spec 2.5: text, autocomplete, checkbox, toggle, radio), bound to its
 * TanStack Form field.
 */
import { AutocompleteField } from '../ui/form-fields/autocomplete-field.tsx'
import { CheckboxField } from '../ui/form-fields/checkbox-field.tsx'
import { RadioGroupField } from '../ui/form-fields/radio-group-field.tsx'
import { TextField, type TextFieldProps } from '../ui/form-fields/text-field.tsx'
import { ToggleField } from '../ui/form-fields/toggle-field.tsx'
import type { FieldDefinition } from './form-definitions.ts'
import { isRequiredField, type FieldValue } from './rules.ts'

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

export function FieldControl({ definition, field, formDomId }: { definition: FieldDefinition; field: BoundField; formDomId: string }) {
  const common = {
    id: fieldDomId(formDomId, definition.name),
    name: definition.name,
    label: definition.label,
    hint: definition.hint,
    errors: messages(field.errors),
    required: isRequiredField(definition),
    onBlur: field.onBlur,
  }
  const text = typeof field.value === 'string' ? field.value : ''
  switch (definition.kind) {
    case 'radio':
      return <RadioGroupField {...common} options={definition.options ?? []} value={text} onChange={field.onChange} />
    case 'autocomplete':
      return <AutocompleteField {...common} options={definition.options ?? []} value={text} onChange={field.onChange} />
    case 'checkbox':
      return <CheckboxField {...common} label={definition.label} checked={field.value === true} onChange={field.onChange} />
    case 'toggle':
      return <ToggleField {...common} checked={field.value === true} onChange={field.onChange} />
    case 'textarea':
      return <TextField {...common} value={text} onChange={field.onChange} multiline rows={5} />
    default: {
      // Dates are typed as dd-mm-åååå: a native date input's segment order follows the browser's own language, not the page's.
      const type: TextFieldProps['type'] = definition.kind === 'number' || definition.kind === 'date' ? 'text' : definition.kind
      return (
        <TextField
          {...common}
          value={text}
          onChange={field.onChange}
          type={type}
          autoComplete={definition.autoComplete ?? 'off'}
          inputMode={definition.inputMode}
        />
      )
    }
  }
}

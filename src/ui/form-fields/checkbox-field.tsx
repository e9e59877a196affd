import type { ReactNode } from 'react'
import { describedBy, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface CheckboxFieldProps extends Omit<FieldBaseProps, 'label'> {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}

/** Checkbox (spec 2.5). Its validation message shows once it is dirty (spec 5). */
export function CheckboxField({ id, name, label, hint, errors, required, disabled, checked, onChange, onBlur }: CheckboxFieldProps) {
  const error = firstError(errors)
  return (
    <div className="field">
      <div className="field--choice">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label className="field__label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

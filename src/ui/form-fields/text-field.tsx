import type { InputHTMLAttributes } from 'react'
import { describedBy, FieldLabel, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface TextFieldProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date' | 'time' | 'search' | 'password'
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string
  /** Date inputs: the first and last date (yyyy-mm-dd). */
  min?: string
  max?: string
  multiline?: boolean
  rows?: number
}

/** Text input (spec 2.5 "text"), or a textarea with `multiline`. */
export function TextField(props: TextFieldProps) {
  const { id, name, label, hint, errors, required, disabled, value, onChange, onBlur, type = 'text', multiline, rows = 4, ...rest } = props
  const error = firstError(errors)
  const common = {
    id,
    name,
    className: 'field__input',
    value,
    required,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} placeholder={rest.placeholder} />
      ) : (
        <input {...common} {...rest} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

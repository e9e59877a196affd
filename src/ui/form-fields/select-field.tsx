import { describedBy, FieldLabel, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  /** The first, empty choice ("Vælg tidspunkt"). */
  placeholder: string
}

/**
 * A native select (a list of choices that may be long, such as the times of
 * a day): the phone's own picker, keyboard and screen readers for free. A
 * value that is not among the options shows as the placeholder.
 */
export function SelectField({ id, name, label, hint, errors, required, disabled, options, value, onChange, onBlur, placeholder }: SelectFieldProps) {
  const error = firstError(errors)
  const shown = options.some((o) => o.value === value) ? value : ''
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="field__input"
        value={shown}
        required={required}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

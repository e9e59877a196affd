import { describedBy, FieldLabel, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  /** The first, empty choice ("Vælg tidspunkt"; a filter's "Alle", "Ingen grænse"). */
  placeholder: string
  /** The form the select belongs to when it stands outside it (the `form` attribute). */
  form?: string
  /**
   * A filter's select (the stock filters, the quick search): a small label
   * without "(valgfri)", in a `select-field` box that lines up with the
   * filters' other small fields. A form's select keeps the full field.
   */
  compact?: boolean
}

/**
 * The site's select (a list of choices that may be long, such as the times
 * of a day, or a filter's steps): native, so the phone's own picker, keyboard
 * and screen readers come for free. A value that is not among the options
 * shows as the placeholder; choosing the placeholder gives ''.
 */
export function SelectField({
  id,
  name,
  label,
  hint,
  errors,
  required,
  disabled,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  form,
  compact,
}: SelectFieldProps) {
  const error = firstError(errors)
  const shown = options.some((o) => o.value === value) ? value : ''
  return (
    <div className={compact ? 'select-field' : 'field'}>
      {compact ? <label htmlFor={id}>{label}</label> : <FieldLabel htmlFor={id} label={label} required={required} />}
      <select
        id={id}
        name={name}
        form={form}
        className={compact ? undefined : 'field__input'}
        value={shown}
        required={required}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          // An option whose text is its value (a year) needs no value attribute (fewer bytes on /lager).
          <option key={o.value} value={o.value === o.label ? undefined : o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

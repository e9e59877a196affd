import { fieldIds, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface RadioOption {
  value: string
  label: string
}

export interface RadioGroupFieldProps extends FieldBaseProps {
  options: readonly RadioOption[]
  value: string
  onChange: (value: string) => void
}

/** Radio buttons in a fieldset with a legend (spec 2.5 "radio"). */
export function RadioGroupField({ id, name, label, hint, errors, required, disabled, options, value, onChange, onBlur }: RadioGroupFieldProps) {
  const error = firstError(errors)
  const ids = fieldIds(id)
  return (
    <fieldset
      className="radio-group"
      id={id}
      aria-describedby={[hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`
        return (
          <div className="field field--choice" key={option.value}>
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <label className="field__label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        )
      })}
      {error && (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

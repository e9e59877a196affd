import { describedBy, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface ToggleFieldProps extends FieldBaseProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** On/off switch (spec 2.5 "toggle"), a button with role="switch". */
export function ToggleField({ id, name, label, hint, errors, disabled, checked, onChange, onBlur }: ToggleFieldProps) {
  const error = firstError(errors)
  return (
    <div className="field">
      <button
        id={id}
        type="button"
        role="switch"
        className="toggle"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        onBlur={onBlur}
        aria-describedby={describedBy(id, hint, error)}
      >
        <span className="toggle__track" aria-hidden="true" />
        <span>{label}</span>
      </button>
      {/* Keeps the value in a no-JavaScript form post. */}
      <input type="hidden" name={name} value={checked ? 'true' : 'false'} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

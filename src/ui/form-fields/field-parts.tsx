import type { ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'

/** Props every field shares, shaped so a TanStack Form field can be spread into them. */
export interface FieldBaseProps {
  /** Stable id; label, hint and error ids derive from it. */
  id: string
  name: string
  label: string
  hint?: string
  /** Error messages to show (already translated). Only the first is shown. */
  errors?: readonly (string | undefined | null)[]
  required?: boolean
  disabled?: boolean
  onBlur?: () => void
}

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` }
}

export function firstError(errors: FieldBaseProps['errors']): string | undefined {
  return errors?.find((e): e is string => typeof e === 'string' && e.length > 0)
}

/** aria-describedby for an input: hint and error, when present. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = fieldIds(id)
  const parts = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean)
  return parts.length ? parts.join(' ') : undefined
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : <span className="field__hint"> {m.field_optional()}</span>}
    </label>
  )
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }): ReactNode {
  const ids = fieldIds(id)
  return (
    <>
      {hint && (
        <span className="field__hint" id={ids.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={ids.error}>
          {error}
        </span>
      )}
    </>
  )
}

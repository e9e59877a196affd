import { useId, type ComponentType, type SVGProps } from 'react'
import controlsCss from './compare-controls.css?url'

export interface VehicleToggleProps {
  checked: boolean
  /** True until the visitor's saved state is loaded (server render and hydration). */
  pending: boolean
  onChange: (checked: boolean) => void
  /** The visitor is about to use the toggle (pointer over it, focus, touch): load what it needs. */
  onIntent?: () => void
  /** Visible text, e.g. "Sammenlign". */
  text: string
  /** Completes the accessible name, e.g. the vehicle's name (visually hidden). */
  hiddenText: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
  className?: string
}

/**
 * A checkbox styled as a chip, used by the compare and favourite checkboxes.
 * While pending it renders unchecked and disabled, so the server and the
 * hydration pass agree and nothing can be clicked before the state is known.
 * The stylesheet is loaded by the component (React hoists it into <head>),
 * so every page that shows the toggle gets it.
 */
export function VehicleToggle({ checked, pending, onChange, onIntent, text, hiddenText, icon: Icon, className }: VehicleToggleProps) {
  const id = useId()
  return (
    <span
      className={['vehicle-toggle', className].filter(Boolean).join(' ')}
      data-pending={pending || undefined}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <link rel="stylesheet" href={controlsCss} precedence="default" />
      <input
        id={id}
        type="checkbox"
        className="vehicle-toggle__input"
        checked={checked}
        disabled={pending}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="vehicle-toggle__label">
        <Icon className="vehicle-toggle__icon" aria-hidden="true" focusable="false" />
        <span>{text}</span>
        <span className="visually-hidden"> {hiddenText}</span>
      </label>
    </span>
  )
}

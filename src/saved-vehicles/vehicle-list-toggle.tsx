import { useId } from 'react'
import toggleCss from './vehicle-toggle.css?url'
import { useVehicleList, type VehicleListStore } from './vehicle-list-store.ts'

/** The vehicle a list's checkbox stands for, as pages give it. */
export interface VehicleControlProps {
  /** The stock vehicle's id: its URL slug (`104233-1-mercedes-benz-glc-300e-4matic`). */
  vehicleId: string
  /** The vehicle's name as the visitor sees it ("Mercedes-Benz GLC 300e 4MATIC"); the list keeps it. */
  label: string
  /**
   * The id of an element on the page that names the vehicle (a stock card's heading): the
   * accessible name then refers to it instead of repeating the name, visually hidden, in each
   * checkbox (issue 21: two per card on /lager).
   */
  nameId?: string
  className?: string
}

export interface VehicleListToggleProps<Id extends string> extends VehicleControlProps {
  list: VehicleListStore<Id>
  /**
   * Visible text, e.g. "Sammenlign"; the vehicle's name completes the accessible name (visually
   * hidden, or the element `nameId` refers to). The icon before it is the stylesheet's, chosen by
   * the list (vehicle-toggle.css): inline SVG icons cost about 20 kB of a stock page's HTML.
   */
  text: string
}

/**
 * A checkbox styled as a chip that puts a vehicle on a list or takes it off
 * (the compare and favourite checkboxes). Until the visitor's saved lists are
 * known (server render and hydration) it renders unchecked and disabled, so
 * the server and the hydration pass agree and nothing can be clicked too
 * early. Pointer over, focus or touch load the list's machine ahead of the
 * tick. The stylesheet is loaded by the component (React hoists it into
 * <head>), so every page that shows the toggle gets it.
 */
export function VehicleListToggle<Id extends string>({ list, vehicleId, label, nameId, text, className }: VehicleListToggleProps<Id>) {
  const view = useVehicleList(list)
  const textId = useId()
  const pending = view.status === 'pending'
  const checked = view.status === 'ready' && view.vehicles.some((v) => v.id === vehicleId)
  // The label wraps the box (no ids to pair them), and the chip's icon is the stylesheet's: the
  // markup is repeated on every card of a stock page, so every attribute counts (issue 21).
  return (
    <label
      className={['vehicle-toggle', className].filter(Boolean).join(' ')}
      data-pending={pending ? '' : undefined}
      data-list={list.id}
      data-state={view.state}
      onPointerEnter={list.preload}
      onPointerDown={list.preload}
      onFocus={list.preload}
    >
      <link rel="stylesheet" href={toggleCss} precedence="default" />
      <input
        type="checkbox"
        checked={checked}
        disabled={pending}
        aria-labelledby={nameId && `${textId} ${nameId}`}
        onChange={(event) => (event.target.checked ? list.add({ id: vehicleId, label }) : list.remove(vehicleId))}
      />
      <span id={nameId && textId}>
        {text}
        {!nameId && <span className="visually-hidden">{` ${label}`}</span>}
      </span>
    </label>
  )
}

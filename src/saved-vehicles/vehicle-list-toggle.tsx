import toggleCss from './vehicle-toggle.css?url'
import { useVehicleList, type VehicleListStore } from './vehicle-list-store.ts'

/** The vehicle a list's checkbox stands for, as pages give it. */
export interface VehicleControlProps {
  /** The stock vehicle's id: its URL slug (`104233-1-mercedes-benz-glc-300e-4matic`). */
  vehicleId: string
  /** The vehicle's name as the visitor sees it ("Mercedes-Benz GLC 300e 4MATIC"); the list keeps it. */
  label: string
  className?: string
}

export interface VehicleListToggleProps<Id extends string> extends VehicleControlProps {
  list: VehicleListStore<Id>
  /** Visible text, e.g. "Sammenlign"; the vehicle's name completes the accessible name (visually hidden). */
  text: string
  /**
   * The icon before the text, drawn by the stylesheet (vehicle-toggle.css): a stock page shows
   * two toggles on each of 24 cards, and inline SVG icons cost about 20 kB of its HTML.
   */
  icon: 'compare' | 'favourite'
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
export function VehicleListToggle<Id extends string>({ list, vehicleId, label, text, icon, className }: VehicleListToggleProps<Id>) {
  const view = useVehicleList(list)
  const pending = view.status === 'pending'
  const checked = view.status === 'ready' && view.vehicles.some((v) => v.id === vehicleId)
  // The label wraps the box (no ids to pair them), and the chip's icon is the stylesheet's: the
  // markup is repeated on every card of a stock page, so every attribute counts (issue 21).
  return (
    <label
      className={['vehicle-toggle', className].filter(Boolean).join(' ')}
      data-icon={icon}
      data-pending={pending || undefined}
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
        onChange={(event) => (event.target.checked ? list.add({ id: vehicleId, label }) : list.remove(vehicleId))}
      />
      <span>
        {text}
        <span className="visually-hidden">{` ${label}`}</span>
      </span>
    </label>
  )
}

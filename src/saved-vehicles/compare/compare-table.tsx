import { useId, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { AppLink } from '#src/ui/app-link.tsx'
import { routeSegments } from '#app.config'
import type { CompareSection } from './compare-rows.ts'
import { formatKr } from '#src/format/format.ts'
import type { VehicleFacts } from '../vehicle-facts.ts'

/**
 * A label that may wrap after its slashes ("Udbetaling/<wbr>førstegangsydelse"): Chromium does not break
 * after "/" by itself, so the compound broke mid-word or ran out of the label column. <wbr> leaves the text,
 * and so the accessible name, as it was.
 */
function breakableAfterSlash(label: string): ReactNode {
  return label.split('/').flatMap((part, i) => (i === 0 ? [part] : ['/', <wbr key={i} />, part]))
}

export interface CompareTableProps {
  vehicles: readonly VehicleFacts[]
  sections: readonly CompareSection[]
  onRemove: (vehicle: VehicleFacts) => void
  /** More controls in each vehicle's header (e.g. the favourite checkbox). */
  vehicleActions?: (vehicle: VehicleFacts) => ReactNode
}

/**
 * Side-by-side table: one column per vehicle with a sticky header (picture,
 * name, price, remove), one row per fact with a sticky label column. On a
 * phone the table scrolls sideways inside its own focusable region.
 */
export function CompareTable({ vehicles, sections, onRemove, vehicleActions }: CompareTableProps) {
  const captionId = useId()
  return (
    <div className="compare-table__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table" style={{ ['--compare-columns' as string]: vehicles.length }}>
        <caption id={captionId}>
          {m.compare_table_caption({ count: vehicles.length })}
          <span className="visually-hidden">. {m.compare_table_scroll_hint()}</span>
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner">{m.compare_vehicle_column()}</td>
            {vehicles.map((vehicle) => (
              <th key={vehicle.id} scope="col" className="compare-table__vehicle">
                {vehicle.image ? (
                  <img
                    className="compare-table__image"
                    src={vehicle.image.url}
                    alt=""
                    width={vehicle.image.width}
                    height={vehicle.image.height}
                    loading="lazy"
                  />
                ) : null}
                <AppLink href={`/${routeSegments.stock}/${vehicle.canonicalId}`} className="compare-table__title">
                  {vehicle.title}
                </AppLink>
                {vehicle.cashPrice !== null ? <span className="compare-table__price">{formatKr(vehicle.cashPrice)}</span> : null}
                {vehicleActions ? <span className="compare-table__actions">{vehicleActions(vehicle)}</span> : null}
                <button
                  type="button"
                  className="btn btn--ghost btn--extra-small compare-table__remove"
                  aria-label={m.compare_remove_vehicle({ label: vehicle.title })}
                  onClick={() => onRemove(vehicle)}
                >
                  <X className="btn__icon" aria-hidden="true" />
                  <span>{m.compare_remove()}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id}>
            <tr className="compare-table__section">
              <th scope="colgroup" colSpan={vehicles.length + 1}>
                <span>{section.title}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{breakableAfterSlash(row.label)}</th>
                {row.values.map((value, i) => (
                  <td key={vehicles[i]?.id ?? i}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}

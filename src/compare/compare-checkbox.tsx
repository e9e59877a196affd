import { Scale } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { preloadCompare, sendCompare, useCompare } from './compare-store.ts'
import { VehicleToggle } from './vehicle-toggle.tsx'

export interface CompareCheckboxProps {
  /** The stock vehicle's id: its URL slug (`104233-1-mercedes-benz-glc-300e-4matic`). */
  vehicleId: string
  /** The vehicle's name as the visitor sees it ("Mercedes-Benz GLC 300e 4MATIC"); shown in the compare bar. */
  label: string
  className?: string
}

/**
 * "Sammenlign" checkbox for stock cards and the vehicle detail page. Checking
 * adds the vehicle to the compare list; a 7th is refused with a notice and
 * the box stays unchecked. Disabled until the list is loaded after hydration.
 */
export function CompareCheckbox({ vehicleId, label, className }: CompareCheckboxProps) {
  const compare = useCompare()
  const checked = compare.status === 'ready' && compare.vehicles.some((v) => v.id === vehicleId)
  return (
    <VehicleToggle
      className={className}
      checked={checked}
      pending={compare.status === 'pending'}
      icon={Scale}
      text={m.compare_checkbox_label()}
      hiddenText={label}
      onIntent={preloadCompare}
      onChange={(add) =>
        sendCompare(add ? { type: 'compare.add', vehicle: { id: vehicleId, label } } : { type: 'compare.remove', vehicleId })
      }
    />
  )
}

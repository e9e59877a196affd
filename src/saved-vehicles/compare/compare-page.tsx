import { useState, type ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { ToggleField } from '#src/ui/form-fields/toggle-field.tsx'
import { ListEmpty, ListLoadFailed } from '../list-page-parts.tsx'
import { useVehicleFacts } from '../use-vehicle-facts.ts'
import type { VehicleFacts } from '../vehicle-facts.ts'
import { useAvailabilityRecheck, useVehicleList } from '../vehicle-list-store.ts'
import { compareSections, onlyDifferences } from './compare-rows.ts'
import { compareList } from './compare-list.ts'
import { CompareTable } from './compare-table.tsx'

/**
 * /lager/sammenligne: the selected vehicles side by side with their product
 * data. Server rendering shows the heading and a loading line; the selection
 * lives in the visitor's browser and is read after hydration. Limits and
 * `data-state` are the compare machine's.
 */
export function ComparePage({ vehicleActions }: { vehicleActions?: (vehicle: VehicleFacts) => ReactNode }) {
  const compare = useVehicleList(compareList)
  const [differencesOnly, setDifferencesOnly] = useState(false)
  const ready = compare.status === 'ready'
  const enough = ready && compare.vehicles.length >= compare.limits.min
  const facts = useVehicleFacts(enough ? compare.vehicles.map((v) => v.id) : null)
  useAvailabilityRecheck(compareList, ready, facts.missingIds)

  const allSections = compareSections(facts.vehicles)
  const sections = differencesOnly ? onlyDifferences(allSections) : allSections

  return (
    <div className="container vehicle-list-page compare-page" data-state={compare.state}>
      <h1>{m.compare_page_title()}</h1>
      <p className="vehicle-list-page__intro">{m.compare_page_intro({ max: compare.limits.max })}</p>
      {/* The vehicle-details machine's state (loading the cars' data), for the path tests. */}
      <div role="status" className="vehicle-list-page__status" data-flow="vehicle-details" data-state={facts.status}>
        {!ready ? m.compare_loading() : null}
        {enough && (facts.status === 'loading' || facts.status === 'idle') ? m.compare_details_loading() : null}
      </div>
      {ready && !enough ? <ListEmpty notice={m.compare_not_enough()} action={m.compare_find_more()} /> : null}
      {enough && facts.status === 'failed' ? <ListLoadFailed message={m.compare_details_failed()} retry={m.compare_retry()} onRetry={facts.retry} /> : null}
      {enough && facts.status === 'loaded' && facts.vehicles.length > 0 ? (
        <>
          <div className="compare-page__options">
            <ToggleField
              id="compare-differences-only"
              name="differencesOnly"
              label={m.compare_differences_only()}
              checked={differencesOnly}
              onChange={setDifferencesOnly}
            />
          </div>
          {sections.length === 0 ? <p>{m.compare_no_differences()}</p> : null}
          <CompareTable vehicles={facts.vehicles} sections={sections} onRemove={(vehicle) => compareList.remove(vehicle.id)} vehicleActions={vehicleActions} />
        </>
      ) : null}
    </div>
  )
}

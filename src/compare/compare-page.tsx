import { useEffect, useState, type ReactNode } from 'react'
import { compareMax, compareMin } from '../../machines/compare/compare-machine.ts'
import { routeSegments } from '../../app.config.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { ToggleField } from '../ui/form-fields/toggle-field.tsx'
import { compareSections, onlyDifferences } from './compare-rows.ts'
import { sendCompare, useCompare } from './compare-store.ts'
import { CompareTable } from './compare-table.tsx'
import { useVehicleFacts } from './use-vehicle-facts.ts'
import type { VehicleFacts } from './vehicle-facts.ts'

const stockPath = `/${routeSegments.stock}`

/**
 * /lager/sammenligne: the selected vehicles side by side with their product
 * data. Server rendering shows the heading and a loading line; the selection
 * lives in the visitor's browser and is read after hydration.
 */
export function ComparePage({ vehicleActions }: { vehicleActions?: (vehicle: VehicleFacts) => ReactNode }) {
  const compare = useCompare()
  const [differencesOnly, setDifferencesOnly] = useState(false)
  const ready = compare.status === 'ready'
  const enough = ready && compare.vehicles.length >= compareMin
  const ids = enough ? compare.vehicles.map((v) => v.id) : null
  const facts = useVehicleFacts(ids)

  // Re-check availability when the page is shown (the first page load already checks).
  useEffect(() => {
    if (ready) sendCompare({ type: 'availability.check' })
  }, [ready])
  // A vehicle the product API no longer knows is sold: the availability check removes it with a notice.
  const missing = facts.missingIds.join(',')
  useEffect(() => {
    if (missing) sendCompare({ type: 'availability.check' })
  }, [missing])

  const allSections = compareSections(facts.vehicles)
  const sections = differencesOnly ? onlyDifferences(allSections) : allSections

  return (
    <div className="container compare-page">
      <h1>{m.compare_page_title()}</h1>
      <p className="compare-page__intro">{m.compare_page_intro({ max: compareMax })}</p>
      <div role="status" className="compare-page__status">
        {!ready ? m.compare_loading() : null}
        {enough && (facts.status === 'loading' || facts.status === 'idle') ? m.compare_details_loading() : null}
      </div>
      {ready && !enough ? (
        <div className="compare-page__empty">
          <p className="compare-page__notice">{m.compare_not_enough()}</p>
          <Button href={stockPath} size="medium">
            {m.compare_find_more()}
          </Button>
        </div>
      ) : null}
      {enough && facts.status === 'failed' ? (
        <div className="compare-page__error" role="alert">
          <p>{m.compare_details_failed()}</p>
          <Button variant="secondary" size="small" onClick={facts.retry}>
            {m.compare_retry()}
          </Button>
        </div>
      ) : null}
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
          <CompareTable
            vehicles={facts.vehicles}
            sections={sections}
            onRemove={(vehicle) => sendCompare({ type: 'compare.remove', vehicleId: vehicle.id })}
            vehicleActions={vehicleActions}
          />
        </>
      ) : null}
    </div>
  )
}

import { useRef, useState } from 'react'
import { m } from '../i18n/paraglide/messages.js'
import type { EmployeeList } from '../product-api/contract/location.ts'
import { EmployeeFilterForm } from './employee-filter-form.tsx'
import { EmployeeGrid } from './employee-grid.tsx'
import type { EmployeeFilter } from './employee-filters.ts'
import { fetchEmployees } from './employee.functions.ts'

export interface EmployeeOverviewProps {
  /**
   * The first result, loaded on the server with the same filter:
   * `fetchEmployees({ data: { location, department } })`.
   */
  initial: EmployeeList
  /** The filter `initial` was loaded with (e.g. from the block's settings or `employeeFilterSearchSchema`). */
  filter?: EmployeeFilter
  /** Which filters visitors may change; default both. */
  filters?: { location?: boolean; department?: boolean }
  /** Public path the filter form sends to without JavaScript (default: the current page). */
  action?: string
  heading?: string
}

/**
 * The employee overview block: employees from the product API as a grid,
 * with filters by location and department. Filter changes load the new
 * result through a server function; without JavaScript the filter form
 * reloads the page with `?lokation=…&afdeling=…`.
 */
export function EmployeeOverview({ initial, filter: initialFilter = {}, filters, action = '', heading }: EmployeeOverviewProps) {
  const [filter, setFilter] = useState<EmployeeFilter>(initialFilter)
  const [result, setResult] = useState<EmployeeList>(initial)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const latest = useRef(0)

  const change = (next: EmployeeFilter) => {
    setFilter(next)
    setState('loading')
    const request = ++latest.current
    fetchEmployees({ data: { location: next.location, department: next.department } })
      .then((list) => {
        if (request !== latest.current) return
        setResult(list)
        setState('idle')
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return
        console.warn('[employees] filter could not be applied', error)
        setState('failed')
      })
  }

  return (
    <section className="employee-overview" aria-label={heading ?? m.employees_heading()} aria-busy={state === 'loading'}>
      {heading && <h2>{heading}</h2>}
      <EmployeeFilterForm
        action={action}
        filter={filter}
        facets={result.facets}
        show={filters}
        onChange={change}
        resultCount={result.total}
      />
      {state === 'failed' && (
        <p className="employee-overview__error" role="alert">
          {m.employees_load_failed()}
        </p>
      )}
      <EmployeeGrid employees={result.items} />
    </section>
  )
}

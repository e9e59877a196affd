import { useHydrated } from '@tanstack/react-router'
import { useId } from 'react'
import { m } from '../i18n/paraglide/messages.js'
import type { EmployeeList } from '../product-api/contract/location.ts'
import type { Department } from '../product-api/contract/vocabulary.ts'
import { departmentOptions, locationOptions, type EmployeeFilter } from './employee-filters.ts'

export interface EmployeeFilterFormProps {
  /** Where the form sends its GET request without JavaScript (a public path). */
  action: string
  filter: EmployeeFilter
  /** The API's facet counts (options without people are left out). */
  facets: EmployeeList['facets'] | undefined
  /** Which filters to offer; default both. */
  show?: { location?: boolean; department?: boolean }
  /** Called on every change (with JavaScript). */
  onChange: (filter: EmployeeFilter) => void
  /** Number of people shown, announced after each change. */
  resultCount: number
}

/**
 * Filters by location and department, as a GET form (`lokation`, `afdeling`)
 * so they work without JavaScript; with it, a change applies at once. Until the
 * page's scripts have taken over (no JavaScript, or a slow line) the form has its
 * button: a choice made then is sent with it, where it would otherwise be lost
 * when the scripts take over.
 */
export function EmployeeFilterForm({ action, filter, facets, show = {}, onChange, resultCount }: EmployeeFilterFormProps) {
  const id = useId()
  const hydrated = useHydrated()
  const showLocation = show.location ?? true
  const showDepartment = show.department ?? true
  return (
    <form
      className="employee-filters"
      method="get"
      action={action}
      aria-label={m.employees_filters_label()}
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        onChange({
          location: showLocation ? String(data.get('lokation') ?? '') || undefined : filter.location,
          department: showDepartment ? ((String(data.get('afdeling') ?? '') || undefined) as Department | undefined) : filter.department,
        })
      }}
    >
      {showLocation && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-location`}>
            {m.employees_filter_location()}
          </label>
          <select
            id={`${id}-location`}
            name="lokation"
            className="field__input"
            value={filter.location ?? ''}
            onChange={(e) => onChange({ ...filter, location: e.target.value || undefined })}
          >
            <option value="">{m.employees_filter_all_locations()}</option>
            {locationOptions(facets, filter.location).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label} ({o.count})
              </option>
            ))}
          </select>
        </div>
      )}
      {showDepartment && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-department`}>
            {m.employees_filter_department()}
          </label>
          <select
            id={`${id}-department`}
            name="afdeling"
            className="field__input"
            value={filter.department ?? ''}
            onChange={(e) => onChange({ ...filter, department: (e.target.value || undefined) as Department | undefined })}
          >
            <option value="">{m.employees_filter_all_departments()}</option>
            {departmentOptions(facets, filter.department).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label} ({o.count})
              </option>
            ))}
          </select>
        </div>
      )}
      {!hydrated && (
        <button type="submit" className="btn btn--medium btn--secondary">
          {m.employees_filter_apply()}
        </button>
      )}
      <p className="employee-filters__count" role="status">
        {resultCount === 1 ? m.employees_count_one() : m.employees_count({ count: String(resultCount) })}
      </p>
    </form>
  )
}

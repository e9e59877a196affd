import { useNavigate } from '@tanstack/react-router'
import type { BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import type { EmployeeList, Location } from '../product-api/contract/location.ts'
import { EmployeeFilterForm } from './employee-filter-form.tsx'
import type { EmployeeFilter } from './employee-filters.ts'
import { EmployeeGrid } from './employee-grid.tsx'

export interface LocationStaffProps {
  location: Pick<Location, 'slug' | 'contactPersons'>
  /** Employees of the location with the department filter applied (listEmployees). */
  employees: EmployeeList
  department: EmployeeFilter['department']
  /** Public path of the location page the sections are on (the filter form's action without JavaScript). */
  path: string
  /** Set on /{brand}/lokationer/{location}. */
  brand?: BrandConfig
}

/**
 * The people of a location page: its contact persons, and its employees by
 * department with the department filter. The location routes compose it into
 * the location page, so the locations feature does not depend on employees.
 */
export function LocationStaff({ location, employees, department, path, brand }: LocationStaffProps) {
  const navigate = useNavigate()
  const changeDepartment = (filter: EmployeeFilter) => {
    const search = { afdeling: filter.department }
    void navigate({
      to: '/{-$brand}/locations/$location',
      params: { brand: brand?.slug, location: location.slug },
      search,
      replace: true,
      resetScroll: false,
    })
  }

  return (
    <>
      <section className="location-page__section" aria-labelledby="lokation-kontaktpersoner">
        <h2 id="lokation-kontaktpersoner">{m.employees_contact_persons()}</h2>
        <EmployeeGrid employees={location.contactPersons} showLocation={false} />
      </section>

      <section className="location-page__section" aria-labelledby="lokation-medarbejdere" id="medarbejdere">
        <h2 id="lokation-medarbejdere">{m.employees_heading()}</h2>
        <EmployeeFilterForm
          action={`${path}#medarbejdere`}
          filter={{ department }}
          facets={employees.facets}
          show={{ location: false, department: true }}
          onChange={changeDepartment}
          resultCount={employees.total}
        />
        <EmployeeGrid employees={employees.items} showLocation={false} />
      </section>
    </>
  )
}

import { useId, useState } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { departments, type Department } from '#src/product-api/contract/vocabulary.ts'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { useBlockData } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import type { employeeSchema } from './employee-card.schema.ts'
import { EmployeeCard, departmentLabels } from './employee-card.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { employeeGridSchema } from './employee-grid.schema.ts'

export function EmployeeGrid({ blok }: PropsOf<typeof employeeGridSchema>) {
  const { valid: picked, warnings } = useParsedChildren<BlokOf<typeof employeeSchema>>(blok.employees)
  const directory = useBlockData(blok._uid, 'employees')
  const employees: readonly BlokOf<typeof employeeSchema>[] = blok.from_product_api ? (directory?.items ?? []) : picked
  const [location, setLocation] = useState('')
  const [department, setDepartment] = useState<Department | ''>('')
  const id = useId()
  const locations = [...new Set(employees.map((e) => e.location))].sort((a, b) => a.localeCompare(b, 'da'))
  const presentDepartments = departments.filter((d) => employees.some((e) => e.department === d))
  const shown = employees.filter((e) => (!location || e.location === location) && (!department || e.department === department))

  return (
    <section className="employee-grid" aria-label={blok.heading || m.content_employees_label()} {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      {warnings}
      {blok.show_filters && employees.length > 0 && (
        <div className="employee-grid__filters" role="group" aria-label={m.content_employees_filters()}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-location`}>
              {m.content_employees_location()}
            </label>
            <select id={`${id}-location`} className="field__input" value={location} onChange={(e) => setLocation(e.target.value)}>
              <option value="">{m.content_employees_all_locations()}</option>
              {locations.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-department`}>
              {m.content_employees_department()}
            </label>
            <select id={`${id}-department`} className="field__input" value={department} onChange={(e) => setDepartment(e.target.value as Department | '')}>
              <option value="">{m.content_employees_all_departments()}</option>
              {presentDepartments.map((d) => (
                <option key={d} value={d}>
                  {departmentLabels[d]}
                </option>
              ))}
            </select>
          </div>
          <p className="employee-grid__count" aria-live="polite">
            {m.content_employees_count({ count: shown.length })}
          </p>
        </div>
      )}
      {shown.length > 0 ? (
        <ul {...fillRows(shown.length, { className: 'employee-grid__list' })}>
          {shown.map((e) => (
            <li key={e._uid}>
              <EmployeeCard blok={e} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty">{m.content_employees_empty()}</p>
      )}
    </section>
  )
}

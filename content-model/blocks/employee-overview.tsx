import { m } from '#src/i18n/paraglide/messages.js'
import { departments } from '#src/product-api/contract/vocabulary.ts'
import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, bloksOf, optionalText } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import { EmployeeCard, departmentLabels, employeeSchema } from './employee-card.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'

/** Contact persons grouped by department, in the departments' fixed order. */
export const employeeOverviewSchema = blok('employee_overview', {
  heading: optionalText,
  intro: optionalText,
  employees: bloksOf(['employee']),
})

export function EmployeeOverview({ blok }: PropsOf<typeof employeeOverviewSchema>) {
  const { valid: employees, warnings } = useParsedChildren(blok.employees, employeeSchema)
  const groups = departments.map((d) => ({ department: d, people: employees.filter((e) => e.department === d) })).filter((g) => g.people.length > 0)
  return (
    <section className="employee-overview" aria-label={blok.heading || m.content_employees_label()} {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      {blok.intro && <p>{blok.intro}</p>}
      {warnings}
      {groups.length === 0 && <p className="content-empty">{m.content_employees_empty()}</p>}
      {groups.map((g) => (
        <div key={g.department} className="employee-overview__group">
          <h3>{departmentLabels[g.department]}</h3>
          <ul {...fillRows(g.people.length, { className: 'employee-grid__list' })}>
            {g.people.map((e) => (
              <li key={e._uid}>
                <EmployeeCard blok={e} headingLevel={4} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

export const employeeOverviewBlock = defineBlock(employeeOverviewSchema, EmployeeOverview)

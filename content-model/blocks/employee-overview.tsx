import { m } from '#src/i18n/paraglide/messages.js'
import { departments } from '#src/product-api/contract/vocabulary.ts'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import type { employeeSchema } from './employee-card.schema.ts'
import { EmployeeCard, departmentLabels } from './employee-card.tsx'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { employeeOverviewSchema } from './employee-overview.schema.ts'

export function EmployeeOverview({ blok }: PropsOf<typeof employeeOverviewSchema>) {
  const { valid: employees, warnings } = useParsedChildren<BlokOf<typeof employeeSchema>>(blok.employees)
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

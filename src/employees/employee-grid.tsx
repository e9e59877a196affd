import { Mail, Phone } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import type { Employee } from '../product-api/contract/location.ts'
import { departmentLabels } from '../product-api/contract/vocabulary.ts'
import { formatPhone, mailtoHref, telHref } from '../format/phone.ts'
import { fillRows } from '../ui/fill-rows.ts'

export interface EmployeeGridProps {
  employees: readonly Employee[]
  /** Level of each person's name heading (default 3: under a section's h2). */
  headingLevel?: 3 | 4
  /** Show the location under each person (off on a location's own page). */
  showLocation?: boolean
  /** Text when nobody matches; default "Ingen kontaktpersoner fundet" (spec 8). */
  emptyText?: string
}

function initials(e: Employee): string {
  return `${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase()
}

/** Employees as cards: photo, name, job title, department, phone and e-mail. */
export function EmployeeGrid({ employees, headingLevel = 3, showLocation = true, emptyText }: EmployeeGridProps) {
  if (employees.length === 0) {
    return (
      <p className="employee-grid__empty" data-testid="employees-empty">
        {emptyText ?? m.employees_empty()}
      </p>
    )
  }
  const H = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ul {...fillRows(employees.length, { className: 'employee-grid' })}>
      {employees.map((e) => (
        <li key={e.id}>
          <article className="employee-card">
            {e.photo ? (
              <img className="employee-card__photo" src={e.photo.url} alt="" width={96} height={96} loading="lazy" decoding="async" />
            ) : (
              <span className="employee-card__photo employee-card__initials" aria-hidden="true">
                {initials(e)}
              </span>
            )}
            <div className="employee-card__body">
              <H className="employee-card__name">{e.name}</H>
              <p className="employee-card__title">{e.jobTitle}</p>
              <p className="employee-card__meta">
                {departmentLabels[e.department]}
                {showLocation && ` · ${e.location.name}`}
              </p>
              <ul className="employee-card__contact">
                <li>
                  <Phone aria-hidden="true" width={16} height={16} />
                  <AppLink href={telHref(e.phone)} external aria-label={m.employees_call({ name: e.name, phone: formatPhone(e.phone) })}>
                    {formatPhone(e.phone)}
                  </AppLink>
                </li>
                <li>
                  <Mail aria-hidden="true" width={16} height={16} />
                  <AppLink href={mailtoHref(e.email)} external>
                    {e.email}
                  </AppLink>
                </li>
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

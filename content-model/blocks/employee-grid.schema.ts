/** The schema of the employee grid block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import type { z } from 'zod'
import { blok, booleanField, bloksOf, optionalText } from '../fields.ts'

/**
 * Contact persons as cards, with filters on location and department. With no
 * contact persons (or none matching) it says "Ingen kontaktpersoner fundet" (spec 8).
 * `from_product_api`: the people are the product API's employees (loaded with the
 * page), not `employees`: the staff overview then agrees with every location page,
 * as there is one source of people (issue 30).
 */
export const employeeGridSchema = /* @__PURE__ */ blok('employee_grid', {
  heading: optionalText,
  show_filters: booleanField,
  from_product_api: booleanField,
  employees: /* @__PURE__ */ bloksOf(['employee']),
})
export type EmployeeGridBlok = z.output<typeof employeeGridSchema>

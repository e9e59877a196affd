/** The schema of the employee grid block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, booleanField, bloksOf, optionalText } from '../fields.ts'

/**
 * Contact persons as cards, with filters on location and department. With no
 * contact persons (or none matching) it says "Ingen kontaktpersoner fundet" (spec 8).
 */
export const employeeGridSchema = /* @__PURE__ */ blok('employee_grid', {
  heading: optionalText,
  show_filters: booleanField,
  employees: /* @__PURE__ */ bloksOf(['employee']),
})

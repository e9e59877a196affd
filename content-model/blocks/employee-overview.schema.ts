/** The schema of the employee overview block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, optionalText } from '../fields.ts'

/** Contact persons grouped by department, in the departments' fixed order. */
export const employeeOverviewSchema = /* @__PURE__ */ blok('employee_overview', {
  heading: optionalText,
  intro: optionalText,
  employees: /* @__PURE__ */ bloksOf(['employee']),
})

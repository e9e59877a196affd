/** The schema of the job widget block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, bloksOf, dateField, optionalText, requiredLink, requiredText } from '../fields.ts'
import { z } from 'zod'

export const jobPostingSchema = /* @__PURE__ */ blok('job_posting', {
  title: requiredText,
  location: optionalText,
  department: optionalText,
  deadline: dateField,
  /** The posting at the recruitment provider, where the visitor applies. */
  link: requiredLink,
})

/**
 * Open positions from the external recruitment system: each posting links to
 * the provider's page, where the visitor applies. Without open positions the
 * widget says so and points to an unsolicited application.
 */
export const jobWidgetSchema = /* @__PURE__ */ blok('job_widget', {
  heading: requiredText,
  intro: optionalText,
  provider: optionalText,
  jobs: /* @__PURE__ */ bloksOf(['job_posting']),
  unsolicited_email: z
    .union([z.email(), z.literal('')])
    .nullish()
    .transform((v) => v ?? ''),
})

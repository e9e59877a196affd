/** The schema of the employee card block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { departments } from '#src/product-api/contract/vocabulary.ts'
import { blok, optionalAsset, requiredText } from '../fields.ts'

/** Danish phone number, as editors type it ("43 90 12 00", "+45 43901200"); stored as +45XXXXXXXX. */
export const danishPhone = /* @__PURE__ */ z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+45)?[0-9]{8}$/, 'dansk telefonnummer med 8 cifre'))
  .transform((v) => (v.startsWith('+45') ? v : `+45${v}`))

/** A contact person (name, title, department, location, phone, e-mail, photo). */
export const employeeSchema = /* @__PURE__ */ blok('employee', {
  name: requiredText,
  job_title: requiredText,
  department: /* @__PURE__ */ z.enum(departments),
  location: requiredText,
  phone: danishPhone,
  email: /* @__PURE__ */ z.email('gyldig e-mailadresse'),
  photo: optionalAsset,
})

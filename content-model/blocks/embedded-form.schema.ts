/** The schema of the embedded form block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, optionalText, requiredText } from '../fields.ts'

/** The site's forms an editor can place (the forms feature renders them by this id). */
export const embeddedFormIds = ['contact', 'service_booking', 'test_drive', 'trade_in', 'minilease'] as const
export type EmbeddedFormId = (typeof embeddedFormIds)[number]

const phone = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{8,16}$/, 'telefonnummer med 8 cifre, evt. med +45')

/**
 * An embedded form (contact, service booking …). The block names the form
 * and gives the direct ways to reach the dealer, which are shown next to the
 * form and on their own when no form is mounted for the id.
 */
export const embeddedFormSchema = /* @__PURE__ */ blok('embedded_form', {
  form: /* @__PURE__ */ z.enum(embeddedFormIds),
  heading: requiredText,
  intro: optionalText,
  phone,
  email: /* @__PURE__ */ z.email('gyldig e-mailadresse'),
})

/** The schema of the withdrawal form block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionalText } from '../fields.ts'

/**
 * The standard withdrawal form (standardfortrydelsesformular) of
 * forbrugeraftaleloven's bilag 3, with the trader's name, address and e-mail
 * from site-identity.ts. The form's wording is the statute's, so it lives in
 * the component (messages/da.json), not in the story: editors place it and may
 * name its heading.
 */
export const withdrawalFormSchema = /* @__PURE__ */ blok('withdrawal_form', {
  heading: optionalText,
})

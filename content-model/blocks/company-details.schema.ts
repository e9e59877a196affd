/** The schema of the company details block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok, optionalText } from '../fields.ts'

/**
 * The company behind the site (name, address, CVR, e-mail, phone), from the
 * one record of it (`groupCompany`, src/site-identity/site-identity.ts) rather than
 * typed into the story: the terms of sale and the accessibility statement
 * name the same trader as the footer.
 */
export const companyDetailsSchema = /* @__PURE__ */ blok('company_details', {
  heading: optionalText,
})
